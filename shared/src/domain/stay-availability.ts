import type { NightRecord } from './night-availability';

// Whether each night of a stay can take it (DESIGN.md §5): a night sells at most what is for sale (a
// custom availability, lowered by later sales) and never more than is physically free. When a reservation
// moves, what it already holds on a night comes back to it first.

/** Units a reservation can have on a night, counting back the `own` units it holds there already. */
export function freeUnits(capacity: number, night: NightRecord | undefined, own = 0): number {
  const sold = night?.sold ?? 0;
  const physically = capacity - sold;
  return Math.max(0, Math.min(night?.forSale ?? physically, physically)) + own;
}

export interface ShortNight {
  date: string;
  free: number;
}

/** The nights of `dates` with fewer than `needed` units free for this stay. */
export function shortNights(
  dates: readonly string[],
  capacity: number,
  needed: number,
  nightOf: (date: string) => NightRecord | undefined,
  ownOn: (date: string) => number = () => 0,
): ShortNight[] {
  return dates.map((date) => ({ date, free: freeUnits(capacity, nightOf(date), ownOn(date)) })).filter((night) => night.free < needed);
}
