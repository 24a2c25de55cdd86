// A payment in another currency is kept with the rate typed at the desk and its value in the stay's
// currency. The rounding rule: the exact product (cents × rate, the rate having at most 4 decimals) is
// rounded to the nearest cent, halves away from zero, so a refund at the same rate mirrors its payment.

/** The rate as a whole number of ten-thousandths (1050.25 → 10502500), exact for up to 4 decimals. */
export const rateUnits = (rate: number) => Math.round(rate * 10_000);

/** `cents` of the foreign currency at `rate` (stay-currency units per foreign unit), in stay-currency cents. */
export function convertedCents(cents: number, rate: number): number {
  const product = BigInt(Math.abs(cents)) * BigInt(rateUnits(rate));
  const whole = product / 10_000n;
  const rest = product % 10_000n;
  const rounded = Number(rest * 2n >= 10_000n ? whole + 1n : whole);
  return cents < 0 ? -rounded : rounded;
}
