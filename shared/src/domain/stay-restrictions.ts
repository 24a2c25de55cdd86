import type { MessageId } from '../i18n/message';
import { addDays, daysBetween } from './dates';

// Restrictions per room type and night (minimum stay, closed to arrival, closed to departure, stop-sell),
// set with a rate range in Rates & availability. A range writes them on each of its nights with its rate,
// on the same condition (no newer range set the night), so the newest range wins night by night and a range
// without restrictions clears an older one's. A night nobody restricted has none: absent means no restriction.
// Pure, read by the booking page (refuses), the desk (warns), the iCal feed and the channel manager's push.

/** The smallest and largest minimum stay a range can set; 1 is no restriction. */
export const MIN_STAY_LIMITS = { min: 1, max: 30 } as const;

/** What a night (or a range) holds: every field absent on a night without restrictions. */
export interface RestrictionFields {
  minStay?: number | undefined;
  closedToArrival?: boolean | undefined;
  closedToDeparture?: boolean | undefined;
  stopSell?: boolean | undefined;
}

/** One night's restrictions, every field present: `minStay` 1 and three false is a night without any. */
export interface NightRestrictions {
  minStay: number;
  /** A stay cannot arrive on this date. */
  closedToArrival: boolean;
  /** A stay cannot leave on this date (the morning of this date: the night before is its last). */
  closedToDeparture: boolean;
  /** The night is not sold on the booking page, the feeds or the channels; the desk still may. */
  stopSell: boolean;
}

export const NO_RESTRICTIONS: NightRestrictions = Object.freeze({
  minStay: 1,
  closedToArrival: false,
  closedToDeparture: false,
  stopSell: false,
});

/** The night's restrictions from what is stored on it (undefined: a night never written). */
export function nightRestrictions(record: RestrictionFields | undefined): NightRestrictions {
  return {
    minStay: Math.max(MIN_STAY_LIMITS.min, record?.minStay ?? MIN_STAY_LIMITS.min),
    closedToArrival: record?.closedToArrival === true,
    closedToDeparture: record?.closedToDeparture === true,
    stopSell: record?.stopSell === true,
  };
}

/** True when the night has any restriction. */
export function isRestricted(night: NightRestrictions): boolean {
  return night.minStay > 1 || night.closedToArrival || night.closedToDeparture || night.stopSell;
}

/**
 * Each of `dates`' restrictions for one room type, from its nights as stored (each the newest range's word
 * for that night). A date without a record has none.
 */
export function restrictionsFor(
  nights: readonly (RestrictionFields & { date: string })[],
  dates: readonly string[],
): Map<string, NightRestrictions> {
  const byDate = new Map(nights.map((night) => [night.date, night]));
  return new Map(dates.map((date) => [date, nightRestrictions(byDate.get(date))]));
}

/** The fields a range stores: only those that restrict, so a range without any stores none. */
export function storedRestrictions(fields: RestrictionFields): RestrictionFields {
  return {
    ...(fields.minStay !== undefined && fields.minStay > 1 ? { minStay: fields.minStay } : {}),
    ...(fields.closedToArrival ? { closedToArrival: true } : {}),
    ...(fields.closedToDeparture ? { closedToDeparture: true } : {}),
    ...(fields.stopSell ? { stopSell: true } : {}),
  };
}

export type RestrictionKind = 'minStay' | 'closedToArrival' | 'closedToDeparture' | 'stopSell';

const MIN_STAY_BROKEN = 'stay.restrictionMinStay' satisfies MessageId;
const ARRIVAL_CLOSED = 'stay.restrictionClosedToArrival' satisfies MessageId;
const DEPARTURE_CLOSED = 'stay.restrictionClosedToDeparture' satisfies MessageId;
const STOP_SELL = 'stay.restrictionStopSell' satisfies MessageId;

/** A broken restriction, as a message id with its values. */
export interface RestrictionBreak {
  kind: RestrictionKind;
  id: MessageId;
  values: { date: string; count?: number; dates?: string[] };
}

/**
 * What the stay `[checkIn, checkOut)` breaks: a minimum stay longer than it on its arrival night, an arrival
 * on a night closed to arrival, a departure on a day closed to departure, and its stop-sell nights (one
 * break naming them all). `byDate` must hold the stay's nights and its departure day; a date it lacks has
 * no restriction.
 */
export function restrictionBreaks(
  stay: { checkIn: string; checkOut: string },
  byDate: ReadonlyMap<string, NightRestrictions>,
): RestrictionBreak[] {
  const of = (date: string) => byDate.get(date) ?? NO_RESTRICTIONS;
  const nights = Math.max(0, daysBetween(stay.checkIn, stay.checkOut));
  const arrival = of(stay.checkIn);
  const breaks: RestrictionBreak[] = [];
  if (nights < arrival.minStay)
    breaks.push({ kind: 'minStay', id: MIN_STAY_BROKEN, values: { date: stay.checkIn, count: arrival.minStay } });
  if (arrival.closedToArrival) breaks.push({ kind: 'closedToArrival', id: ARRIVAL_CLOSED, values: { date: stay.checkIn } });
  if (of(stay.checkOut).closedToDeparture)
    breaks.push({ kind: 'closedToDeparture', id: DEPARTURE_CLOSED, values: { date: stay.checkOut } });
  const stopped = Array.from({ length: nights }, (_, k) => addDays(stay.checkIn, k)).filter((date) => of(date).stopSell);
  if (stopped.length > 0) breaks.push({ kind: 'stopSell', id: STOP_SELL, values: { date: stopped[0]!, dates: stopped } });
  return breaks;
}
