// The owner's reconciliation, counted by hand from the folios the desk reads (getReservation), apart from the
// report's own code: what each period of the report must say, to the cent. All sums are in integer cents.

/** A small seeded generator (mulberry32): a failing sequence is replayed from its seed. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!, chance: (p: number) => next() < p };
}

export const cents = (amount: number) => Math.round(amount * 100);

const DAY = 86_400_000;
export const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
export function datesOf(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = plusDays(date, 1)) dates.push(date);
  return dates;
}

/** An amount spread over n nights, the odd cents on the first nights; a negative one mirrors its opposite. */
export function evenly(total: number, n: number): number[] {
  const size = Math.abs(total);
  const base = Math.floor(size / n);
  return Array.from({ length: n }, (_, index) => Math.sign(total) * (base + (index < size - base * n ? 1 : 0)));
}

/**
 * An amount shared in proportion to the weights, to the cent: each part its exact share rounded down, then a cent
 * more to the parts with the largest remainders, the first of equal ones (both of the desk's currencies have cents).
 */
export function proportionally(total: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (whole === 0n) return evenly(total, weights.length);
  const exact = weights.map((weight) => BigInt(Math.abs(total)) * BigInt(weight));
  const parts = exact.map((product) => product / whole);
  const rank = exact.map((product, index) => ({ index, rest: product % whole }));
  rank.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  const left = BigInt(Math.abs(total)) - parts.reduce((sum, part) => sum + part, 0n);
  for (const { index } of rank.slice(0, Number(left))) parts[index]! += 1n;
  return parts.map((part) => Math.sign(total) * Number(part));
}

/** A folio as getReservation answers it (the fields the reconciliation reads). */
export interface Folio {
  _id: string;
  guest_id: string;
  room_type_id: string;
  check_in: string;
  check_out: string;
  number_of_guest: number;
  total_price: number;
  currency: string;
  booking_source: string;
  reservation_status: string;
  payments: { amount: number; method: string; currency: string; amount_paid: number; shift_id: string | null }[];
  charges: { kind: string; amount: number }[];
  nightly_prices: { date: string; price: number }[];
  tourist_tax?: { per_guest_night: number; guests: number; nights: number; amount: number; exempt_reason: string };
  /** The OTA's commission on the stay (a channel's booking). */
  ota_commission?: number;
  folio_total: number;
  paid_total: number;
  balance: number;
}

export interface TypeInfo {
  kind: 'dorm' | 'private';
  maxOccupancy: number;
}

const stayed = (folio: Folio) => folio.reservation_status !== 'canceled' && folio.reservation_status !== 'no_show';

/** Each night of the stay with its price as the folio states it: its nightly prices, else the total spread evenly. */
export function nightsOf(folio: Folio): Map<string, number> {
  const dates = datesOf(folio.check_in, plusDays(folio.check_out, -1));
  if (folio.nightly_prices.length > 0) return new Map(folio.nightly_prices.map((night) => [night.date, cents(night.price)]));
  const shares = evenly(cents(folio.total_price), dates.length);
  return new Map(dates.map((date, index) => [date, shares[index]!]));
}

/** The folio's own arithmetic: what the desk shows must add up before anything is compared with it. */
export function folioProblems(folio: Folio): string[] {
  const problems: string[] = [];
  const say = (what: string, got: number, want: number) =>
    got !== want && problems.push(`${folio._id} ${what}: ${got / 100} ≠ ${want / 100}`);
  const nights = [...nightsOf(folio).values()].reduce((sum, share) => sum + share, 0);
  say('nights', nights, cents(folio.total_price));
  const tax = folio.tourist_tax;
  const taxCents = tax ? cents(tax.amount) : 0;
  const nightCount = datesOf(folio.check_in, plusDays(folio.check_out, -1)).length;
  if (tax) say('tax', taxCents, tax.exempt_reason ? 0 : cents(tax.per_guest_night) * folio.number_of_guest * nightCount);
  const charges = folio.charges.reduce((sum, charge) => sum + cents(charge.amount), 0);
  say('folio total', cents(folio.folio_total), cents(folio.total_price) + charges + taxCents);
  const paid = folio.payments.reduce((sum, payment) => sum + cents(payment.amount), 0);
  say('paid total', cents(folio.paid_total), paid);
  say('balance', cents(folio.balance), cents(folio.folio_total) - paid);
  return problems;
}

export interface Expected {
  nights: number;
  extras: number;
  adjustments: number;
  tax: number;
  /** The OTA commissions on the nights inside, each stay's spread over its nights in proportion to their prices. */
  commissions: number;
  byNight: Map<string, { cents: number; beds: number; commission: number }>;
  byType: Map<string, number>;
  commissionsByType: Map<string, number>;
  bySource: Map<string, { reservations: number; beds: number; cents: number; commission: number }>;
  otherCurrencies: Map<string, number>;
  otherCommissions: Map<string, number>;
  payments: Map<string, { payments: number; cents: number }>;
  booked: number;
  canceled: number;
  noShow: number;
  canceledValue: number;
  noShowValue: number;
}

/** What the report of [from, to] must say, counted from the folios. */
export function expectedOf(
  folios: readonly Folio[],
  types: ReadonlyMap<string, TypeInfo>,
  currency: string,
  from: string,
  to: string,
): Expected {
  const inside = (date: string) => date >= from && date <= to;
  const expected: Expected = {
    nights: 0,
    extras: 0,
    adjustments: 0,
    tax: 0,
    commissions: 0,
    byNight: new Map(datesOf(from, to).map((date) => [date, { cents: 0, beds: 0, commission: 0 }])),
    byType: new Map(),
    commissionsByType: new Map(),
    bySource: new Map(),
    otherCurrencies: new Map(),
    otherCommissions: new Map(),
    payments: new Map(),
    booked: 0,
    canceled: 0,
    noShow: 0,
    canceledValue: 0,
    noShowValue: 0,
  };
  for (const folio of folios) {
    const arrives = inside(folio.check_in);
    if (arrives) {
      expected.booked += 1;
      const own = folio.currency === currency ? cents(folio.total_price) : 0;
      if (folio.reservation_status === 'canceled') {
        expected.canceled += 1;
        expected.canceledValue += own;
      }
      if (folio.reservation_status === 'no_show') {
        expected.noShow += 1;
        expected.noShowValue += own;
      }
      for (const payment of folio.payments) {
        const key = `${payment.method}#${payment.currency}`;
        const row = expected.payments.get(key) ?? { payments: 0, cents: 0 };
        row.payments += 1;
        row.cents += cents(payment.amount_paid);
        expected.payments.set(key, row);
      }
    }
    if (!stayed(folio)) continue;
    const type = types.get(folio.room_type_id)!;
    const beds = type.kind === 'dorm' ? folio.number_of_guest : type.maxOccupancy;
    const dates = datesOf(folio.check_in, plusDays(folio.check_out, -1));
    const prices = nightsOf(folio);
    const spread = (amount: number) => evenly(amount, dates.length);
    const extras = spread(folio.charges.filter((c) => c.kind === 'extra').reduce((sum, c) => sum + cents(c.amount), 0));
    const adjustments = spread(folio.charges.filter((c) => c.kind !== 'extra').reduce((sum, c) => sum + cents(c.amount), 0));
    const tax = spread(folio.tourist_tax ? cents(folio.tourist_tax.amount) : 0);
    const commissions = proportionally(
      cents(folio.ota_commission ?? 0),
      dates.map((date) => prices.get(date)!),
    );
    const source = expected.bySource.get(folio.booking_source) ?? { reservations: 0, beds: 0, cents: 0, commission: 0 };
    let counted = false;
    dates.forEach((date, index) => {
      if (!inside(date)) return;
      counted = true;
      const night = expected.byNight.get(date)!;
      night.beds += beds;
      const price = prices.get(date)!;
      const commission = commissions[index]!;
      if (folio.currency !== currency) {
        expected.otherCurrencies.set(folio.currency, (expected.otherCurrencies.get(folio.currency) ?? 0) + price);
        expected.otherCommissions.set(folio.currency, (expected.otherCommissions.get(folio.currency) ?? 0) + commission);
        return;
      }
      night.cents += price;
      night.commission += commission;
      expected.commissions += commission;
      expected.commissionsByType.set(folio.room_type_id, (expected.commissionsByType.get(folio.room_type_id) ?? 0) + commission);
      source.commission += commission;
      expected.nights += price;
      expected.extras += extras[index]!;
      expected.adjustments += adjustments[index]!;
      expected.tax += tax[index]!;
      expected.byType.set(folio.room_type_id, (expected.byType.get(folio.room_type_id) ?? 0) + price);
      source.beds += beds;
      source.cents += price;
    });
    if (counted && folio.currency === currency) {
      source.reservations += 1;
      expected.bySource.set(folio.booking_source, source);
    }
  }
  return expected;
}
