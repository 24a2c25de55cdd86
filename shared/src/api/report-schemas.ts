import { said, message } from '../i18n/message';
import type { LabelId } from '../i18n/message';
import * as z from 'zod/mini';
import { daysBetween, parseIsoDate } from '../domain/dates';

// The owner's reports (GET /reports?from=&to=): nights from `from` to `to`, BOTH INCLUDED, compared with the
// same nights a year before. Money fields are left out of the answer for employees (decisions.md); what
// each figure counts is in docs/architecture/reports.md.

/** A report covers at most this many nights (a leap year). */
export const MAX_REPORT_NIGHTS = 366;

function isoDate(label: LabelId) {
  return z
    .string(said('field.labelRequired', { label: message(label) }))
    .check(z.refine((value) => parseIsoDate(value) !== undefined, said('field.labelRealDateWritten', { label: message(label) })));
}

const bothDates = (value: unknown) => {
  const window = value as { from?: unknown; to?: unknown } | null;
  return (
    typeof window?.from === 'string' &&
    typeof window.to === 'string' &&
    parseIsoDate(window.from) !== undefined &&
    parseIsoDate(window.to) !== undefined
  );
};

export const reportQuery = /* @__PURE__ */ (() =>
  z.strictObject({ from: isoDate('label.from'), to: isoDate('label.to') }).check(
    z.refine((value) => daysBetween(value.from, value.to) >= 0, {
      message: said('validation.after'),
      path: ['to'],
      when: ({ value }) => bothDates(value),
    }),
    z.refine((value) => daysBetween(value.from, value.to) < MAX_REPORT_NIGHTS, {
      message: said('validation.reportCoversMostMax', { max: MAX_REPORT_NIGHTS }),
      path: ['to'],
      when: ({ value }) => bothDates(value),
    }),
  ))();
export type ReportQuery = z.infer<typeof reportQuery>;

const money = /* @__PURE__ */ (() => z.optional(z.number()))();

/**
 * Beside every revenue: the OTAs' commissions on the same nights (each stay's spread over its nights as its price
 * is) and the revenue left after them (reports.md, "OTA commissions").
 */
const commissions = /* @__PURE__ */ (() => ({ ota_commissions: money, net_revenue: money }))();

/** Beds for sale and sold; a private room sold counts all its beds (reports.md). */
const occupancy = /* @__PURE__ */ (() => ({
  beds_for_sale: z.number(),
  beds_sold: z.number(),
  /** beds_sold / beds_for_sale, 0 to 1 (4 decimals); 0 when nothing was for sale. */
  occupancy: z.number(),
}))();

export const reportNight = /* @__PURE__ */ (() => z.object({ date: z.string(), ...occupancy, revenue: money, ...commissions }))();

export const reportTotals = /* @__PURE__ */ (() =>
  z.object({
    ...occupancy,
    /** Revenue of the nights in the property's currency; ADR = revenue / beds sold; RevPAB = revenue / beds for sale. */
    revenue: money,
    adr: money,
    revpab: money,
    ...commissions,
  }))();

export const reportRoomType = /* @__PURE__ */ (() =>
  z.object({
    room_type_id: z.string(),
    description: z.string(),
    type: z.string(),
    ...reportTotals.shape,
  }))();

export const reportSource = /* @__PURE__ */ (() =>
  z.object({
    booking_source: z.string(),
    /** Live reservations with at least one night in the range. */
    reservations: z.number(),
    beds_sold: z.number(),
    revenue: money,
    ...commissions,
  }))();

export const reportCountry = /* @__PURE__ */ (() =>
  z.object({
    /** ISO 3166 alpha-2, or '' when the guest gave none. */
    country_code: z.string(),
    arrivals: z.number(),
    guests: z.number(),
  }))();

export const reportCancellations = /* @__PURE__ */ (() =>
  z.object({
    /** Reservations arriving in the range, whatever their status. */
    booked: z.number(),
    canceled: z.number(),
    no_show: z.number(),
    /** The price of the canceled and no-show stays: what they would have brought. */
    canceled_value: money,
    no_show_value: money,
  }))();

/** The period's money beside the nights (managers and admins only): reports.md says what each counts. */
export const reportMoney = /* @__PURE__ */ (() =>
  z.object({
    /** Revenue of the nights in the period, split: the nights' price, extras, adjustments and discounts, tourist tax. */
    revenue_split: z.object({ nights: z.number(), extras: z.number(), adjustments: z.number(), tax: z.number(), total: z.number() }),
    /** Payments and refunds of the stays arriving in the period, by method and the currency they were paid in. */
    payments_by_method: z.array(z.object({ method: z.string(), currency: z.string(), payments: z.number(), amount: z.number() })),
    /** The cash drawer's shifts opened on the period's days, with their differences (null closed_At: still open). */
    drawer_shifts: z.array(
      z.object({
        shift_id: z.string(),
        user_name: z.string(),
        opened_At: z.string(),
        closed_At: z.nullable(z.string()),
        differences: z.array(z.object({ currency: z.string(), difference: z.number() })),
      }),
    ),
  }))();
export type ReportMoney = z.infer<typeof reportMoney>;

export const reportPeriod = /* @__PURE__ */ (() =>
  z.object({
    from: z.string(),
    to: z.string(),
    nights: z.number(),
    totals: reportTotals,
    by_night: z.array(reportNight),
    by_room_type: z.array(reportRoomType),
    by_source: z.array(reportSource),
    arrivals_by_country: z.array(reportCountry),
    cancellations: reportCancellations,
    /** Revenue of stays priced in another currency than the property's: not converted, not in the figures above. */
    other_currencies: z.optional(z.array(z.object({ currency: z.string(), revenue: z.number(), ota_commissions: money }))),
    /** Not for employees: the revenue split, payments by method and currency, the drawer's differences. */
    money: z.optional(reportMoney),
  }))();

export const report = /* @__PURE__ */ (() =>
  z.object({
    currency: z.string(),
    /** False for employees: every money field is left out. */
    includes_money: z.boolean(),
    current: reportPeriod,
    year_before: reportPeriod,
  }))();

export type Report = z.infer<typeof report>;
export type ReportPeriod = z.infer<typeof reportPeriod>;
