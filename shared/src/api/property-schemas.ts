import { said } from '../i18n/message';
import * as z from 'zod/mini';
import { isCountryCode } from '../domain/country-codes';
import { isKnownTimeZone } from '../domain/dates';
import { CURRENCIES } from '../domain/money';
import { optionalPlainText, plainText } from './plain-text';

// The property (spec §3, §5, §7 "Property"). The update body uses the spec's camelCase keys; the read
// answers the entity's snake_case fields. Optional fields left out of an update are cleared, as the
// spec's form sends only what is filled in; an empty string clears too.

const email = /* @__PURE__ */ (() =>
  z.string(said('validation.emailText')).check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(50, said('validation.emailMost50Characters')),
    z.refine((value) => value === '' || z.email().safeParse(value).success, said('validation.emailValidEmailAddress')),
  ))();

export const phoneNumber = /* @__PURE__ */ (() =>
  z
    .string(said('validation.phoneNumberText'))
    .check(
      z.trim(),
      z.maxLength(30, said('validation.phoneNumberMost30')),
      z.regex(/^[0-9+()\-. ]*$/, said('validation.phoneNumberMayContain')),
    ))();

export const countryCode = /* @__PURE__ */ (() =>
  z.string(said('validation.countryCodeText')).check(
    z.trim(),
    z.toUpperCase(),
    z.refine((value) => value === '' || isCountryCode(value), said('validation.countryCodeTwoLetter')),
  ))();

export const timeZone = /* @__PURE__ */ (() =>
  z
    .string(said('validation.timeZoneText'))
    .check(
      z.trim(),
      z.maxLength(64, said('validation.timeZoneNotValid')),
      z.refine(isKnownTimeZone, said('validation.timeZoneTimeZone')),
    ))();

/** The property's own currency: new room types start with it. */
export const propertyCurrency = /* @__PURE__ */ (() =>
  z.enum(CURRENCIES, said('validation.currencyOneValues', { values: CURRENCIES.join(', ') })))();

export const updatePropertyBody = /* @__PURE__ */ (() =>
  z.strictObject({
    propertyName: plainText('label.propertyName', 1, 100),
    street: optionalPlainText('label.street', 100),
    city: optionalPlainText('label.city', 50),
    postalCode: optionalPlainText('label.postalCode', 20),
    countryCode: z.optional(countryCode),
    email: z.optional(email),
    phoneNumber: z.optional(phoneNumber),
    // Left out: the time zone stays as it is (every property has one; it cannot be cleared).
    timeZone: z.optional(timeZone),
    // Not in the spec's body: left out, the currency stays as it is.
    currency: z.optional(propertyCurrency),
  }))();
export type UpdatePropertyBody = z.infer<typeof updatePropertyBody>;

export const property = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    property_name: z.string(),
    /** IANA name; every "today" of the product is today in this zone. */
    time_zone: z.string(),
    /** New room types start in it; set at sign-up from the country (see country-currency.ts). */
    currency: z.enum(CURRENCIES),
    address: z.object({ street: z.string(), city: z.string(), postal_code: z.string(), country_code: z.string() }),
    contact_info: z.object({ phone_number: z.string(), email: z.string() }),
  }))();
export type Property = z.infer<typeof property>;
