import { addDays } from '@hostel/shared/domain/dates';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { PlacedStay } from './bed-placement';
import type { CalendarWindow } from './calendar-window';

// Changing a stay's dates by dragging an edge of its bar (mouse, pen or finger alike: the handles take
// the touch themselves, `touch-action: none`, so no long press is needed). The night under the pointer
// becomes the first night (left edge) or the last (right edge); the bar shows the new dates while it
// moves, and the drop reports them. Escape or a pointer cancel leaves the stay as it was.

export type Edge = 'start' | 'end';

export interface DatesPreview {
  stayId: string;
  checkIn: string;
  checkOut: string;
}

interface Dragging {
  stay: PlacedStay;
  edge: Edge;
  pointerId: number;
  row: HTMLElement;
  preview: DatesPreview;
}

/** The new dates when `edge` is dropped on the night at `col`, kept to at least one night. */
export function datesForEdge(
  stay: { check_in: string; check_out: string },
  edge: Edge,
  night: string,
): { checkIn: string; checkOut: string } {
  if (edge === 'start') return { checkIn: night < stay.check_out ? night : addDays(stay.check_out, -1), checkOut: stay.check_out };
  const checkOut = addDays(night, 1);
  return { checkIn: stay.check_in, checkOut: checkOut > stay.check_in ? checkOut : addDays(stay.check_in, 1) };
}

/** The night column under an x coordinate of a bed's row (its first cell is the label). */
function nightAt(row: HTMLElement, x: number, days: readonly string[]): string | undefined {
  const label = row.firstElementChild?.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  if (!label) return undefined;
  const width = (box.right - label.right) / days.length;
  const col = Math.floor((x - label.right) / width);
  return days[Math.max(0, Math.min(days.length - 1, col))];
}

export function useEdgeDrag({
  calendarWindow,
  onDrop,
}: {
  calendarWindow: CalendarWindow;
  onDrop(stay: PlacedStay, preview: DatesPreview): void;
}) {
  const dragging = useRef<Dragging | undefined>(undefined);
  const [preview, setPreview] = useState<DatesPreview | undefined>(undefined);
  const latest = useRef({ calendarWindow, onDrop });
  latest.current = { calendarWindow, onDrop };

  const end = useCallback((drop: boolean) => {
    const drag = dragging.current;
    dragging.current = undefined;
    setPreview(undefined);
    if (!drag) return;
    const { stay, preview } = drag;
    const changed = preview.checkIn !== stay.reservation.check_in || preview.checkOut !== stay.reservation.check_out;
    if (drop && changed) latest.current.onDrop(stay, preview);
  }, []);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const drag = dragging.current;
      if (!drag || event.pointerId !== drag.pointerId) return;
      const night = nightAt(drag.row, event.clientX, latest.current.calendarWindow.days);
      if (!night) return;
      const next = { stayId: drag.stay.reservation._id, ...datesForEdge(drag.stay.reservation, drag.edge, night) };
      if (next.checkIn !== drag.preview.checkIn || next.checkOut !== drag.preview.checkOut) {
        drag.preview = next;
        setPreview(next);
      }
    };
    const onUp = (event: PointerEvent) => {
      if (dragging.current?.pointerId === event.pointerId) end(true);
    };
    const onCancel = (event: PointerEvent) => {
      if (dragging.current?.pointerId === event.pointerId) end(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dragging.current) {
        event.preventDefault();
        end(false);
      }
    };
    // The click that follows the pointerup on a handle must not open the reservation.
    const onClick = (event: MouseEvent) => {
      if ((event.target as HTMLElement | null)?.closest?.('[data-edge]')) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('click', onClick, true);
      end(false);
    };
  }, [end]);

  /** A handle's onPointerDown: the bar's own move-drag does not start. */
  const start = useCallback((event: ReactPointerEvent<HTMLElement>, stay: PlacedStay, edge: Edge) => {
    if (event.button !== 0 || dragging.current) return;
    const row = event.currentTarget.closest<HTMLElement>('[data-lane-bed]');
    if (!row) return;
    event.stopPropagation();
    event.preventDefault();
    const preview = { stayId: stay.reservation._id, checkIn: stay.reservation.check_in, checkOut: stay.reservation.check_out };
    dragging.current = { stay, edge, pointerId: event.pointerId, row, preview };
    setPreview(preview);
  }, []);

  return { start, preview };
}
