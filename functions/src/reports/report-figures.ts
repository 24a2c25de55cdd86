import type { ReservationStatus } from '@hostel/shared/api/reservation-schemas';
import type { ReportPeriod } from '@hostel/shared/api/report-schemas';
import { datesFrom } from '@hostel/shared/domain/dates';
import { fromCents } from '@hostel/shared/domain/money';
import { capacityOf, type RoomTypeKind } from '@hostel/shared/domain/room-units';
import { type NightPrice, nightShares, stayNights } from '@hostel/shared/domain/stay-price';
import { commissionByNight } from './commission-by-night';

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
//   - ADR = revenue / beds sold; RevPAB = revenue / beds for sale (so RevPAB = ADR × occupancy);
//   - OTA commissions: each stay's commission over its nights in proportion to their prices (commission-by-night.ts),
//     counted on the nights inside the period as its revenue is, by the same statuses and currency; net revenue is
//     revenue less them, beside every revenue figure.

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
  /** The OTA's commission on the stay, in the stay's currency (a channel's booking). */
  otaCommissionCents?: number;
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
  /** The OTA commissions on the same nights. */
  commission: number;
}
const tally = (): Tally => ({ forSale: 0, sold: 0, cents: 0, commission: 0 });

/** Revenue and, beside it, the OTAs' commissions on it and what is left: money fields, for managers and admins. */
const revenueOf = (counts: Pick<Tally, 'cents' | 'commission'>) => ({
  revenue: fromCents(counts.cents),
  ota_commissions: fromCents(counts.commission),
  net_revenue: fromCents(counts.cents - counts.commission),
});

function totalsOf(counts: Tally, includeMoney: boolean) {
  const base = { beds_for_sale: counts.forSale, beds_sold: counts.sold, occupancy: ratio(counts.sold, counts.forSale) };
  if (!includeMoney) return base;
  const { revenue, ...commissions } = revenueOf(counts);
  return { ...base, revenue, adr: perBed(counts.cents, counts.sold), revpab: perBed(counts.cents, counts.forSale), ...commissions };
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

  const sources = new Map<string, { reservations: number; sold: number; cents: number; commission: number }>();
  const otherCurrencies = new Map<string, { cents: number; commission: number }>();
  for (const stay of input.stays) {
    if (!stayed(stay.status)) continue;
    const nights = stayNights(stay.checkIn, stay.checkOut);
    const shares = nightShares(stay);
    const commissions = commissionByNight(stay, shares);
    const type = typeById.get(stay.roomTypeId);
    const bedsPerNight = type ? (type.kind === 'dorm' ? stay.guests : type.maxOccupancy) : stay.guests;
    const stayCounts = { cents: 0, commission: 0 };
    let beds = 0;
    nights.forEach((date, index) => {
      if (!inPeriod(date)) return;
      stayCounts.cents += shares[index]!;
      stayCounts.commission += commissions[index]!;
      beds += bedsPerNight;
      if (stay.currency !== input.currency) return;
      for (const counts of [byDate.get(date)!, byType.get(stay.roomTypeId)]) {
        if (!counts) continue;
        counts.cents += shares[index]!;
        counts.commission += commissions[index]!;
      }
    });
    if (beds === 0) continue;
    if (stay.currency !== input.currency) {
      const other = otherCurrencies.get(stay.currency) ?? { cents: 0, commission: 0 };
      other.cents += stayCounts.cents;
      other.commission += stayCounts.commission;
      otherCurrencies.set(stay.currency, other);
      continue;
    }
    total.cents += stayCounts.cents;
    total.commission += stayCounts.commission;
    const source = sources.get(stay.bookingSource) ?? { reservations: 0, sold: 0, cents: 0, commission: 0 };
    source.reservations += 1;
    source.sold += beds;
    source.cents += stayCounts.cents;
    source.commission += stayCounts.commission;
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

  const money = <T extends object>(value: T, counts: Pick<Tally, 'cents' | 'commission'>) =>
    includeMoney ? { ...value, ...revenueOf(counts) } : value;
  return {
    from,
    to,
    nights: dates.length,
    totals: totalsOf(total, includeMoney),
    by_night: dates.map((date) => {
      const counts = byDate.get(date)!;
      return money({ date, beds_for_sale: counts.forSale, beds_sold: counts.sold, occupancy: ratio(counts.sold, counts.forSale) }, counts);
    }),
    by_room_type: input.types.map((type) => ({
      room_type_id: type.id,
      description: type.description,
      type: type.kind,
      ...totalsOf(byType.get(type.id)!, includeMoney),
    })),
    by_source: [...sources.entries()]
      .sort(([a, first], [b, second]) => second.cents - first.cents || a.localeCompare(b))
      .map(([source, counts]) => money({ booking_source: source, reservations: counts.reservations, beds_sold: counts.sold }, counts)),
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
      ? {
          other_currencies: [...otherCurrencies.entries()].map(([currency, counts]) => ({
            currency,
            revenue: fromCents(counts.cents),
            ota_commissions: fromCents(counts.commission),
          })),
        }
      : {}),
  };
}

/** The same calendar day a year before; 29 February becomes the 28th. */
export function yearBefore(date: string): string {
  const year = String(Number(date.slice(0, 4)) - 1).padStart(4, '0');
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}
