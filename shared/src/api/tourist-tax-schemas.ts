import * as z from 'zod/mini';
import { MAX_TOTAL_PRICE_ANY_CURRENCY as MAX_TOTAL_PRICE } from '../domain/currency-limits';
import { CURRENCIES } from '../domain/money';
import { message, said } from '../i18n/message';
import { text } from './fields';
import { amount } from './number-fields';
import { plainChecks } from './plain-text';

// The tourist tax (not in the spec): the property's setting, and a stay's tax line with its exemption.

/** Who pays it: every guest, or only guests whose country is not the property's. */
export const TAX_SCOPES = ['everyone', 'abroad'] as const;
export type TaxScope = (typeof TAX_SCOPES)[number];

/** PUT /properties/tourist-tax/update: on or off, the amount per guest per night in the property's currency, and who pays it. */
export const touristTaxBody = /* @__PURE__ */ (() =>
  z.strictObject({
    enabled: z.boolean(said('validation.enabledTrueFalse')),
    amount: amount('label.amount', { min: 0, max: MAX_TOTAL_PRICE }),
    applies_to: z.enum(TAX_SCOPES, {
      error: (issue) =>
        issue.input === undefined
          ? said('field.labelRequired', { label: message('label.appliesTo') })
          : said('field.labelOneValues', { label: message('label.appliesTo'), values: TAX_SCOPES.join(', ') }),
    }),
  }))();
export type TouristTaxBody = z.infer<typeof touristTaxBody>;

export const touristTaxSetting = /* @__PURE__ */ (() =>
  z.object({
    enabled: z.boolean(),
    /** Per guest per night, in `currency` (the property's). */
    amount: z.number(),
    applies_to: z.enum(TAX_SCOPES),
    currency: z.enum(CURRENCIES),
  }))();
export type TouristTaxSetting = z.infer<typeof touristTaxSetting>;

/** PUT /reservations/tourist-tax/{id}: exempt the stay with a reason, or take the exemption back. */
export const exemptTouristTaxBody = /* @__PURE__ */ (() =>
  z.union(
    [
      z.strictObject({ exempt: z.literal(true), reason: text('label.reason', 1, 100).check(...plainChecks('label.reason')) }),
      z.strictObject({ exempt: z.literal(false) }),
    ],
    { error: () => said('validation.exemptWithReason') },
  ))();
export type ExemptTouristTaxBody = z.infer<typeof exemptTouristTaxBody>;

/** A stay's tax line: the rate it was booked under, times its guests and nights as they are now. */
export const stayTouristTax = /* @__PURE__ */ (() =>
  z.object({
    per_guest_night: z.number(),
    guests: z.number(),
    nights: z.number(),
    /** per_guest_night × guests × nights; 0 while exempt. */
    amount: z.number(),
    /** "" unless exempt. */
    exempt_reason: z.string(),
  }))();
export type StayTouristTax = z.infer<typeof stayTouristTax>;
