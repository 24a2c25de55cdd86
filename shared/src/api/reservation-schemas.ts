import { said, message } from '../i18n/message';
import type { LabelId } from '../i18n/message';
import * as z from 'zod/mini';
import { compactDate, daysBetween, parseCompactDate, parseIsoDate } from '../domain/dates';
import { MAX_TOTAL_PRICE_ANY_CURRENCY } from '../domain/currency-limits';
import { LANGUAGES } from '../domain/languages';
import { CURRENCIES } from '../domain/money';
import { charge, voidedCharge } from './folio-schemas';
import { stayTouristTax } from './tourist-tax-schemas';
import { chosenBeds } from './assign-beds-schemas';
import { entityId } from './id-field';
import { amount, amountWithDecimals, wholeNumber } from './number-fields';
import { plainChecks } from './plain-text';
import { deskStamp } from './stay-lifecycle-schemas';

// Reservations (spec §3 Reservation, §4 "Reservation status", §5 new reservation / edit / dates form,
// §7 "Reservations"). Request keys are the spec's snake_case ones. A stay is the half-open range
// [check_in, check_out): the check-in night up to, not including, the check-out day.

export const RESERVATION_STATUSES = ['confirmed', 'provisional', 'canceled', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** Statuses that hold their nights and beds; canceled and no_show have released them, for good. */
export const LIVE_STATUSES = ['confirmed', 'provisional'] as const satisfies readonly ReservationStatus[];
export const PAYMENT_STATUSES = ['pending', 'canceled', 'refunded', 'paid', 'partial'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Spec §3 names two booking sites and "direct". */
export const BOOKING_SOURCES = ['booking.com', 'hostelworld.com', 'direct'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/**
 * The source a spelling names, in any case ('hostelWorld.com' → 'hostelworld.com'), or undefined. A client
 * may spell a source its own way; it is stored once, in this form, and answered back as the client spelled it.
 */
export function bookingSourceOf(text: string): BookingSource | undefined {
  const lower = text.toLowerCase();
  return BOOKING_SOURCES.find((source) => source === lower);
}

/**
 * A stay imported from a booking site's iCal feed (`ical:<feed name>`) or booked on a channel the channel
 * manager sells beyond the spec's sources (`channel:<channel>`, e.g. `channel:airbnb`). Only the syncs set
 * one; an update may keep it.
 */
export type ImportedSource = `ical:${string}` | `channel:${string}`;
export const IMPORTED_SOURCE_PREFIX = 'ical:';
export const CHANNEL_SOURCE_PREFIX = 'channel:';
export function isImportedSource(text: string): text is ImportedSource {
  return [IMPORTED_SOURCE_PREFIX, CHANNEL_SOURCE_PREFIX].some((prefix) => text.startsWith(prefix) && text.length > prefix.length);
}

/** One booking is one transaction of at most 100 items: the nights plus the reservation's own items. */
export const MAX_STAY_NIGHTS = 90;
export const MAX_SPECIAL_REQUEST = 50;
/** A sanity bound that fits every currency (a long PYG or ARS stay passes 10 million). */
export const MAX_TOTAL_PRICE = MAX_TOTAL_PRICE_ANY_CURRENCY;
/** Above any room type's beds (20 × 50); the server checks the real bound against the room type. */
const MAX_GUESTS = 1000;
/** Search text in the find path (the header box allows 2 to 40 characters). */
export const MAX_SEARCH_TEXT = 40;
/** A find window: the header search asks for one year back to one year ahead. */
export const MAX_FIND_WINDOW_DAYS = 800;

export const isLive = (status: ReservationStatus) => (LIVE_STATUSES as readonly string[]).includes(status);

function isoDate(label: LabelId) {
  return z
    .string(said('field.labelRequired', { label: message(label) }))
    .check(z.refine((value) => parseIsoDate(value) !== undefined, said('field.labelRealDateWritten', { label: message(label) })));
}

const enumOf = <T extends readonly [string, ...string[]]>(values: T, label: LabelId) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? said('field.labelRequired', { label: message(label) })
        : said('field.labelOneValues', { label: message(label), values: values.join(', ') }),
  });

const reservationStatus = /* @__PURE__ */ (() => enumOf(RESERVATION_STATUSES, 'label.reservationStatus'))();
const paymentStatus = /* @__PURE__ */ (() => enumOf(PAYMENT_STATUSES, 'label.paymentStatus'))();
const NOT_A_SOURCE = /* @__PURE__ */ (() => said('validation.bookingSourceOneValues', { values: BOOKING_SOURCES.join(', ') }))();
/** One of the sources in any case, kept as sent (see bookingSourceOf). */
const bookingSource = /* @__PURE__ */ (() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? said('validation.bookingSourceRequired') : NOT_A_SOURCE) })
    .check(z.refine((value) => bookingSourceOf(value) !== undefined, NOT_A_SOURCE)))();
const currency = /* @__PURE__ */ (() => enumOf(CURRENCIES, 'label.currency'))();
const totalPrice = /* @__PURE__ */ (() => amount('label.totalPrice', { min: 0, max: MAX_TOTAL_PRICE }))();
const numberOfGuests = /* @__PURE__ */ (() => wholeNumber('label.numberGuests', 1, MAX_GUESTS))();
/** Optional; left out or empty means none. */
const specialRequest = /* @__PURE__ */ (() =>
  z.optional(
    z
      .string(said('validation.specialRequestText'))
      .check(
        z.trim(),
        z.maxLength(MAX_SPECIAL_REQUEST, said('validation.specialRequestMostMax', { max: MAX_SPECIAL_REQUEST })),
        ...plainChecks('label.specialRequest'),
      ),
  ))();

const bothDates = (value: unknown) => {
  const stay = value as { check_in?: unknown; check_out?: unknown } | null;
  return (
    typeof stay?.check_in === 'string' &&
    typeof stay.check_out === 'string' &&
    parseIsoDate(stay.check_in) !== undefined &&
    parseIsoDate(stay.check_out) !== undefined
  );
};

interface Stay {
  check_in: string;
  check_out: string;
}

/** Check-out after check-in, and at most MAX_STAY_NIGHTS nights; both reported on check_out. */
const stayChecks = /* @__PURE__ */ (() =>
  [
    z.refine<Stay>((value) => daysBetween(value.check_in, value.check_out) > 0, {
      message: said('validation.checkOutAfterCheck'),
      path: ['check_out'],
      when: ({ value }) => bothDates(value),
    }),
    z.refine<Stay>((value) => daysBetween(value.check_in, value.check_out) <= MAX_STAY_NIGHTS, {
      message: said('validation.reservationMostMaxNights', { max: MAX_STAY_NIGHTS }),
      path: ['check_out'],
      when: ({ value }) => bothDates(value),
    }),
  ] as const)();

export const createReservationBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      guest_id: entityId('label.guestId'),
      room_type_id: entityId('label.roomTypeId'),
      check_in: isoDate('label.check'),
      check_out: isoDate('label.checkOut'),
      number_of_guest: numberOfGuests,
      total_price: totalPrice,
      currency,
      booking_source: z._default(bookingSource, 'direct'),
      /** A new reservation holds its nights: confirmed (default) or provisional. */
      reservation_status: z._default(
        z.enum(LIVE_STATUSES, {
          error: (issue) =>
            (RESERVATION_STATUSES as readonly unknown[]).includes(issue.input)
              ? said('validation.newReservationConfirmedProvisional')
              : said('validation.reservationStatusOneValues', { values: RESERVATION_STATUSES.join(', ') }),
        }),
        'confirmed',
      ),
      payment_status: z._default(paymentStatus, 'pending'),
      special_request: specialRequest,
      /**
       * Not in the spec's body: beds chosen for the stay (the calendar's selection). They must be free every
       * night; the server adds free beds for any guests beyond them. Absent or empty: the server chooses them all.
       */
      assigned_beds: z.optional(chosenBeds),
    })
    .check(...stayChecks))();
export type CreateReservationBody = z.infer<typeof createReservationBody>;

/**
 * PUT /reservations/update-dates-guest/{id}: moves the stay and its beds, or changes nothing. The nights are
 * repriced from the rates, unless `total_price` (not in the spec's body) sets the new price or `keep_price` keeps it.
 */
export const updateReservationDatesBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      check_in: isoDate('label.check'),
      check_out: isoDate('label.checkOut'),
      number_of_guest: numberOfGuests,
      total_price: z.optional(totalPrice),
      /** Not in the spec: keep the total as it is; left out (and no total_price), the nights are repriced from the rates. */
      keep_price: z.optional(z.boolean(said('validation.keepPriceBoolean'))),
    })
    .check(
      ...stayChecks,
      z.refine<{ total_price?: unknown; keep_price?: boolean }>((value) => !(value.keep_price && value.total_price !== undefined), {
        message: said('validation.sendTotalPriceOrKeepPrice'),
        path: ['keep_price'],
      }),
    ))();
export type UpdateReservationDatesBody = z.infer<typeof updateReservationDatesBody>;

/**
 * PUT /reservations/room-type/{id} (not in the spec): moves the stay, same dates and guests, to another room
 * type; the nights are repriced from its rates unless `keep_price`. `assigned_beds`: beds of the new type to take.
 */
export const moveStayToRoomTypeBody = /* @__PURE__ */ (() =>
  z.strictObject({
    room_type_id: entityId('label.roomTypeId'),
    keep_price: z.optional(z.boolean(said('validation.keepPriceBoolean'))),
    assigned_beds: z.optional(chosenBeds),
  }))();
export type MoveStayToRoomTypeBody = z.infer<typeof moveStayToRoomTypeBody>;

/** PUT /reservations/update/{id}: special_request left out or empty is cleared. */
export const updateReservationBody = /* @__PURE__ */ (() =>
  z.strictObject({
    reservation_status: reservationStatus,
    payment_status: paymentStatus,
    total_price: totalPrice,
    currency,
    // An imported stay's own source (`ical:…`) may be sent back unchanged (the handler refuses any other).
    booking_source: z
      .string({ error: (issue) => (issue.input === undefined ? said('validation.bookingSourceRequired') : NOT_A_SOURCE) })
      .check(z.refine((value) => bookingSourceOf(value) !== undefined || isImportedSource(value), NOT_A_SOURCE)),
    special_request: specialRequest,
  }))();
export type UpdateReservationBody = z.infer<typeof updateReservationBody>;

export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'mercado_pago', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Money the OTA collected from the guest (Channex's `payment_collect: ota`): written by the channel sync alone, never picked at the desk. */
export const OTA_PAYMENT_METHOD = 'ota';
/** Every method a recorded payment may carry: the desk's, and the OTA's. */
export const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHODS, OTA_PAYMENT_METHOD] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];
const paymentMethod = /* @__PURE__ */ (() => enumOf(PAYMENT_METHODS, 'label.method'))();

/** The spec's body, plus (not in the spec) the method "Mark as Paid" records the balance with; "other" when absent. */
export const paymentStatusBody = /* @__PURE__ */ (() =>
  z.strictObject({ payment_status: paymentStatus, method: z.optional(paymentMethod) }))();

/** Property-currency units per US dollar, typed at the desk: up to 4 decimals. */
export const MAX_EXCHANGE_RATE = 1_000_000;
const exchangeRate = /* @__PURE__ */ (() =>
  z.pipe(
    amountWithDecimals('label.exchangeRate', 4),
    z.number().check(
      z.refine((value) => value > 0, said('field.labelMoreMin', { label: message('label.exchangeRate'), min: 0 })),
      z.refine(
        (value) => value <= MAX_EXCHANGE_RATE,
        said('field.labelMostMax', { label: message('label.exchangeRate'), max: MAX_EXCHANGE_RATE }),
      ),
    ),
  ))();
/** Payments one reservation holds (a list on its item, docs/architecture/reservations.md): plenty for a stay. */
export const MAX_PAYMENTS = 50;
export const MAX_PAYMENT_NOTE = 100;

/**
 * POST /reservations/payments/{id} (not in the spec): one payment, or a refund as a negative amount, in the
 * reservation's currency, or in US dollars with `exchange_rate` (reservation-currency units per dollar).
 * `date` defaults to today in the property's time zone; more than the balance needs `allow_credit: true`.
 */
export const recordPaymentBody = /* @__PURE__ */ (() =>
  z.strictObject({
    amount: z.pipe(
      amount('label.amount', { min: -MAX_TOTAL_PRICE, max: MAX_TOTAL_PRICE }),
      z.number(said('validation.amountNumber')).check(z.refine((value) => value !== 0, said('validation.amountCannot0'))),
    ),
    method: paymentMethod,
    currency: z.optional(currency),
    exchange_rate: z.optional(exchangeRate),
    allow_credit: z.optional(z.boolean(said('validation.allowCreditBoolean'))),
    date: z.optional(isoDate('label.date')),
    note: z.optional(
      z
        .string(said('validation.noteText'))
        .check(
          z.trim(),
          z.maxLength(MAX_PAYMENT_NOTE, said('validation.noteMostMaxCharacters', { max: MAX_PAYMENT_NOTE })),
          ...plainChecks('label.note'),
        ),
    ),
  }))();
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;

export const payment = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    /** Negative: a refund. In the reservation's currency (a dollar payment's value at its rate). */
    amount: z.number(),
    /** `ota`: collected by the OTA the booking came from (the note names it); the desk took no money. */
    method: z.enum(RECORDED_PAYMENT_METHODS),
    /** Not in the first version: the currency it was paid in, the amount in it, and the rate typed (null when the reservation's). */
    currency: z.enum(CURRENCIES),
    amount_paid: z.number(),
    exchange_rate: z.nullable(z.number()),
    /** The user who recorded it, and the cash-drawer shift it counts toward (null when none). */
    recorded_by: z.string(),
    shift_id: z.nullable(z.string()),
    /** yyyy-MM-dd, the day it was paid. */
    date: z.string(),
    /** "" when none. */
    note: z.string(),
    /** ISO instant it was recorded. */
    recorded_At: z.string(),
  }))();
export type Payment = z.infer<typeof payment>;
export const reservationStatusBody = /* @__PURE__ */ (() => z.strictObject({ reservation_status: reservationStatus }))();

export const reservationIdParams = /* @__PURE__ */ (() => z.strictObject({ id: entityId('label.reservationId') }))();

const FIND_FORMAT = /* @__PURE__ */ (() => said('validation.addressYyyymmddYyyymmddSearch'))();

/** The search of a find: null for `all` (or nothing), else the text as typed, trimmed. */
export interface FindCriteria {
  from: string;
  to: string;
  search: string | null;
}

const CONTROL_OR_BIDI = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/**
 * `{criteria}` of GET /reservations/find/{criteria}, the spec's `{from}-{to}-{search}` in one segment,
 * parsed strictly: 8 digits, `-`, 8 digits, `-`, then the rest as literal text (already URL-decoded),
 * so "Jean-Luc", "O'Brien" and "(.*" are searched as typed.
 */
export const findCriteriaParams = /* @__PURE__ */ (() =>
  z.strictObject({
    criteria: z.pipe(
      z.string(FIND_FORMAT),
      z.transform((value: string, ctx): FindCriteria => {
        const fail = (message: string) => {
          ctx.issues.push({ code: 'custom', message, input: value });
          return z.NEVER;
        };
        const match = /^(\d{8})-(\d{8})-([\s\S]*)$/.exec(value);
        if (!match) return fail(FIND_FORMAT);
        const from = parseCompactDate(match[1]!);
        const to = parseCompactDate(match[2]!);
        if (!from || !to) return fail(FIND_FORMAT);
        if (daysBetween(from, to) < 0) return fail(said('validation.lastDateAfterFirst'));
        if (daysBetween(from, to) >= MAX_FIND_WINDOW_DAYS)
          return fail(said('validation.searchCoversMostMax', { max: MAX_FIND_WINDOW_DAYS }));
        const text = match[3]!.trim();
        if (text.length > MAX_SEARCH_TEXT) return fail(said('validation.searchTextMostMax', { max: MAX_SEARCH_TEXT }));
        if (CONTROL_OR_BIDI.test(text)) return fail(said('validation.searchTextCannotContain'));
        return { from, to, search: text === '' || text.toLowerCase() === 'all' ? null : text };
      }),
    ),
  }))();

/** The path segment of a find: `findSegment('2026-11-01', '2026-11-14', 'José')` → `20261101-20261114-José`. */
export function findSegment(from: string, to: string, search?: string): string {
  const text = search?.trim();
  return `${compactDate(from)}-${compactDate(to)}-${text ? text : 'all'}`;
}

export const reservation = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    guest_id: z.string(),
    /** "Deleted guest" once the guest's personal data was erased. */
    guest_info: z.object({ full_name: z.string() }),
    room_type_id: z.string(),
    room_type_info: z.object({ description: z.string() }),
    /** yyyy-MM-dd: the first night. */
    check_in: z.string(),
    /** yyyy-MM-dd: the day the guest leaves (not a night of the stay). */
    check_out: z.string(),
    number_of_guest: z.number(),
    total_price: z.number(),
    currency: z.enum(CURRENCIES),
    /** One of BOOKING_SOURCES, spelled as the client that set it spelled it (e.g. 'hostelWorld.com'). */
    booking_source: z.string(),
    reservation_status: z.enum(RESERVATION_STATUSES),
    payment_status: z.enum(PAYMENT_STATUSES),
    /** "" when none. */
    special_request: z.string(),
    /** Bed ids held every night of the stay: a dorm's one per guest, a private room's one. Empty once released. */
    assigned_beds: z.array(z.string()),
    created_At: z.string(),
    /** ISO instant of the last change; moves on every change. */
    updated_At: z.string(),
    /** Not in the spec: payments and refunds recorded, oldest first. */
    payments: z.array(payment),
    /** Sum of the payments (refunds subtracted). */
    paid_total: z.number(),
    /** What is still owed: folio_total − paid, never below 0; 0 once the status says paid, refunded or canceled. */
    balance_due: z.number(),
    /** Paid beyond the folio total (an accepted overpayment), owed back to the guest; 0 once canceled or refunded. */
    credit: z.number(),
    /** Not in the spec: the folio's charges beside the nights (extras, adjustments, discounts), oldest first. */
    charges: z.array(charge),
    /** Not in the spec: charges taken off the folio (added by mistake), oldest first, once there is one; not in folio_total. */
    voided_charges: z.optional(z.array(voidedCharge)),
    /** The nights (total_price) plus the charges and the tourist tax. */
    folio_total: z.number(),
    /** folio_total − paid_total: negative when the guest paid more (a credit). */
    balance: z.number(),
    /** Not in the spec: when and by whom the guest checked in and out (null until then). */
    checked_in: deskStamp,
    checked_out: deskStamp,
    /** Not in the spec: the staff's notes, never shown to guests ("" when none). */
    internal_notes: z.string(),
    /** Not in the spec: what the guest typed on the booking page, as typed ("" when none or booked at the desk). */
    guest_note: z.string(),
    /** HH:mm, the guest's expected arrival. */
    arrival_time: z.string(),
    guest_email: z.string(),
    guest_phone: z.string(),
    /** Not in the spec: a booking-page booking held for the guest's confirmation (status provisional) is released at this instant (ISO); '' when not held. */
    held_until: z.string(),
    /**
     * Not in the spec: each night's price, in date order, summing to total_price, while the price is the rates'
     * ([] when the desk set the total by hand, or for stays booked before breakdowns were kept).
     */
    nightly_prices: z.optional(z.array(z.object({ date: z.string(), price: z.number() }))),
    /** Not in the spec: the tourist tax the stay was booked under (absent: none), beside total_price and inside folio_total. */
    tourist_tax: z.optional(stayTouristTax),
    /** Not in the spec: the language the guest booked in on the booking page (absent: not known); their statement is in it. */
    guest_language: z.optional(z.enum(LANGUAGES)),
    /** Not in the spec: the commission the OTA charges on this stay, in its currency, as the channel last sent it (absent: not sent). */
    ota_commission: z.optional(z.number()),
  }))();
export type Reservation = z.infer<typeof reservation>;

export const reservationList = /* @__PURE__ */ (() => z.array(reservation))();

/** GET /reservations/home: the front desk's day, today in the property's time zone. */
export const homeReservations = /* @__PURE__ */ (() =>
  z.object({
    today: z.string(),
    /** Live reservations checking in today. */
    arrivals: reservationList,
    /** Live reservations checking out today. */
    departures: reservationList,
    /** The 10 last updated in the last 30 days, any status, newest first. */
    latest: reservationList,
  }))();
export type HomeReservations = z.infer<typeof homeReservations>;

/** GET /reservations/check-in/assign-beds: how many stays current today got beds, and how many found none free. */
/** The desk's resend of a stay's confirmation: queued to this address (the desk sees where it goes). */
export const confirmationResent = /* @__PURE__ */ (() => z.object({ msg: z.string(), sent_to: z.string() }))();

export const bedsAssigned = /* @__PURE__ */ (() => z.object({ msg: z.string(), placed: z.number(), unplaced: z.number() }))();
