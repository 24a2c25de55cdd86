import { said, message } from '../i18n/message';
import type { LabelId } from '../i18n/message';
import * as z from 'zod/mini';
import { CURRENCIES } from '../domain/money';
import { compactDate, daysBetween, parseCompactDate, parseIsoDate } from '../domain/dates';
import { entityId } from './id-field';
import { MIN_STAY_LIMITS } from '../domain/stay-restrictions';
import { amount, wholeNumber } from './number-fields';
import { GENDERS, ROOM_TYPE_KINDS } from './room-type-schemas';

// Rates and availability (spec §2, §4 "Daily availability", §5 "Bulk rates"). A range names its first
// and last night, BOTH INCLUDED: 2026-12-24 to 2026-12-26 sets the nights of the 24th, 25th and 26th.
// The same rule holds for the read window.

/** A range and a read window cover at most this many nights. */
export const MAX_RANGE_NIGHTS = 366;
/** Above every currency's bound: the handler checks the room type's own (maxNightlyRate). */
export const MAX_CUSTOM_RATE = 10_000_000_000;
/** Above any room type's capacity (20 × 50); the server checks the real bound night by night. */
const MAX_AVAILABILITY = 1000;

function isoDate(label: LabelId) {
  return z
    .string(said('field.labelRequired', { label: message(label) }))
    .check(z.refine((value) => parseIsoDate(value) !== undefined, said('field.labelRealDateWritten', { label: message(label) })));
}

const bothDates = (value: unknown) => {
  const range = value as { start_date?: unknown; end_date?: unknown } | null;
  return (
    typeof range?.start_date === 'string' &&
    typeof range.end_date === 'string' &&
    parseIsoDate(range.start_date) !== undefined &&
    parseIsoDate(range.end_date) !== undefined
  );
};

export const createRateRangeBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      start_date: isoDate('label.startDate'),
      end_date: isoDate('label.endDate'),
      custom_rate: amount('label.rate', { min: 0, exclusive: true, max: MAX_CUSTOM_RATE }),
      /** Units still for sale on each night from now on; left out or null: availability is not changed. */
      custom_availability: z.optional(z.nullable(wholeNumber('label.availability', 0, MAX_AVAILABILITY))),
      // Restrictions (not in the spec): left out, null or false, none; the newest range wins night by night.
      min_stay: z.optional(z.nullable(wholeNumber('label.minimumStay', MIN_STAY_LIMITS.min, MIN_STAY_LIMITS.max))),
      closed_to_arrival: z.optional(z.nullable(z.boolean(said('validation.closedToArrivalTrueFalse')))),
      closed_to_departure: z.optional(z.nullable(z.boolean(said('validation.closedToDepartureTrueFalse')))),
      stop_sell: z.optional(z.nullable(z.boolean(said('validation.stopSellTrueFalse')))),
    })
    .check(
      z.refine((value) => daysBetween(value.start_date, value.end_date) >= 0, {
        message: said('validation.endDateAfterStart'),
        path: ['end_date'],
        when: ({ value }) => bothDates(value),
      }),
      z.refine((value) => daysBetween(value.start_date, value.end_date) < MAX_RANGE_NIGHTS, {
        message: said('validation.rangeCoversMostMax', { max: MAX_RANGE_NIGHTS }),
        path: ['end_date'],
        when: ({ value }) => bothDates(value),
      }),
    ))();
export type CreateRateRangeBody = z.infer<typeof createRateRangeBody>;

export const rateRangeParams = /* @__PURE__ */ (() => z.strictObject({ roomTypeId: entityId('label.roomTypeId') }))();

const WINDOW_FORMAT = /* @__PURE__ */ (() => said('validation.datesAddressWrittenYyyymmdd'))();

/** `{dates}` of GET /rates-and-availability/{dates}: `yyyyMMdd-yyyyMMdd`, first and last night included. */
export const ratesWindowParams = /* @__PURE__ */ (() =>
  z.strictObject({
    dates: z.pipe(
      z.string(WINDOW_FORMAT),
      z.transform((value: string, ctx) => {
        const [first, last, extra] = value.split('-');
        const from = parseCompactDate(first ?? '');
        const to = parseCompactDate(last ?? '');
        const fail = (message: string) => {
          ctx.issues.push({ code: 'custom', message, input: value });
          return z.NEVER;
        };
        if (extra !== undefined || !from || !to) return fail(WINDOW_FORMAT);
        if (daysBetween(from, to) < 0) return fail(said('validation.lastDateAfterFirst'));
        if (daysBetween(from, to) >= MAX_RANGE_NIGHTS) return fail(said('validation.windowCoversMostMax', { max: MAX_RANGE_NIGHTS }));
        return { from, to };
      }),
    ),
  }))();

/** The path segment for a window, e.g. `20261121-20261127`. */
export function ratesWindowSegment(from: string, to: string): string {
  return `${compactDate(from)}-${compactDate(to)}`;
}

export const NIGHT_STATUSES = ['Open', 'Close'] as const;

export const nightRates = /* @__PURE__ */ (() =>
  z.object({
    /** yyyy-MM-dd */
    date: z.string(),
    /** Units the type has: beds of a dorm (max occupancy × inventory), rooms of a private type. */
    capacity: z.number(),
    /** Units sold that night (guests in a dorm, rooms of a private type). */
    sold: z.number(),
    /** Units still for sale: capacity − sold, or what a custom availability set, lowered by later sales. */
    availability: z.number(),
    /** The night's price: a custom rate where a range set one, else the base rate. */
    rate: z.number(),
    custom_rate: z.boolean(),
    status: z.enum(NIGHT_STATUSES),
    /** Restrictions (not in the spec), each present only where the newest range set it: stay-restrictions.ts. */
    min_stay: z.optional(z.number()),
    closed_to_arrival: z.optional(z.boolean()),
    closed_to_departure: z.optional(z.boolean()),
    stop_sell: z.optional(z.boolean()),
  }))();
export type NightRates = z.infer<typeof nightRates>;

export const ratesAndAvailability = /* @__PURE__ */ (() =>
  z.object({
    from: z.string(),
    to: z.string(),
    /** Today in the property's time zone: the rates page does not go back past it. */
    today: z.string(),
    room_types: z.array(
      z.object({
        _id: z.string(),
        description: z.string(),
        type: z.enum(ROOM_TYPE_KINDS),
        gender: z.enum(GENDERS),
        base_rate: z.number(),
        currency: z.enum(CURRENCIES),
        capacity: z.number(),
        nights: z.array(nightRates),
      }),
    ),
  }))();
export type RatesAndAvailability = z.infer<typeof ratesAndAvailability>;
