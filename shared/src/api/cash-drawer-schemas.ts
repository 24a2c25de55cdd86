import { said } from '../i18n/message';
import * as z from 'zod/mini';
import { MAX_TOTAL_PRICE_ANY_CURRENCY } from '../domain/currency-limits';
import { CURRENCIES } from '../domain/money';
import { amount } from './number-fields';

// The cash drawer: a shift opens with the float counted in each of the drawer's currencies (the
// property's and US dollars), takes the cash payments and refunds its user records, and closes with the
// counted amounts, what was expected and the difference.

const count = /* @__PURE__ */ (() =>
  z.strictObject({
    currency: z.enum(CURRENCIES, {
      error: (issue) =>
        issue.input === undefined
          ? said('validation.currencyRequired')
          : said('validation.currencyOneValues', { values: CURRENCIES.join(', ') }),
    }),
    amount: amount('label.amount', { min: 0, max: MAX_TOTAL_PRICE_ANY_CURRENCY }),
  }))();

const counts = /* @__PURE__ */ (() =>
  z
    .array(count, said('drawer.countsList'))
    .check(
      z.minLength(1, said('drawer.countOneCurrency')),
      z.maxLength(CURRENCIES.length, said('drawer.countsAtMost', { max: CURRENCIES.length })),
    ))();

/** POST /cash-drawer/open: the float counted in each of the drawer's currencies. */
export const openShiftBody = /* @__PURE__ */ (() => z.strictObject({ counts }))();
/** POST /cash-drawer/close: what is in the drawer, counted in each of its currencies. */
export const closeShiftBody = /* @__PURE__ */ (() => z.strictObject({ counts }))();

const amounts = /* @__PURE__ */ (() => z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.number() })))();

export const shift = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    user_id: z.string(),
    user_name: z.string(),
    opened_at: z.string(),
    /** The drawer's currencies, the property's first. */
    currencies: z.array(z.enum(CURRENCIES)),
    float: amounts,
    /** Cash payments less cash refunds recorded by the user during the shift. */
    cash: amounts,
    /** Float plus cash: what the drawer should hold. */
    expected: amounts,
    /** Null while open. */
    closed_at: z.nullable(z.string()),
    closed_by: z.nullable(z.string()),
    counted: z.nullable(amounts),
    /** Counted minus expected: negative is missing money. */
    difference: z.nullable(amounts),
  }))();
export type Shift = z.infer<typeof shift>;

export const cashDrawer = /* @__PURE__ */ (() =>
  z.object({
    /** The drawer's currencies (the property's, then US dollars): what a shift opens and closes with. */
    currencies: z.array(z.enum(CURRENCIES)),
    /** The caller's open shift, or null. */
    open: z.nullable(shift),
    /** The latest shifts, newest first: everyone's for managers and admins, the caller's own for employees. */
    shifts: z.array(shift),
  }))();
export type CashDrawer = z.infer<typeof cashDrawer>;
