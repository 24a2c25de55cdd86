import { said } from '../i18n/message';
import * as z from 'zod/mini';
import { emailAddress, optionalText, text } from './fields';
import { entityId } from './id-field';
import { reservationList } from './reservation-schemas';
import { optionalPlainText, plainText } from './plain-text';
import { countryCode, phoneNumber } from './property-schemas';

// Guests (spec §3 Guest, §5 guest form, §7 "Guests"). Request keys are the spec's camelCase ones; the
// guest answers with the entity's snake_case fields. A guest belongs to one property for life, and its
// email is unique within that property. Optional fields left out or sent empty are cleared on update,
// as the form leaves empty fields out of the payload. The email is optional too (a walk-in may have none):
// a guest without one takes no lock, and the spec's bodies, which always carry one, work as before.

/** A guest's email: absent or empty means none; otherwise the shared email rules. */
const optionalGuestEmail = /* @__PURE__ */ (() =>
  z.optional(
    z.string(said('validation.emailText')).check(
      z.trim(),
      z.toLowerCase(),
      z.refine((value) => value === '' || (value.length >= 5 && value.length <= 50), said('validation.email550Characters')),
      z.refine((value) => value === '' || z.regexes.email.test(value), said('validation.emailValidEmailAddress')),
    ),
  ))();

export const MAX_GUEST_NOTES = 2000;

export const guestBody = /* @__PURE__ */ (() =>
  z.strictObject({
    firstName: plainText('label.firstName', 1, 100),
    lastName: plainText('label.lastName', 1, 100),
    email: optionalGuestEmail,
    idNumber: optionalPlainText('label.idNumber', 25),
    phoneNumber: z.optional(phoneNumber),
    city: optionalPlainText('label.city', 50),
    street: optionalPlainText('label.street', 100),
    postalCode: optionalPlainText('label.postalCode', 20),
    countryCode: z.optional(countryCode),
    // Ours, not the spec's: left out, they stay as they are (a spec client's update never erases them); empty clears.
    /** The guest's nationality (ISO 3166 country), for reports and police registers; not the address's country. */
    nationality: z.optional(countryCode),
    /** What the desk knows about the guest (preferences, past issues), several lines. */
    notes: optionalText('label.notes', MAX_GUEST_NOTES),
  }))();
export type GuestBody = z.infer<typeof guestBody>;

/** GET /guests/find?q={email}: an exact email, compared without case. */
export const findGuestQuery = /* @__PURE__ */ (() => z.strictObject({ q: emailAddress('label.email', 5, 50) }))();

export const guestIdParams = /* @__PURE__ */ (() => z.strictObject({ id: entityId('label.guestId') }))();

export const guest = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    id_number: z.string(),
    contact_info: z.object({ email: z.string(), phone_number: z.string() }),
    address: z.object({ city: z.string(), street: z.string(), country_code: z.string(), postal_code: z.string() }),
    /** ISO 3166 code, or "" when not known. */
    nationality: z.string(),
    notes: z.string(),
    /** True once "Delete Guest" erased the personal data: every text field above is then "". */
    erased: z.boolean(),
  }))();
export type Guest = z.infer<typeof guest>;

/** GET /guests/search?q=: a name, email, phone or document number, 2 to 40 characters (the search box's rule). */
export const searchGuestsQuery = /* @__PURE__ */ (() => z.strictObject({ q: text('label.search', 2, 40) }))();
/** At most this many guests answer a search. */
export const MAX_GUESTS_FOUND = 10;
export const guestList = /* @__PURE__ */ (() => z.array(guest))();

/** The dialog's lookup: the guest, or null (200) when the property has none with that email. */
export const guestOrNull = /* @__PURE__ */ (() => z.nullable(guest))();

/** GET /guests/find-by-id/{id}: the spec reads the guest from `msg`. */
export const guestInMsg = /* @__PURE__ */ (() => z.object({ msg: guest }))();

/** What a guest's stays are worth, per currency (decisions.md: live and finished stays, not canceled or no-show). */
export const moneyByCurrency = /* @__PURE__ */ (() => z.array(z.object({ currency: z.string(), amount: z.number() })))();

/** GET /guests/stays/{id}: every stay of the guest, past and future, by check-in, and their total. */
export const guestStays = /* @__PURE__ */ (() => z.object({ stays: reservationList, total_spent: moneyByCurrency }))();

/** The reservations' stand-in for a guest whose personal data was erased. */
export const ERASED_GUEST_NAME = 'Deleted guest';
