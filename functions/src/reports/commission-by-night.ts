import { nightlyShares, nightShares, shareStep, type PricedStay } from '@hostel/shared/domain/stay-price';

// A stay's OTA commission over its nights, as the report attributes its revenue (nightShares): each night bears
// the commission in proportion to what it brings, so a period cut through a stay takes the commission's share of
// the revenue it takes. Pure (tests/unit/commission-by-night.test.ts); the rule is in docs/architecture/reports.md.

/**
 * `commissionCents` split over nights worth `weights`, to the cent: each night its exact proportion rounded down,
 * and the cents left one each to the nights with the largest remainders (the earlier night on a tie), so the parts
 * add up to the commission. In `step` cents (whole units for a currency without cents) when the commission is a
 * whole number of them, as the nights' own shares. Nights worth nothing in all share it evenly; a negative
 * commission mirrors its opposite.
 */
export function splitByWeight(commissionCents: number, weights: readonly number[], step = 1): number[] {
  if (weights.length === 0) return [];
  const size = Math.abs(commissionCents);
  const sign = commissionCents < 0 ? -1 : 1;
  const unit = size % step === 0 ? step : 1;
  const positive = weights.map((weight) => BigInt(Math.max(0, weight)));
  const whole = positive.reduce((sum, weight) => sum + weight, 0n);
  if (whole === 0n) return nightlyShares(size, weights.length, unit).map((cents) => sign * cents || 0);
  // Exact integers: cents × a night's price can pass 2^53 on a long stay in a currency of large numbers.
  const units = BigInt(size / unit);
  const parts = positive.map((weight) => (units * weight) / whole);
  const remainders = positive.map((weight) => (units * weight) % whole);
  let left = units - parts.reduce((sum, part) => sum + part, 0n);
  const order = remainders
    .map((rest, index) => ({ rest, index }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.index - b.index));
  for (const { index } of order) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts.map((part) => sign * Number(part) * unit || 0);
}

/**
 * What the stay's OTA commission puts on each of its nights, in the order of its nights (0 each without one);
 * `shares` are its nights' prices when the caller has them already.
 */
export function commissionByNight(
  stay: Omit<PricedStay, 'guests' | 'roomTypeId'> & { otaCommissionCents?: number },
  shares: readonly number[] = nightShares(stay),
): number[] {
  if (!stay.otaCommissionCents) return shares.map(() => 0);
  return splitByWeight(stay.otaCommissionCents, shares, shareStep(stay.currency));
}
