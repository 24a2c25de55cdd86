import { createRateRangeBody } from '@hostel/shared/api/rate-schemas';
import { rateAboveMaximum } from '@hostel/shared/api/room-type-schemas';
import { reference } from '@hostel/shared/i18n/message';
import { maxNightlyRate } from '@hostel/shared/domain/currency-limits';
import type { Currency } from '@hostel/shared/domain/money';
import { addDays, todayIn } from '@hostel/shared/domain/dates';
import * as z from 'zod/mini';

// The rates page's week (spec §2, §9: 7 days, arrows move 7, never before today) and its numbers.

export const RATES_DAYS = 7;

export interface RatesWindow {
  from: string;
  to: string;
}

/** The seven nights from `start`, both ends included (as the read and the ranges count them). */
export function windowFrom(start: string): RatesWindow {
  return { from: start, to: addDays(start, RATES_DAYS - 1) };
}

/** Where "previous" leads: seven days back, but not before today (the property's). */
export function previousStart(start: string, today: string): string {
  const back = addDays(start, -RATES_DAYS);
  return back < today ? today : back;
}

export function canGoBack(start: string, today: string): boolean {
  return start > today;
}

export function nextStart(start: string): string {
  return addDays(start, RATES_DAYS);
}

/** Today where the browser is: the first guess at the property's today, which the read then corrects. */
export function browserToday(now: Date = new Date()): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}

/** Share of the night's units sold, as a whole percentage. */
export function occupancyPercent(sold: number, capacity: number): number {
  return capacity > 0 ? Math.round((sold / capacity) * 100) : 0;
}

/**
 * The Bulk Edit form: the API's own body schema, fed from the form's fields. An empty availability
 * means "leave it as it is"; the room type travels in the path, not the body.
 */
export interface BulkEditValues {
  roomTypeId: string;
  start_date: string;
  end_date: string;
  custom_rate: string;
  custom_availability: string;
  /** Restrictions on the range's nights: an empty minimum stay and unticked boxes are none. */
  min_stay: string;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  stop_sell: boolean;
}

export const bulkEditForm = z.pipe(
  z.transform(
    (values: BulkEditValues): z.input<typeof createRateRangeBody> => ({
      start_date: values.start_date,
      end_date: values.end_date,
      custom_rate: values.custom_rate,
      ...(values.custom_availability.trim() === '' ? {} : { custom_availability: values.custom_availability }),
      // Sent only when set: a range without restrictions is the spec's body, and clears older ones night by night.
      ...(values.min_stay.trim() === '' ? {} : { min_stay: values.min_stay }),
      ...(values.closed_to_arrival ? { closed_to_arrival: true } : {}),
      ...(values.closed_to_departure ? { closed_to_departure: true } : {}),
      ...(values.stop_sell ? { stop_sell: true } : {}),
    }),
  ),
  createRateRangeBody,
);

/** The form with the chosen room type's bound on the rate, which the server checks too (currency-limits.ts). */
export function bulkEditFormFor(roomTypes: readonly { _id: string; currency: Currency }[]) {
  return z.pipe(
    z.custom<BulkEditValues>().check(
      z.superRefine((values: BulkEditValues, ctx) => {
        const currency = (roomTypes.find((type) => type._id === values.roomTypeId) ?? roomTypes[0])?.currency;
        const rate = Number(values.custom_rate);
        if (!currency || values.custom_rate.trim() === '' || !(rate > maxNightlyRate(currency))) return;
        ctx.addIssue({
          code: 'custom',
          message: reference(rateAboveMaximum('label.rate', maxNightlyRate(currency), currency)),
          path: ['custom_rate'],
        });
      }),
    ),
    bulkEditForm,
  );
}
