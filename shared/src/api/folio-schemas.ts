import { message, said } from '../i18n/message';
import * as z from 'zod/mini';
import { MAX_TOTAL_PRICE_ANY_CURRENCY as MAX_TOTAL_PRICE } from '../domain/currency-limits';
import { LANGUAGES } from '../domain/languages';
import { CURRENCIES } from '../domain/money';
import { text } from './fields';
import { entityId } from './id-field';
import { amount, wholeNumber } from './number-fields';
import { plainChecks, plainText } from './plain-text';

// The folio of a stay (not in the spec): the property's extras catalog, the charges a reservation
// carries beside its nights, and the numbered receipts of its payments.

/** How an extra's quantity follows from the stay. */
export const CHARGE_RULES = ['per_stay', 'per_night', 'per_guest', 'per_guest_night'] as const;
export type ChargeRule = (typeof CHARGE_RULES)[number];
/** extra: from the catalog; adjustment (either sign) and discount (negative): a manager's, with a reason. */
export const CHARGE_KINDS = ['extra', 'adjustment', 'discount'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
/** Charges one reservation holds (a list on its item, like its payments). */
export const MAX_CHARGES = 50;
export const MAX_QUANTITY = 999;

const ruleField = /* @__PURE__ */ (() =>
  z.enum(CHARGE_RULES, {
    error: (issue) =>
      issue.input === undefined
        ? said('field.labelRequired', { label: message('label.charged') })
        : said('field.labelOneValues', { label: message('label.charged'), values: CHARGE_RULES.join(', ') }),
  }))();
const activeField = /* @__PURE__ */ (() => z.boolean(said('validation.activeBoolean')))();

export const extraBody = /* @__PURE__ */ (() =>
  z.strictObject({
    name: plainText('label.name', 1, 50),
    price: amount('label.price', { min: 0, exclusive: true, max: MAX_TOTAL_PRICE }),
    charged: ruleField,
    active: z._default(activeField, true),
  }))();
export type ExtraBody = z.infer<typeof extraBody>;

export const extraIdParams = /* @__PURE__ */ (() => z.strictObject({ id: entityId('label.extraId') }))();

export const extra = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    price: z.number(),
    charged: z.enum(CHARGE_RULES),
    active: z.boolean(),
    updated_At: z.string(),
  }))();
export type Extra = z.infer<typeof extra>;
export const extraList = /* @__PURE__ */ (() => z.array(extra))();

const reason = /* @__PURE__ */ (() => text('label.reason', 1, 100).check(...plainChecks('label.reason')))();

/**
 * POST /reservations/charges/{id}: an extra from the catalog (its quantity from its rule unless sent), or
 * a manager's adjustment (either sign) or discount (a positive amount taken off), with a reason.
 */
export const addChargeBody = /* @__PURE__ */ (() =>
  z.discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('extra'),
        extra_id: entityId('label.extraId'),
        quantity: z.optional(wholeNumber('label.quantity', 1, MAX_QUANTITY)),
      }),
      z.strictObject({
        kind: z.literal('adjustment'),
        amount: z.pipe(
          amount('label.amount', { min: -MAX_TOTAL_PRICE, max: MAX_TOTAL_PRICE }),
          z.number(said('validation.amountNumber')).check(z.refine((value) => value !== 0, said('validation.amountCannot0'))),
        ),
        reason,
      }),
      z.strictObject({
        kind: z.literal('discount'),
        amount: amount('label.amount', { min: 0, exclusive: true, max: MAX_TOTAL_PRICE }),
        reason,
      }),
    ],
    {
      error: (issue) =>
        issue.input === undefined
          ? said('field.labelRequired', { label: message('label.kind') })
          : said('field.labelOneValues', { label: message('label.kind'), values: CHARGE_KINDS.join(', ') }),
    },
  ))();
export type AddChargeBody = z.infer<typeof addChargeBody>;

export const charge = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    kind: z.enum(CHARGE_KINDS),
    /** The extra's name when added, or the reason of an adjustment or discount. */
    description: z.string(),
    extra_id: z.nullable(z.string()),
    quantity: z.number(),
    unit_price: z.number(),
    /** quantity × unit price; negative for a discount. */
    amount: z.number(),
    added_At: z.string(),
    /** Not in the spec: the id of the user who added it (an employee may void only their own extras). */
    added_by: z.string(),
  }))();
export type Charge = z.infer<typeof charge>;

/** PUT /reservations/charges/void/{id}/{chargeId}: the charge to take off the folio, and why. */
export const voidChargeParams = /* @__PURE__ */ (() =>
  z.strictObject({ id: entityId('label.reservationId'), chargeId: entityId('label.chargeId') }))();
export const voidChargeBody = /* @__PURE__ */ (() => z.strictObject({ reason }))();
export type VoidChargeBody = z.infer<typeof voidChargeBody>;

/** A charge taken off the folio: the line as it was, and who voided it, when and why. */
export const voidedCharge = /* @__PURE__ */ (() =>
  z.object({
    ...charge.shape,
    voided_At: z.string(),
    voided_by: z.string(),
    void_reason: z.string(),
  }))();
export type VoidedCharge = z.infer<typeof voidedCharge>;

export const receiptParams = /* @__PURE__ */ (() =>
  z.strictObject({ id: entityId('label.reservationId'), paymentId: entityId('label.paymentId') }))();

/** nights: the stay's price (total_price); tourist_tax: the stay's tax (guest-nights × rate); else a charge's kind. */
export const RECEIPT_LINE_KINDS = ['nights', ...CHARGE_KINDS, 'tourist_tax'] as const;
const receiptLine = /* @__PURE__ */ (() =>
  z.object({
    kind: z.enum(RECEIPT_LINE_KINDS),
    description: z.string(),
    quantity: z.number(),
    unit_price: z.number(),
    amount: z.number(),
  }))();

/**
 * A numbered receipt of one payment, frozen when first issued: what a tax authority's electronic invoice
 * asks (number, date, issuer, customer, lines, totals), so it can be sent to one later without a new read.
 */
export const receipt = /* @__PURE__ */ (() =>
  z.object({
    number: z.number(),
    reservation_id: z.string(),
    payment_id: z.string(),
    issued_At: z.string(),
    /** yyyy-MM-dd: the day paid. */
    date: z.string(),
    language: z.enum(LANGUAGES),
    currency: z.enum(CURRENCIES),
    issuer: z.object({ name: z.string(), address: z.string(), email: z.string(), phone_number: z.string() }),
    customer: z.object({ name: z.string(), id_number: z.string() }),
    stay: z.object({ check_in: z.string(), check_out: z.string(), room_type: z.string() }),
    /** The folio's lines when the receipt was issued: the nights, then each charge. */
    lines: z.array(receiptLine),
    folio_total: z.number(),
    /** This payment (negative: a refund). */
    paid: z.number(),
    /** A payment in dollars: what was handed over and at which rate (`paid` is its value in the stay's currency). */
    paid_in: z.optional(z.object({ currency: z.enum(CURRENCIES), amount: z.number(), exchange_rate: z.number() })),
    method: z.string(),
    paid_total: z.number(),
    balance: z.number(),
  }))();
export type Receipt = z.infer<typeof receipt>;
