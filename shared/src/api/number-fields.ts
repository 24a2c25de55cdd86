import { said, message } from '../i18n/message';
import type { LabelId } from '../i18n/message';
import * as z from 'zod/mini';
import { hasAtMostTwoDecimals } from '../domain/money';

// Numbers arrive as JSON numbers or, as HTML forms send them, plain numeric strings ("4", "20.50").
// Anything else (true, "4 beds", "1e3", "") is a 400 with the field's own message.

const PLAIN_NUMBER = /* @__PURE__ */ (() => /^-?\d+(\.\d+)?$/)();

function numeric(label: LabelId) {
  const rule = said('field.labelNumber', { label: message(label) });
  return z.pipe(
    z.union([z.number(rule), z.string(rule)], rule),
    z.transform((value: number | string, ctx) => {
      if (typeof value === 'number') return value;
      const trimmed = value.trim();
      if (!PLAIN_NUMBER.test(trimmed)) {
        ctx.issues.push({ code: 'custom', message: rule, input: value });
        return z.NEVER;
      }
      return Number(trimmed);
    }),
  );
}

/** A whole number from min to max, both included. */
export function wholeNumber(label: LabelId, min: number, max: number) {
  const rule = said('field.labelWholeNumberMin', { label: message(label), min, max });
  return z.pipe(numeric(label), z.number(rule).check(z.refine((value) => Number.isInteger(value) && value >= min && value <= max, rule)));
}

/** A whole number of at least min, with no upper bound the user would meet. */
export function wholeNumberAtLeast(label: LabelId, min: number, sanityMax: number) {
  const rule = said('field.labelWholeNumberLeast', { label: message(label), min });
  return z.pipe(
    numeric(label),
    z.number(rule).check(
      z.refine((value) => Number.isInteger(value) && value >= min, rule),
      z.refine((value) => value <= sanityMax, said('field.labelMostMax', { label: message(label), max: sanityMax })),
    ),
  );
}

interface AmountBounds {
  /** Smallest amount allowed; with `exclusive`, amounts must be above it. */
  min: number;
  exclusive?: boolean;
  max: number;
}

/** A price with at most two decimals, within bounds. */
export function amount(label: LabelId, bounds: AmountBounds) {
  const tooLow = bounds.exclusive
    ? said('field.labelMoreMin', { label: message(label), min: bounds.min })
    : said('field.labelLeastMin', { label: message(label), min: bounds.min });
  return z.pipe(
    numeric(label),
    z.number(said('field.labelNumber', { label: message(label) })).check(
      z.refine((value) => (bounds.exclusive ? value > bounds.min : value >= bounds.min), tooLow),
      z.refine((value) => value <= bounds.max, said('field.labelMostMax', { label: message(label), max: bounds.max })),
      z.refine(hasAtMostTwoDecimals, said('field.labelMostTwoDecimals', { label: message(label) })),
    ),
  );
}

/** A positive or negative number with at most `decimals` decimals (an exchange rate). */
export function amountWithDecimals(label: LabelId, decimals: number) {
  const scale = 10 ** decimals;
  return z.pipe(
    numeric(label),
    z
      .number(said('field.labelNumber', { label: message(label) }))
      .check(
        z.refine(
          (value) => Math.abs(value * scale - Math.round(value * scale)) < 1e-6,
          said('field.labelAtMostDecimals', { label: message(label), decimals }),
        ),
      ),
  );
}
