import { type Message, message, money, reference, said } from '../i18n/message';
import type { LabelId } from '../i18n/message';
import * as z from 'zod/mini';
import { CURRENCY_LIMITS, maxCreatedBaseRate, maxNightlyRate } from '../domain/currency-limits';
import { CURRENCIES, type Currency } from '../domain/money';
import { entityId } from './id-field';
import { amount, wholeNumber } from './number-fields';
import { plainText } from './plain-text';

// Room types (spec §3, §5, §7 "Room types and rates"), with their rooms and beds. Request keys are the
// spec's snake_case ones. A room type's rooms and beds are made when it is created and never change:
// bed ids are opaque strings, stable forever (reservations hold them).

export const ROOM_TYPE_KINDS = ['dorm', 'private'] as const;
export type RoomTypeKind = (typeof ROOM_TYPE_KINDS)[number];
export const GENDERS = ['mixed', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Free plan (spec §1, §9): beds of a property, max occupancy × inventory summed over its room types. */
export const MAX_BEDS_PER_PROPERTY = 25;
/** Above every currency's own bound, which the body's check names; this only stops absurd numbers first. */
const ANY_CURRENCY_CEILING = /* @__PURE__ */ (() =>
  Math.max(...Object.values(CURRENCY_LIMITS).map((limit) => limit.maxNightlyRate)) * 1000)();

/** `Base rate must be at most ARS 2,000,000.00`: the currency's bound, written in that currency. */
export function rateAboveMaximum(label: LabelId, max: number, currency: Currency): Message {
  return message('field.labelMostMax', { label: message(label), max: money(max, currency) });
}

/** The body's currency; one that is not ours (already refused on its own field) is held to the spec's USD bound. */
function currencyIn(value: unknown): Currency {
  const named = (value as { currency?: unknown } | null)?.currency;
  return (CURRENCIES as readonly unknown[]).includes(named) ? (named as Currency) : 'USD';
}

/** The base rate checked against its currency's bound, both in the same body; reported on base_rate. */
function baseRateWithin(bound: (currency: Currency) => number) {
  return z.refine<{ base_rate: number }>((value) => value.base_rate <= bound(currencyIn(value)), {
    path: ['base_rate'],
    error: (issue) => reference(rateAboveMaximum('label.baseRate', bound(currencyIn(issue.input)), currencyIn(issue.input))),
    when: ({ value, issues }) =>
      typeof (value as { base_rate?: unknown } | null)?.base_rate === 'number' && !issues.some((issue) => issue.path?.[0] === 'base_rate'),
  });
}

const currency = /* @__PURE__ */ (() =>
  z.enum(CURRENCIES, {
    error: (issue) =>
      issue.input === undefined
        ? said('validation.currencyRequired')
        : said('validation.currencyOneValues', { values: CURRENCIES.join(', ') }),
  }))();
const kind = /* @__PURE__ */ (() => z.enum(ROOM_TYPE_KINDS, said('validation.typeDormPrivate')))();
const gender = /* @__PURE__ */ (() => z.enum(GENDERS, said('validation.genderMixedFemale')))();
const description = /* @__PURE__ */ (() => plainText('label.name', 1, 100))();

export const createRoomTypeBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      description,
      type: z._default(kind, 'private'),
      gender: z._default(gender, 'mixed'),
      max_occupancy: wholeNumber('label.maxOccupancy', 1, 20),
      inventory: wholeNumber('label.inventory', 1, 50),
      // No form shows a bound at creation (spec §5: "minimum 1"); the currency's sanity bound keeps amounts sane.
      base_rate: amount('label.baseRate', { min: 1, max: ANY_CURRENCY_CEILING }),
      currency,
    })
    .check(baseRateWithin(maxCreatedBaseRate)))();
export type CreateRoomTypeBody = z.infer<typeof createRoomTypeBody>;

/**
 * Type, occupancy and inventory are fixed once rooms and beds exist; gender left out stays as it is. The
 * spec's base rate 1 to 1000 (§5) holds for USD; every currency has its own bound (currency-limits.ts).
 */
export const updateRoomTypeBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      description,
      base_rate: amount('label.baseRate', { min: 1, max: ANY_CURRENCY_CEILING }),
      gender: z.optional(gender),
      currency,
    })
    .check(baseRateWithin(maxNightlyRate)))();
export type UpdateRoomTypeBody = z.infer<typeof updateRoomTypeBody>;

export const roomTypeIdParams = /* @__PURE__ */ (() => z.strictObject({ id: entityId('label.roomTypeId') }))();

export const ratePlan = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    room_type_id: z.string(),
    /** First and last night of the range, both included. */
    start_date: z.string(),
    end_date: z.string(),
    custom_rate: z.number(),
    /**
     * Units still for sale on each night from when it was set; the type's capacity (beds of a dorm, rooms of
     * a private type) when the range set only a rate, which means "no override" (spec §4).
     */
    custom_availability: z.number(),
    created_At: z.string(),
    /** Restrictions the range set (not in the spec), each present only when set. */
    min_stay: z.optional(z.number()),
    closed_to_arrival: z.optional(z.boolean()),
    closed_to_departure: z.optional(z.boolean()),
    stop_sell: z.optional(z.boolean()),
  }))();
export type RatePlan = z.infer<typeof ratePlan>;

export const product = /* @__PURE__ */ (() =>
  z.object({
    room_id: z.string(),
    /** Its given name ("Room 101"), else numbered: "Dorm 6 · Room 2". */
    room_name: z.string(),
    /** A dorm room has max_occupancy beds; a private room is one unit. */
    beds: z.array(z.string()),
    /** Each bed's label within its room, in the order of `beds`: its given name ("A"), else its number ("3"). */
    bed_names: z.array(z.string()),
  }))();

export const roomType = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    property_id: z.string(),
    description: z.string(),
    type: z.enum(ROOM_TYPE_KINDS),
    gender: z.enum(GENDERS),
    max_occupancy: z.number(),
    inventory: z.number(),
    base_rate: z.number(),
    currency: z.enum(CURRENCIES),
    products: z.array(product),
    /** Goes up with every renaming of its rooms and beds; renameUnits may send it back to refuse a stale form. */
    units_version: z.number(),
    /** The type's custom ranges that end today or later (property time zone), oldest first. */
    rates_and_availability: z.array(ratePlan),
  }))();
export type RoomType = z.infer<typeof roomType>;

export const roomTypeList = /* @__PURE__ */ (() => z.array(roomType))();

/** A room's or bed's given name (renameUnits): shown on the calendar and wherever the unit is named. */
export const MAX_UNIT_NAME = 40;
const unitId = (label: LabelId) =>
  z
    .string(said('field.labelRequired', { label: message(label) }))
    .check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, said('field.labelNotValid', { label: message(label) })));

export const renameUnitsBody = /* @__PURE__ */ (() =>
  z.strictObject({
    rooms: z
      .array(
        z.strictObject({
          room_id: unitId('label.roomId'),
          room_name: z.optional(plainText('label.roomName', 1, MAX_UNIT_NAME)),
          beds: z.optional(
            z
              .array(
                z.strictObject({ bed_id: unitId('label.bedId'), bed_name: plainText('label.bedName', 1, MAX_UNIT_NAME) }),
                said('validation.bedsList'),
              )
              .check(z.maxLength(20, said('validation.roomMost20Beds'))),
          ),
        }),
        said('validation.roomsList'),
      )
      .check(z.minLength(1, said('validation.nameLeastOneRoom')), z.maxLength(50, said('validation.roomTypeMost50'))),
    /** The room type's units_version the form was filled from: a rename made since then refuses this one (409). */
    units_version: z.optional(wholeNumber('label.unitsVersion', 0, Number.MAX_SAFE_INTEGER)),
  }))();
export type RenameUnitsBody = z.infer<typeof renameUnitsBody>;
