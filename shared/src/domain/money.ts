// Money travels as a number with two decimals and is stored as integer cents, so sums never drift.

export const CURRENCIES = ['ARS', 'AUD', 'BOB', 'BRL', 'CAD', 'CLP', 'COP', 'EUR', 'MXN', 'NZD', 'PEN', 'PYG', 'USD', 'UYU'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A code the product prices in (an API's answer, a channel's booking, a stored record may carry another). */
export const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** True when the amount has at most two decimals (20, 20.5, 20.05; not 20.005). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  const cents = amount * 100;
  // × 100 is off by a few units in the last place, which grow with the amount: a fixed 1e-6 refused 135469595.02.
  return Math.abs(cents - Math.round(cents)) < Math.max(1e-6, Math.abs(cents) * Number.EPSILON * 4);
}

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}
