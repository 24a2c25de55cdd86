// A payment in another currency is kept with the rate typed at the desk and its value in the stay's
// currency. The rounding rule: the exact product (cents × rate, the rate having at most 4 decimals) is
// rounded to the nearest cent, halves away from zero, so a refund at the same rate mirrors its payment.

/** The rate as a whole number of ten-thousandths (1050.25 → 10502500), exact for up to 4 decimals. */
export const rateUnits = (rate: number) => Math.round(rate * 10_000);

/**
 * `cents` of the foreign currency at `rate` (stay-currency units per foreign unit), in stay-currency cents; with
 * `digits` 0 (a currency without cents: CLP, PYG) to the nearest whole unit, so its balances stay whole and can be paid.
 */
export function convertedCents(cents: number, rate: number, digits: 0 | 2 = 2): number {
  const product = BigInt(Math.abs(cents)) * BigInt(rateUnits(rate));
  const step = digits === 0 ? 1_000_000n : 10_000n;
  const whole = product / step;
  const rest = product % step;
  const rounded = Number(rest * 2n >= step ? whole + 1n : whole) * (digits === 0 ? 100 : 1);
  return cents < 0 ? -rounded : rounded;
}
