import { type Currency, isCurrency } from './money';

// Per currency: the most one night of a bed or room can be priced at, about 1000 US dollars or a little
// more, rounded to a number a host remembers, and the digits after the point (ISO 4217; CLP and PYG have
// none). USD keeps the spec's own bound (§5: base rate 1 to 1000 at edit). Rates as of late 2025.

export interface CurrencyLimit {
  /** Highest base rate (edit) and custom rate of one night. */
  maxNightlyRate: number;
  /** Minor-unit digits: how prices are shown and the input's step. */
  digits: 0 | 2;
}

export const CURRENCY_LIMITS: Readonly<Record<Currency, CurrencyLimit>> = {
  ARS: { maxNightlyRate: 2_000_000, digits: 2 }, // ~1,450 per USD, with room for inflation
  AUD: { maxNightlyRate: 1_500, digits: 2 }, // ~1.55
  BOB: { maxNightlyRate: 10_000, digits: 2 }, // 6.96 official, ~10 on the street
  BRL: { maxNightlyRate: 5_000, digits: 2 }, // ~5.4
  CAD: { maxNightlyRate: 1_500, digits: 2 }, // ~1.4
  CLP: { maxNightlyRate: 1_000_000, digits: 0 }, // ~950
  COP: { maxNightlyRate: 5_000_000, digits: 2 }, // ~3,900
  EUR: { maxNightlyRate: 1_000, digits: 2 }, // ~0.87
  MXN: { maxNightlyRate: 20_000, digits: 2 }, // ~18.5
  NZD: { maxNightlyRate: 2_000, digits: 2 }, // ~1.75
  PEN: { maxNightlyRate: 5_000, digits: 2 }, // ~3.5
  PYG: { maxNightlyRate: 10_000_000, digits: 0 }, // ~7,500
  USD: { maxNightlyRate: 1_000, digits: 2 }, // the spec's bound
  UYU: { maxNightlyRate: 50_000, digits: 2 }, // ~40
};

/** The most one night may cost in the currency: an edited base rate, a custom rate. */
export function maxNightlyRate(currency: Currency): number {
  return CURRENCY_LIMITS[currency].maxNightlyRate;
}

/** Digits after the point the currency shows (0 for CLP and PYG, else 2). */
export function currencyDigits(currency: Currency): 0 | 2 {
  return CURRENCY_LIMITS[currency].digits;
}

/** The same for any code: a currency the product does not price in shows 2. */
export function currencyDigitsOf(code: string): 0 | 2 {
  return isCurrency(code) ? currencyDigits(code) : 2;
}

/**
 * Creation keeps the spec's "minimum 1" with no bound a form shows (§5); this only keeps amounts sane:
 * a thousand times the nightly maximum (USD 1,000,000, as before currencies had limits).
 */
export function maxCreatedBaseRate(currency: Currency): number {
  return maxNightlyRate(currency) * 1000;
}

/** The sanity bound of a reservation's total in any currency: 10,000 nights at the highest maximum. */
export const MAX_TOTAL_PRICE_ANY_CURRENCY = Math.max(...Object.values(CURRENCY_LIMITS).map((limit) => limit.maxNightlyRate)) * 10_000;
