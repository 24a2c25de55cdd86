import type { PlacedStay } from './bed-placement';
import type { CalendarWindow } from './calendar-window';
import { clipStay, type BarSpan } from './stay-layout';

// What one bed's row holds in the visible window, left to right, covering every column once: free
// nights (one column each) and stays (their bar, clipped to the window).

export type LaneItem =
  | { kind: 'free'; col: number; span: 1; date: string }
  | { kind: 'stay'; col: number; span: number; stay: PlacedStay; clip: BarSpan };

export function laneItems(bedId: string, window: Pick<CalendarWindow, 'days'>, placed: readonly PlacedStay[]): LaneItem[] {
  const bars = placed
    .filter((stay) => stay.beds.includes(bedId))
    .flatMap((stay) => {
      const clip = clipStay(stay.reservation, window);
      return clip ? [{ stay, clip }] : [];
    })
    .sort((a, b) => a.clip.start - b.clip.start);
  const items: LaneItem[] = [];
  let col = 0;
  for (const { stay, clip } of bars) {
    // Two stays on one bed the same night cannot be saved; a stale view may still show it: the later bar
    // starts where the earlier ends.
    const start = Math.max(clip.start, col);
    const end = clip.start + clip.span;
    if (end <= start) continue;
    for (; col < start; col += 1) items.push({ kind: 'free', col, span: 1, date: window.days[col]! });
    items.push({ kind: 'stay', col: start, span: end - start, stay, clip: { ...clip, start, span: end - start } });
    col = end;
  }
  for (; col < window.days.length; col += 1) items.push({ kind: 'free', col, span: 1, date: window.days[col]! });
  return items;
}

/** The item covering a column. */
export const itemAt = (items: readonly LaneItem[], col: number) => items.find((item) => item.col <= col && col < item.col + item.span);

/** The free run around `anchor` reaching towards `target`: a selection of nights never crosses a stay. */
export function clampToFree(items: readonly LaneItem[], anchor: number, target: number): number {
  const step = target >= anchor ? 1 : -1;
  let end = anchor;
  while (end !== target && itemAt(items, end + step)?.kind === 'free') end += step;
  return end;
}
