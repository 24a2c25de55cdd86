import { said, message } from '../i18n/message';
import type { LabelId } from '../i18n/message';
import { LANGUAGES } from '../domain/languages';
import * as z from 'zod/mini';
import { daysBetween, parseIsoDate } from '../domain/dates';
import { emailAddress, optionalText, urlToken } from './fields';
import { entityId } from './id-field';
import { wholeNumber } from './number-fields';
import { optionalPlainText, plainText } from './plain-text';
import { countryCode, phoneNumber } from './property-schemas';
import { GENDERS, ROOM_TYPE_KINDS } from './room-type-schemas';
import { TAX_SCOPES } from './tourist-tax-schemas';

// The hostel's own booking page (docs/architecture/booking-page.md): the owner's settings, and the
// public calls a guest makes on /book/{slug} with no session. Every answer of a public call carries
// only the page's facts and the caller's own stay, never another guest's.

export const MAX_SLUG = 40;
export const SLUG_PATTERN = /* @__PURE__ */ (() => /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/)();
/** Words the app's own paths use: a page named so would be confusing, if not unreachable. */
export const RESERVED_SLUGS = ['api', 'admin', 'book', 'booking-page', 'guest-stays', 'stay', 'stays', 'new', 'www'] as const;
export const MAX_STAY_NIGHTS_ON_PAGE = 90;
export const MAX_DAYS_AHEAD = 730;
export const MAX_HOUSE_RULES = 2000;
export const MAX_GUEST_NOTE = 500;
/** The WhatsApp number guests write to: digits with an optional leading +, as wa.me links take them. */
export const WHATSAPP_PATTERN = /^\+?[0-9]{6,15}$/;
const contactPhone = (label: LabelId) =>
  z
    .string(said('field.labelText', { label: message(label) }))
    .check(
      z.trim(),
      z.maxLength(30, said('field.labelMostMaxCharacters', { label: message(label), max: 30 })),
      z.regex(/^[0-9+()\-. ]*$/, said('validation.labelDigitsSpacesPhone', { label: message(label) })),
    );
const ARRIVAL_STATUSES = ['confirmed', 'provisional'] as const;
/** How long a page booking is held for the guest to confirm by email (booking-page.md, "Held until the guest confirms"). */
export const HOLD_MINUTES = { min: 15, max: 1440, default: 60 } as const;

const SLUG_MESSAGE = /* @__PURE__ */ (() => said('validation.pageAddress3Max', { max: MAX_SLUG }))();
export const slug = /* @__PURE__ */ (() =>
  z.string(said('validation.pageAddressRequired')).check(
    z.trim(),
    z.toLowerCase(),
    z.regex(SLUG_PATTERN, SLUG_MESSAGE),
    z.refine((value) => !(RESERVED_SLUGS as readonly string[]).includes(value), said('validation.pageAddressReservedChoose')),
  ))();

const clockTime = (label: LabelId) =>
  z
    .string(said('field.labelRequired', { label: message(label) }))
    .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, said('field.labelTimeWrittenHh', { label: message(label) })));

function isoDate(label: LabelId) {
  return z
    .string(said('field.labelRequired', { label: message(label) }))
    .check(z.refine((value) => parseIsoDate(value) !== undefined, said('field.labelRealDateWritten', { label: message(label) })));
}

export const bookingPageSettingsBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      enabled: z.boolean(said('validation.enabledTrueFalse')),
      slug,
      room_type_ids: z.array(entityId('label.roomTypeId')).check(z.maxLength(50, said('validation.most50RoomTypes'))),
      min_nights: wholeNumber('label.minimumNights', 1, MAX_STAY_NIGHTS_ON_PAGE),
      max_nights: wholeNumber('label.maximumNights', 1, MAX_STAY_NIGHTS_ON_PAGE),
      max_days_ahead: wholeNumber('label.daysAhead', 1, MAX_DAYS_AHEAD),
      check_in_time: clockTime('label.checkTime'),
      check_out_time: clockTime('label.checkOutTime'),
      house_rules: optionalText('label.houseRules', MAX_HOUSE_RULES),
      free_cancellation_days: wholeNumber('label.freeCancellationDays', 0, 365),
      arrives_as: z.enum(ARRIVAL_STATUSES, said('validation.bookingArrivesConfirmedProvisional')),
      notify_staff: z.boolean(said('validation.staffEmailTrueFalse')),
      /** Where the staff's email about each new booking goes; required while notify_staff is on. */
      staff_email: z.optional(z.union([z.literal(''), emailAddress('label.staffEmail', 5, 50)])),
      // Not in the spec: the hostel's public contact, shown to guests on the page, the stay page and their mails
      // (never the owner's sign-in email). Left out or empty: none.
      public_email: z.optional(z.union([z.literal(''), emailAddress('label.publicEmail', 5, 50)])),
      public_phone: z.optional(contactPhone('label.publicPhone')),
      public_whatsapp: z.optional(
        z.union([
          z.literal(''),
          z.string(said('validation.whatsappMustBeText')).check(z.trim(), z.regex(WHATSAPP_PATTERN, said('validation.whatsappDigits'))),
        ]),
      ),
      // Not in the spec: a page booking is held (provisional, its nights taken) until the guest confirms by the
      // mail's link, and released after hold_minutes. Left out: off, 60 minutes.
      hold_for_guest: z.optional(z.boolean(said('validation.holdForGuestBoolean'))),
      hold_minutes: z.optional(wholeNumber('label.holdTime', HOLD_MINUTES.min, HOLD_MINUTES.max)),
    })
    .check(
      z.refine((value) => value.max_nights >= value.min_nights, {
        message: said('validation.maximumNightsLeastMinimum'),
        path: ['max_nights'],
        // Both numbers: compared with anything else, a value is turned into text first (a nested array, recursively).
        when: ({ value }) => {
          const nights = value as { min_nights?: unknown; max_nights?: unknown } | null;
          return typeof nights?.max_nights === 'number' && typeof nights.min_nights === 'number';
        },
      }),
      z.refine((value) => !value.notify_staff || Boolean(value.staff_email), {
        message: said('validation.staffEmailRequiredSend'),
        path: ['staff_email'],
        when: ({ value }) => (value as { notify_staff?: unknown } | null)?.notify_staff === true,
      }),
    ))();
export type BookingPageSettingsBody = z.infer<typeof bookingPageSettingsBody>;

export const bookingPageSettings = /* @__PURE__ */ (() =>
  z.object({
    enabled: z.boolean(),
    slug: z.string(),
    /** '/book/<slug>': where guests find the page. */
    path: z.string(),
    room_type_ids: z.array(z.string()),
    min_nights: z.number(),
    max_nights: z.number(),
    max_days_ahead: z.number(),
    check_in_time: z.string(),
    check_out_time: z.string(),
    house_rules: z.string(),
    free_cancellation_days: z.number(),
    arrives_as: z.enum(ARRIVAL_STATUSES),
    notify_staff: z.boolean(),
    staff_email: z.string(),
    public_email: z.string(),
    public_phone: z.string(),
    public_whatsapp: z.string(),
    hold_for_guest: z.boolean(),
    hold_minutes: z.number(),
    /** Empty until first saved. */
    updated_at: z.string(),
  }))();
export type BookingPageSettings = z.infer<typeof bookingPageSettings>;

export const slugParams = /* @__PURE__ */ (() =>
  z.strictObject({
    slug: z.string(said('validation.pageAddressRequired')).check(z.maxLength(100, said('validation.bookingPageDoesNot'))),
  }))();

const publicRoomType = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    description: z.string(),
    type: z.enum(ROOM_TYPE_KINDS),
    gender: z.enum(GENDERS),
    max_occupancy: z.number(),
  }))();

/** The hostel's public contact, from the page's settings only ('' when not set); `whatsapp_url` is its wa.me link. */
export const publicContact = /* @__PURE__ */ (() =>
  z.object({
    phone_number: z.string(),
    email: z.string(),
    whatsapp: z.string(),
    whatsapp_url: z.string(),
  }))();
export type PublicContact = z.infer<typeof publicContact>;

/** The page's facts: what a guest reads before choosing dates. */
export const bookingPage = /* @__PURE__ */ (() =>
  z.object({
    /** The page's current address; differs from the one asked for when the owner renamed it. */
    slug: z.string(),
    property_name: z.string(),
    address: z.object({ street: z.string(), city: z.string(), postal_code: z.string(), country_code: z.string() }),
    contact_info: publicContact,
    currency: z.string(),
    /** The hostel's today: the first night a guest can book. */
    today: z.string(),
    check_in_time: z.string(),
    check_out_time: z.string(),
    house_rules: z.string(),
    free_cancellation_days: z.number(),
    min_nights: z.number(),
    max_nights: z.number(),
    max_days_ahead: z.number(),
    room_types: z.array(publicRoomType),
  }))();
export type BookingPage = z.infer<typeof bookingPage>;

// A query string carries text: wholeNumber takes "2" as well as 2.
const guestCount = /* @__PURE__ */ (() => wholeNumber('label.guests', 1, 50))();

interface Stay {
  check_in: string;
  check_out: string;
}
const bothDates = (value: unknown) => {
  const stay = value as Partial<Stay> | null;
  return (
    typeof stay?.check_in === 'string' &&
    typeof stay.check_out === 'string' &&
    !!parseIsoDate(stay.check_in) &&
    !!parseIsoDate(stay.check_out)
  );
};
const checkOutAfterCheckIn = /* @__PURE__ */ (() =>
  z.refine<Stay>((value) => daysBetween(value.check_in, value.check_out) > 0, {
    message: said('validation.checkOutAfterCheck'),
    path: ['check_out'],
    when: ({ value }) => bothDates(value),
  }))();

/** GET /booking-page/{slug}/offers?check_in=…&check_out=…&guests=… */
export const offersQuery = /* @__PURE__ */ (() =>
  z
    .strictObject({ check_in: isoDate('label.check'), check_out: isoDate('label.checkOut'), guests: guestCount })
    .check(checkOutAfterCheckIn))();

/** A stay's tourist tax line on the page: the rate per guest per night × guests × nights = amount. */
export const pageTaxLine = /* @__PURE__ */ (() =>
  z.object({
    per_guest_night: z.number(),
    guests: z.number(),
    nights: z.number(),
    amount: z.number(),
  }))();

export const offer = /* @__PURE__ */ (() =>
  z.object({
    room_type_id: z.string(),
    description: z.string(),
    type: z.enum(ROOM_TYPE_KINDS),
    female_only: z.boolean(),
    max_occupancy: z.number(),
    /** Beds (a dorm) or rooms (a private type) this stay takes. */
    units: z.number(),
    /** The price of the whole stay for these guests, in the room type's currency. */
    total_price: z.number(),
    currency: z.string(),
    /**
     * Not in the spec: present only while the property charges the tourist tax on this stay's currency. `amount`
     * is owed by the guests on top of total_price; with `applies_to: 'abroad'` only by guests whose country is not
     * the page's `address.country_code` (or not known), which the page learns on the details step.
     */
    tourist_tax: z.optional(z.extend(pageTaxLine, { applies_to: z.enum(TAX_SCOPES) })),
  }))();
export type Offer = z.infer<typeof offer>;

export const offers = /* @__PURE__ */ (() =>
  z.object({
    check_in: z.string(),
    check_out: z.string(),
    nights: z.number(),
    guests: z.number(),
    offers: z.array(offer),
  }))();

export const bookOnPageBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      room_type_id: entityId('label.roomTypeId'),
      check_in: isoDate('label.check'),
      check_out: isoDate('label.checkOut'),
      guests: wholeNumber('label.guests', 1, 50),
      first_name: plainText('label.firstName', 1, 100),
      last_name: plainText('label.lastName', 1, 100),
      email: emailAddress('label.email', 5, 50),
      phone: z.optional(phoneNumber),
      country_code: z.optional(countryCode),
      arrival_time: z.optional(z.union([z.literal(''), clockTime('label.arrivalTime')])),
      note: optionalPlainText('label.note', MAX_GUEST_NOTE),
      captcha_token: z
        .string(said('validation.pleaseSolveCaptcha'))
        .check(z.minLength(1, said('validation.pleaseSolveCaptcha')), z.maxLength(4000, said('validation.pleaseSolveCaptcha'))),
      // The language the guest books in (not in the spec): their mails are in it. Left out, the request's
      // Accept-Language decides, else English.
      language: z.optional(z.enum(LANGUAGES, said('validation.languageNotValid'))),
    })
    .check(checkOutAfterCheckIn))();
export type BookOnPageBody = z.infer<typeof bookOnPageBody>;

/** The guest's own stay, as the booking's answer and the private link show it. */
export const guestStay = /* @__PURE__ */ (() =>
  z.object({
    reservation_id: z.string(),
    property_name: z.string(),
    address: z.object({ street: z.string(), city: z.string(), postal_code: z.string(), country_code: z.string() }),
    room_type: z.string(),
    check_in: z.string(),
    check_out: z.string(),
    check_in_time: z.string(),
    check_out_time: z.string(),
    guests: z.number(),
    total_price: z.number(),
    currency: z.string(),
    /** Not in the spec: the tourist tax the stay is booked with, present only when there is one to pay (not exempt). */
    tourist_tax: z.optional(pageTaxLine),
    /** Not in the spec: what the guest pays at the hostel, total_price plus the tourist tax; 0 once canceled. */
    total_to_pay: z.number(),
    guest_name: z.string(),
    reservation_status: z.string(),
    /** The last day the stay can be canceled through the link; '' when the policy allows no free cancellation. */
    free_cancellation_until: z.string(),
    can_cancel: z.boolean(),
    /** Not in the spec: the instant (ISO) a held booking is released unless the guest confirms it; '' when not held. */
    held_until: z.string(),
    /** True while held and not expired: the stay page offers "Confirm my booking". */
    can_confirm: z.boolean(),
    /** True when the hold ran out before the guest confirmed (the stay is canceled, its nights released). */
    hold_expired: z.boolean(),
    /** '/book/stay/<token>': the private page to see and cancel the stay (also in the confirmation email). */
    manage_path: z.string(),
    /** Not in the spec: how the guest reaches the hostel. */
    contact_info: publicContact,
  }))();
export type GuestStay = z.infer<typeof guestStay>;

export const stayTokenParams = /* @__PURE__ */ (() => z.strictObject({ token: urlToken }))();
