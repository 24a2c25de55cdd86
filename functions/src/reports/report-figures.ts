import type { ReservationStatus } from '@hostel/shared/api/reservation-schemas';
import type { ReportPeriod } from '@hostel/shared/api/report-schemas';
import { datesFrom } from '@hostel/shared/domain/dates';
import { fromCents } from '@hostel/shared/domain/money';
import { capacityOf, type RoomTypeKind } from '@hostel/shared/domain/room-units';
import { type NightPrice, nightShares, stayNights } from '@hostel/shared/domain/stay-price';

// The figures of one period of the owner's report, from what was read for it: pure, so every rule below
// is unit-tested (tests/unit/report-figures.test.ts). What each figure counts, and why, is in
// docs/architecture/reports.md:
//   - beds for sale: per type and night, the units the hostel offered (sold + still for sale; a night never
//     written offers the whole capacity; a closed night offers only what it had sold) times the beds of a
//     unit (1 in a dorm, the max occupancy of a private room, which is sold whole);
//   - beds sold: the night's units sold, times the beds of a unit;
//   - revenue: each stay (not canceled, not a no-show)'s nights at the prices its folio states (its nightly prices, else
//     its price spread evenly, odd cents on the first nights), counted on the nights inside the period; canceled and
//     no-show stays count nothing;
//   - ADR = revenue / beds sold; RevPAB = revenue / beds for sale (so RevPAB = ADR × occupancy).

export interface ReportRoomTypeInput {
  id: string;
  description: string;
  kind: RoomTypeKind;
  maxOccupancy: number;
  inventory: number;
}

export interface ReportNightInput {
  date: string;
  roomTypeId: string;
  sold?: number;
  forSale?: number;
}

export interface ReportStayInput {
  guestId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  totalCents: number;
  currency: string;
  bookingSource: string;
  status: ReservationStatus;
  /** The folio's nightly prices (none for a hand price): each night counts at its own. */
  nightPrices?: readonly NightPrice[];
}

export interface PeriodInput {
  from: string;
  to: string;
  /** The property's currency: revenue in it is counted; other currencies are listed apart, unconverted. */
  currency: string;
  types: readonly ReportRoomTypeInput[];
  nights: readonly ReportNightInput[];
  /** Every reservation overlapping the period, any status. */
  stays: readonly ReportStayInput[];
  /** Guest id → country code ('' when none), for the stays arriving in the period. */
  countries: ReadonlyMap<string, string>;
  /** False for employees: money fields are left out. */
  includeMoney: boolean;
}

/**
 * A stay that earns and arrives: every status but canceled and no-show (confirmed, provisional, and any
 * later stage of a stay, such as checked in or out), so a stay's revenue never vanishes as it moves on.
 */
export function stayed(status: ReservationStatus): boolean {
  return status !== 'canceled' && status !== 'no_show';
}

/** Beds one unit of the type holds: a dorm sells beds, a private room is sold whole. */
export function bedsPerUnit(type: Pick<ReportRoomTypeInput, 'kind' | 'maxOccupancy'>): number {
  return type.kind === 'dorm' ? 1 : type.maxOccupancy;
}

/** Units a night offered: sold + still for sale, never above capacity; a night never written offers all of it. */
export function unitsOffered(capacity: number, night: Pick<ReportNightInput, 'sold' | 'forSale'> | undefined): number {
  if (!night) return capacity;
  const sold = night.sold ?? 0;
  const forSale = night.forSale ?? capacity - sold;
  return Math.max(0, Math.min(capacity, sold + Math.max(0, forSale)));
}

/** Stays arriving in a period (check-in from `from` to `to`), whatever their status. */
export function arrivingIn<S extends Pick<ReportStayInput, 'checkIn'>>(stays: readonly S[], from: string, to: string): S[] {
  return stays.filter((stay) => stay.checkIn >= from && stay.checkIn <= to);
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);
const perBed = (cents: number, beds: number) => (beds > 0 ? fromCents(Math.round(cents / beds)) : 0);

interface Tally {
  forSale: number;
  sold: number;
  cents: number;
}
const tally = (): Tally => ({ forSale: 0, sold: 0, cents: 0 });

function totalsOf(counts: Tally, includeMoney: boolean) {
  const base = { beds_for_sale: counts.forSale, beds_sold: counts.sold, occupancy: ratio(counts.sold, counts.forSale) };
  if (!includeMoney) return base;
  return {
    ...base,
    revenue: fromCents(counts.cents),
    adr: perBed(counts.cents, counts.sold),
    revpab: perBed(counts.cents, counts.forSale),
  };
}

export function periodFigures(input: PeriodInput): ReportPeriod {
  const { from, to, includeMoney } = input;
  const dates = datesFrom(from, to);
  const inPeriod = (date: string) => date >= from && date <= to;
  const typeById = new Map(input.types.map((type) => [type.id, type]));
  const nightOf = new Map(input.nights.map((night) => [`${night.date}#${night.roomTypeId}`, night]));

  const byDate = new Map(dates.map((date) => [date, tally()]));
  const byType = new Map(input.types.map((type) => [type.id, tally()]));
  const total = tally();

  for (const type of input.types) {
    const capacity = capacityOf(type);
    const unitBeds = bedsPerUnit(type);
    for (const date of dates) {
      const night = nightOf.get(`${date}#${type.id}`);
      const forSale = unitsOffered(capacity, night) * unitBeds;
      const sold = Math.min(night?.sold ?? 0, capacity) * unitBeds;
      for (const counts of [byDate.get(date)!, byType.get(type.id)!, total]) {
        counts.forSale += forSale;
        counts.sold += sold;
      }
    }
  }

  const sources = new Map<string, { reservations: number; sold: number; cents: number }>();
  const otherCurrencies = new Map<string, number>();
  for (const stay of input.stays) {
    if (!stayed(stay.status)) continue;
    const nights = stayNights(stay.checkIn, stay.checkOut);
    const shares = nightShares(stay);
    const type = typeById.get(stay.roomTypeId);
    const bedsPerNight = type ? (type.kind === 'dorm' ? stay.guests : type.maxOccupancy) : stay.guests;
    let cents = 0;
    let beds = 0;
    nights.forEach((date, index) => {
      if (!inPeriod(date)) return;
      cents += shares[index]!;
      beds += bedsPerNight;
      if (stay.currency !== input.currency) return;
      byDate.get(date)!.cents += shares[index]!;
      const typeCounts = byType.get(stay.roomTypeId);
      if (typeCounts) typeCounts.cents += shares[index]!;
    });
    if (beds === 0) continue;
    if (stay.currency !== input.currency) {
      otherCurrencies.set(stay.currency, (otherCurrencies.get(stay.currency) ?? 0) + cents);
      continue;
    }
    total.cents += cents;
    const source = sources.get(stay.bookingSource) ?? { reservations: 0, sold: 0, cents: 0 };
    source.reservations += 1;
    source.sold += beds;
    source.cents += cents;
    sources.set(stay.bookingSource, source);
  }

  const arrivals = arrivingIn(input.stays, from, to);
  const countries = new Map<string, { arrivals: number; guests: number }>();
  for (const stay of arrivals.filter((arrival) => stayed(arrival.status))) {
    const code = input.countries.get(stay.guestId) ?? '';
    const country = countries.get(code) ?? { arrivals: 0, guests: 0 };
    country.arrivals += 1;
    country.guests += stay.guests;
    countries.set(code, country);
  }
  const lost = (status: ReservationStatus) => arrivals.filter((stay) => stay.status === status);
  const priceOf = (stays: readonly ReportStayInput[]) =>
    fromCents(stays.filter((stay) => stay.currency === input.currency).reduce((sum, stay) => sum + stay.totalCents, 0));
  const canceled = lost('canceled');
  const noShow = lost('no_show');

  const money = <T extends object>(value: T, cents: number) => (includeMoney ? { ...value, revenue: fromCents(cents) } : value);
  return {
    from,
    to,
    nights: dates.length,
    totals: totalsOf(total, includeMoney),
    by_night: dates.map((date) => {
      const counts = byDate.get(date)!;
      return money(
        { date, beds_for_sale: counts.forSale, beds_sold: counts.sold, occupancy: ratio(counts.sold, counts.forSale) },
        counts.cents,
      );
    }),
    by_room_type: input.types.map((type) => ({
      room_type_id: type.id,
      description: type.description,
      type: type.kind,
      ...totalsOf(byType.get(type.id)!, includeMoney),
    })),
    by_source: [...sources.entries()]
      .sort(([a, first], [b, second]) => second.cents - first.cents || a.localeCompare(b))
      .map(([source, counts]) =>
        money({ booking_source: source, reservations: counts.reservations, beds_sold: counts.sold }, counts.cents),
      ),
    arrivals_by_country: [...countries.entries()]
      .sort(([a, first], [b, second]) => second.arrivals - first.arrivals || a.localeCompare(b))
      .map(([code, counts]) => ({ country_code: code, arrivals: counts.arrivals, guests: counts.guests })),
    cancellations: {
      booked: arrivals.length,
      canceled: canceled.length,
      no_show: noShow.length,
      ...(includeMoney ? { canceled_value: priceOf(canceled), no_show_value: priceOf(noShow) } : {}),
    },
    ...(includeMoney && otherCurrencies.size > 0
      ? { other_currencies: [...otherCurrencies.entries()].map(([currency, cents]) => ({ currency, revenue: fromCents(cents) })) }
      : {}),
  };
}

/** The same calendar day a year before; 29 February becomes the 28th. */
export function yearBefore(date: string): string {
  const year = String(Number(date.slice(0, 4)) - 1).padStart(4, '0');
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}
