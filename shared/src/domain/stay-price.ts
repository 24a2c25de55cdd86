import { addDays, datesFrom } from './dates';
import { currencyDigitsOf } from './currency-limits';
import { fromCents, toCents } from './money';
import type { RoomTypeKind } from './room-units';

// A stay as the product counts it (spec §4, §5): the nights from check-in up to, not including,
// check-out; what it takes each night (a bed per guest in a dorm, one room of a private type); and the
// price the new-reservation dialog prefills. Used by the server and the pages alike.

/** The nights of `[checkIn, checkOut)`, each named by its date. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  return datesFrom(checkIn, addDays(checkOut, -1));
}

/** Units a stay takes each night: one bed per guest in a dorm, one room of a private type. */
export function unitsNeeded(kind: RoomTypeKind, guests: number): number {
  return kind === 'dorm' ? guests : 1;
}

/**
 * The estimate: each night's rate (its custom rate where a range set one, else the base rate) times the
 * guests for a dorm, once for a private room. Summed in cents, so 3 × 19.99 is 59.97, not 59.970000001.
 */
export function estimateStayPrice(kind: RoomTypeKind, guests: number, nightRates: readonly number[]): number {
  const perUnit = nightRates.reduce((sum, rate) => sum + toCents(rate), 0);
  return fromCents(perUnit * (kind === 'dorm' ? guests : 1));
}

export interface NightForSale {
  date: string;
  /** Units still for sale that night (the rates read's `availability`). */
  availability: number;
}

/**
 * The nights that cannot take the stay. For a change of dates, `held` gives back what the reservation
 * already holds on its current nights, as the server does when it moves a stay.
 */
export function nightsShort(
  kind: RoomTypeKind,
  guests: number,
  nights: readonly NightForSale[],
  held?: { nights: readonly string[]; units: number },
): NightForSale[] {
  const needed = unitsNeeded(kind, guests);
  const own = new Set(held?.nights ?? []);
  return nights
    .map((night) => ({ date: night.date, availability: night.availability + (own.has(night.date) ? held!.units : 0) }))
    .filter((night) => night.availability < needed);
}

/** One night of a stay and its price in cents: the night's rate times the beds for a dorm, once for a private room. */
export interface NightPrice {
  date: string;
  cents: number;
}

/** The stay's nights priced from the rates: `rateCentsOf(date)` is the night's rate (a range's custom rate, else the base). */
export function priceNights(
  kind: RoomTypeKind,
  guests: number,
  dates: readonly string[],
  rateCentsOf: (date: string) => number,
): NightPrice[] {
  return dates.map((date) => ({ date, cents: rateCentsOf(date) * unitsNeeded(kind, guests) }));
}

export const nightsTotal = (nights: readonly NightPrice[]): number => nights.reduce((sum, night) => sum + night.cents, 0);

/**
 * A total in cents spread evenly over `nights`; the cents that do not divide go to the first nights, in steps of
 * `step` cents (100 for a currency without cents, whose whole total then splits into whole units).
 */
export function nightlyShares(totalCents: number, nights: number, step = 1): number[] {
  const unit = totalCents % step === 0 ? step : 1;
  const units = totalCents / unit;
  const base = Math.floor(units / nights);
  const left = units - base * nights;
  return Array.from({ length: nights }, (_, index) => (base + (index < left ? 1 : 0)) * unit);
}

/** What repricing needs of a stay: its dates, guests, type and total, and the nightly prices it keeps (none for a hand price). */
export interface PricedStay {
  checkIn: string;
  checkOut: string;
  guests: number;
  roomTypeId: string;
  totalCents: number;
  /** Its currency: one without cents (CLP, PYG) splits a total into whole units. */
  currency?: string;
  nightPrices?: readonly NightPrice[];
}

/** The step a total of `currency` splits in: whole units (100 cents) for a currency without cents, else cents. */
export const shareStep = (currency: string | undefined) => (currency !== undefined && currencyDigitsOf(currency) === 0 ? 100 : 1);

/** Each night's price as booked: its breakdown, else the total spread evenly (a hand price, an OTA's, an import's). */
function bookedNights(stay: PricedStay): Map<string, number> {
  if (stay.nightPrices && stay.nightPrices.length > 0) return new Map(stay.nightPrices.map((night) => [night.date, night.cents]));
  const dates = stayNights(stay.checkIn, stay.checkOut);
  const shares = nightlyShares(stay.totalCents, dates.length, shareStep(stay.currency));
  return new Map(dates.map((date, index) => [date, shares[index]!]));
}

/**
 * What each of the stay's nights brings, in the order of its nights, as its folio states it: its nightly prices
 * when they price every night and add up to the total, else the total spread evenly (bookedNights' rule). The
 * reports count a night with this, so a period's revenue is the folio's nights in it and stays when a stay is cut.
 */
export function nightShares(stay: Omit<PricedStay, 'guests' | 'roomTypeId'>): number[] {
  const dates = stayNights(stay.checkIn, stay.checkOut);
  const booked = new Map((stay.nightPrices ?? []).map((night) => [night.date, night.cents]));
  const prices = dates.map((date) => booked.get(date));
  const sum = prices.reduce<number>((total, cents) => total + (cents ?? Number.NaN), 0);
  if (sum === stay.totalCents) return prices as number[];
  return nightlyShares(stay.totalCents, dates.length, shareStep(stay.currency));
}

/**
 * The nights of a changed stay: each night it keeps, with the same guests and type, keeps the price it was
 * booked at; every other night (added, or all of them when guests or type change) is priced from the rates of
 * the (new) type, which `rateCentsOf` is asked for only then. Used by the server's change decisions and the
 * desk's previews alike.
 */
export function repriceNights(
  before: PricedStay,
  after: Omit<PricedStay, 'nightPrices' | 'totalCents' | 'currency'>,
  kind: RoomTypeKind,
  rateCentsOf: (date: string) => number,
): NightPrice[] {
  const same = before.guests === after.guests && before.roomTypeId === after.roomTypeId;
  const kept = same ? bookedNights(before) : new Map<string, number>();
  return stayNights(after.checkIn, after.checkOut).map((date) => ({
    date,
    cents: kept.get(date) ?? rateCentsOf(date) * unitsNeeded(kind, after.guests),
  }));
}
