import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';

// The row under each room type's heading: per night, the units still for sale (beds of a dorm, rooms
// of a private type), from the window's one rates-and-availability read. It is what a booking may
// still take, so a custom availability (an override, or 0 to close the night) counts, as do the sales
// after it; a night closed while beds are physically free says so.

export interface FreeNight {
  date: string;
  free: number;
  /** No unit for sale although some are physically free: closed by a custom availability. */
  closed: boolean;
}

/** Per room type id, one entry per day of the window (undefined where the answer has no such night). */
export function freeUnits(answer: RatesAndAvailability | undefined, days: readonly string[]): Map<string, (FreeNight | undefined)[]> {
  const byType = new Map<string, (FreeNight | undefined)[]>();
  for (const type of answer?.room_types ?? []) {
    const nights = new Map(type.nights.map((night) => [night.date, night]));
    byType.set(
      type._id,
      days.map((date) => {
        const night = nights.get(date);
        if (!night) return undefined;
        const free = Math.max(0, night.availability);
        return { date, free, closed: free === 0 && night.capacity - night.sold > 0 };
      }),
    );
  }
  return byType;
}
