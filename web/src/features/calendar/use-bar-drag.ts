import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { PlacedStay } from './bed-placement';

// Dragging a stay's bar onto another bed, with Pointer Events for mouse, pen and touch alike. A mouse
// or pen drag starts after a few pixels; a finger must rest on the bar first (a long press), so a
// swipe over the grid still scrolls the page. The bar follows the pointer through a transform (no
// re-render per move); the row under it is judged as a drop target, and the drop is reported.

export type DropVerdict = 'ok' | 'other-type' | 'taken' | 'same' | 'swap';

export interface DropTarget {
  bedId: string;
  verdict: DropVerdict;
}

export interface DragOver {
  stayId: string;
  fromBed: string;
  target: DropTarget | undefined;
}

interface Pending {
  stay: PlacedStay;
  /** The pointer's last position, and the page's scroll when the drag began. */
  clientX: number;
  clientY: number;
  scrollY: number;
  scrolling?: number;
  fromBed: string;
  bar: HTMLElement;
  pointerId: number;
  x: number;
  y: number;
  touch: boolean;
  active: boolean;
  timer?: ReturnType<typeof setTimeout>;
  target?: DropTarget;
}

const MOUSE_THRESHOLD_PX = 5;
/** Near the top or bottom of the screen the page scrolls, so a bed below the fold can be reached; the top band clears the app's sticky header. */
const EDGE_PX = 48;
const TOP_EDGE_PX = 150;
const SCROLL_STEP_PX = 12;
const TOUCH_SLOP_PX = 8;
const LONG_PRESS_MS = 350;

interface Options {
  grid: RefObject<HTMLElement | null>;
  judge(stay: PlacedStay, fromBed: string, toBed: string): DropVerdict;
  onDrop(stay: PlacedStay, fromBed: string, target: DropTarget): void;
}

export function useBarDrag({ grid, judge, onDrop }: Options) {
  const pending = useRef<Pending | undefined>(undefined);
  const justDropped = useRef(false);
  const [over, setOver] = useState<DragOver | undefined>(undefined);
  const latest = useRef({ judge, onDrop });
  latest.current = { judge, onDrop };

  const end = useCallback((drop: boolean) => {
    const drag = pending.current;
    pending.current = undefined;
    if (!drag) return;
    clearTimeout(drag.timer);
    if (drag.scrolling) cancelAnimationFrame(drag.scrolling);
    drag.bar.style.transform = '';
    drag.bar.classList.remove('is-dragging');
    setOver(undefined);
    if (!drag.active) return;
    // The pointerup of a drag is followed by a click on the bar's link: it must not open the reservation.
    justDropped.current = true;
    setTimeout(() => (justDropped.current = false), 0);
    if (drop && drag.target) latest.current.onDrop(drag.stay, drag.fromBed, drag.target);
  }, []);

  useEffect(() => {
    const activate = (drag: Pending) => {
      drag.active = true;
      drag.bar.classList.add('is-dragging');
      setOver({ stayId: drag.stay.reservation._id, fromBed: drag.fromBed, target: undefined });
    };
    // The bar follows the pointer (and the page, when it scrolls under it); the row beneath is judged.
    const follow = (drag: Pending) => {
      const dx = drag.clientX - drag.x;
      const dy = drag.clientY - drag.y + (window.scrollY - drag.scrollY);
      drag.bar.style.transform = `translate(${dx}px, ${dy}px)`;
      const row = document.elementFromPoint(drag.clientX, drag.clientY)?.closest<HTMLElement>('[data-lane-bed]');
      const bedId = row?.dataset.laneBed;
      const target = bedId ? { bedId, verdict: latest.current.judge(drag.stay, drag.fromBed, bedId) } : undefined;
      if (target?.bedId !== drag.target?.bedId || target?.verdict !== drag.target?.verdict) {
        drag.target = target;
        setOver({ stayId: drag.stay.reservation._id, fromBed: drag.fromBed, target });
      }
    };
    const autoScroll = (drag: Pending) => {
      // Only a pointer that went towards an edge scrolls: a bar picked up near one does not move the page.
      const up = drag.clientY < TOP_EDGE_PX && drag.clientY < drag.y - EDGE_PX / 2 && window.scrollY > 0;
      const down = drag.clientY > window.innerHeight - EDGE_PX && drag.clientY > drag.y + EDGE_PX / 2;
      const direction = up ? -1 : down ? 1 : 0;
      if (direction === 0 || pending.current !== drag) {
        drag.scrolling = undefined;
        return;
      }
      window.scrollBy(0, direction * SCROLL_STEP_PX);
      follow(drag);
      drag.scrolling = requestAnimationFrame(() => autoScroll(drag));
    };
    const onMove = (event: PointerEvent) => {
      const drag = pending.current;
      if (!drag || event.pointerId !== drag.pointerId) return;
      drag.clientX = event.clientX;
      drag.clientY = event.clientY;
      if (!drag.active) {
        const moved = Math.hypot(event.clientX - drag.x, event.clientY - drag.y);
        if (drag.touch) {
          // A finger that moves before the long press is a scroll, not a drag.
          if (moved > TOUCH_SLOP_PX) end(false);
          return;
        }
        if (moved < MOUSE_THRESHOLD_PX) return;
        activate(drag);
      }
      follow(drag);
      if (!drag.scrolling) autoScroll(drag);
    };
    const onUp = (event: PointerEvent) => {
      if (pending.current && event.pointerId === pending.current.pointerId) end(true);
    };
    const onCancel = (event: PointerEvent) => {
      if (pending.current && event.pointerId === pending.current.pointerId) end(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && pending.current?.active) {
        event.preventDefault();
        end(false);
      }
    };
    // Once a finger drag has begun, the page must not scroll under it: a touchmove listener that is
    // not passive (registered up front, so the browser knows) cancels the scroll.
    const onTouchMove = (event: TouchEvent) => {
      if (pending.current?.active) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (justDropped.current) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const area = grid.current;
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey);
    window.addEventListener('click', onClick, true);
    area?.addEventListener('touchmove', onTouchMove, { passive: false });
    const contextMenu = (event: Event) => {
      if (pending.current?.touch) event.preventDefault();
    };
    area?.addEventListener('contextmenu', contextMenu);
    pendingActivate.current = activate;
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('click', onClick, true);
      area?.removeEventListener('touchmove', onTouchMove);
      area?.removeEventListener('contextmenu', contextMenu);
      end(false);
    };
  }, [grid, end]);

  const pendingActivate = useRef<((drag: Pending) => void) | undefined>(undefined);

  /** The bar's onPointerDown. */
  const start = useCallback((event: ReactPointerEvent<HTMLElement>, stay: PlacedStay, fromBed: string) => {
    if (event.button !== 0 || pending.current) return;
    if ((event.target as HTMLElement).closest('[data-part="menu"]')) return;
    const touch = event.pointerType === 'touch';
    const drag: Pending = {
      stay,
      fromBed,
      bar: event.currentTarget,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      clientX: event.clientX,
      clientY: event.clientY,
      scrollY: window.scrollY,
      touch,
      active: false,
    };
    pending.current = drag;
    // The bar's CSS turns off text selection and its link is not natively draggable, so nothing else
    // competes with the move; the pointerdown keeps its default, which focuses the bar.
    if (touch) drag.timer = setTimeout(() => pending.current === drag && pendingActivate.current?.(drag), LONG_PRESS_MS);
  }, []);

  return { start, over };
}
