import { useEffect, useRef, useState } from 'react';
import type { Lane } from './calendar-rows';
import { clampToFree, type LaneItem } from './lane-items';

// Choosing free nights on one bed to start a booking there: click (or Enter on) the first night and
// then the last, or drag across them with a mouse or pen. A selection never crosses a stay, and
// Escape drops it. Fingers tap twice: a finger's drag scrolls the page.

export interface NightSelection {
  lane: number;
  bedId: string;
  /** Columns of the first and the current last night (either order). */
  anchor: number;
  end: number;
  /** A drag is under way (no hint to click the last night). */
  dragging: boolean;
}

interface Press {
  lane: Lane;
  laneIndex: number;
  col: number;
  items: readonly LaneItem[];
  dragging: boolean;
}

export function useNightSelection(onSelect: (lane: Lane, firstCol: number, lastCol: number) => void) {
  const [selection, setSelection] = useState<NightSelection | undefined>(undefined);
  const press = useRef<Press | undefined>(undefined);
  const skipClick = useRef(false);
  const latest = useRef({ selection, onSelect });
  latest.current = { selection, onSelect };

  function complete(lane: Lane, anchor: number, end: number) {
    setSelection(undefined);
    latest.current.onSelect(lane, Math.min(anchor, end), Math.max(anchor, end));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the listeners are added once; complete reads the latest props through a ref
  useEffect(() => {
    const onUp = () => {
      const current = press.current;
      press.current = undefined;
      if (!current?.dragging) return;
      const chosen = latest.current.selection;
      // The pointer may come up on the first night again, whose click must not start a new selection.
      skipClick.current = true;
      setTimeout(() => (skipClick.current = false), 0);
      if (chosen) complete(current.lane, chosen.anchor, chosen.end);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && latest.current.selection) setSelection(undefined);
    };
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  return {
    selection,
    clear: () => setSelection(undefined),
    /** A click, a tap, or Enter/Space on a free night. */
    night(lane: Lane, laneIndex: number, col: number, items: readonly LaneItem[]) {
      if (skipClick.current) return;
      const pending = latest.current.selection;
      if (pending && pending.lane === laneIndex && !pending.dragging)
        complete(lane, pending.anchor, clampToFree(items, pending.anchor, col));
      else setSelection({ lane: laneIndex, bedId: lane.bedId, anchor: col, end: col, dragging: false });
    },
    drag: {
      down(lane: Lane, laneIndex: number, col: number, items: readonly LaneItem[], pointerType: string) {
        if (pointerType === 'touch') return;
        press.current = { lane, laneIndex, col, items, dragging: false };
      },
      enter(laneIndex: number, col: number) {
        const current = press.current;
        if (!current || current.laneIndex !== laneIndex) return;
        if (!current.dragging && col === current.col) return;
        current.dragging = true;
        setSelection({
          lane: laneIndex,
          bedId: current.lane.bedId,
          anchor: current.col,
          end: clampToFree(current.items, current.col, col),
          dragging: true,
        });
      },
    },
  };
}
