import * as z from 'zod/mini';
import { hasAtMostTwoDecimals } from '../domain/money';

// Numbers arrive as JSON numbers or, as HTML forms send them, plain numeric strings ("4", "20.50").
// Anything else (true, "4 beds", "1e3", "") is a 400 with the field's own message.

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function numeric(label: string) {
  const message = `${label} must be a number`;
  return z.pipe(
    z.union([z.number(message), z.string(message)], message),
    z.transform((value: number | string, ctx) => {
      if (typeof value === 'number') return value;
      const trimmed = value.trim();
      if (!PLAIN_NUMBER.test(trimmed)) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return Number(trimmed);
    }),
  );
}

/** A whole number from min to max, both included. */
export function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.pipe(
    numeric(label),
    z.number(message).check(z.refine((value) => Number.isInteger(value) && value >= min && value <= max, message)),
  );
}

/** A whole number of at least min, with no upper bound the user would meet. */
export function wholeNumberAtLeast(label: string, min: number, sanityMax: number) {
  const message = `${label} must be a whole number of at least ${min}`;
  return z.pipe(
    numeric(label),
    z.number(message).check(
      z.refine((value) => Number.isInteger(value) && value >= min, message),
      z.refine((value) => value <= sanityMax, `${label} must be at most ${sanityMax}`),
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
export function amount(label: string, bounds: AmountBounds) {
  const tooLow = bounds.exclusive ? `${label} must be more than ${bounds.min}` : `${label} must be at least ${bounds.min}`;
  return z.pipe(
    numeric(label),
    z.number(`${label} must be a number`).check(
      z.refine((value) => (bounds.exclusive ? value > bounds.min : value >= bounds.min), tooLow),
      z.refine((value) => value <= bounds.max, `${label} must be at most ${bounds.max}`),
      z.refine(hasAtMostTwoDecimals, `${label} must have at most two decimals`),
    ),
  );
}

/** A positive or negative number with at most `decimals` decimals (an exchange rate). */
export function amountWithDecimals(label: string, decimals: number) {
  const scale = 10 ** decimals;
  return z.pipe(
    numeric(label),
    z
      .number(`${label} must be a number`)
      .check(
        z.refine((value) => Math.abs(value * scale - Math.round(value * scale)) < 1e-6, `${label} must have at most ${decimals} decimals`),
      ),
  );
}
