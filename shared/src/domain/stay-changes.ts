// What a reservation's change does to each night (DESIGN.md §5): a booking takes units and beds, a cancel
// gives them back, a move does both, night by night, in one transaction. A night held before and after
// gets one net change (more or fewer units, some beds freed and others taken), and a night where nothing
// changes is left out, so a move touches only the nights it really changes.

export interface Holding {
  nights: readonly string[];
  /** Units held each night: beds of a dorm (one per guest), one room of a private type. */
  units: number;
  beds: readonly string[];
}

export interface NightDelta {
  date: string;
  /** Units taken (> 0) or given back (< 0). */
  units: number;
  takeBeds: string[];
  freeBeds: string[];
}

/** The per-night changes from holding `before` to holding `after` (either may be nothing). */
export function stayDeltas(before: Holding | undefined, after: Holding | undefined): NightDelta[] {
  const oldNights = new Set(before?.nights ?? []);
  const newNights = new Set(after?.nights ?? []);
  const dates = [...new Set([...oldNights, ...newNights])].sort();
  return dates.flatMap((date) => {
    const oldBeds = oldNights.has(date) ? (before?.beds ?? []) : [];
    const newBeds = newNights.has(date) ? (after?.beds ?? []) : [];
    const units = (newNights.has(date) ? after!.units : 0) - (oldNights.has(date) ? before!.units : 0);
    const takeBeds = newBeds.filter((bed) => !oldBeds.includes(bed));
    const freeBeds = oldBeds.filter((bed) => !newBeds.includes(bed));
    return units === 0 && takeBeds.length === 0 && freeBeds.length === 0 ? [] : [{ date, units, takeBeds, freeBeds }];
  });
}
