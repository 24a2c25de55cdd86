import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import { MAX_STAY_NIGHTS } from '@hostel/shared/api/reservation-schemas';
import { addDays, daysBetween, parseIsoDate } from '@hostel/shared/domain/dates';
import { estimateStayPrice, nightsShort, stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import { i18n } from '../../lib/i18n/i18n';

// What the dialogs show before a booking or a move is sent: each night's units left and rate, the
// price estimate (spec §5, with each night's custom rate) and the nights that cannot take the stay.

export interface StayWindow {
  /** The first night and the last night (the day before check-out): the rates read's window. */
  first: string;
  last: string;
}

/** The nights of a stay being typed, once the dates make one the API would accept. */
export function stayWindow(checkIn: string, checkOut: string): StayWindow | undefined {
  if (!parseIsoDate(checkIn) || !parseIsoDate(checkOut)) return undefined;
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1 || nights > MAX_STAY_NIGHTS) return undefined;
  return { first: checkIn, last: addDays(checkOut, -1) };
}

/** A whole number of guests of at least 1, else undefined (the form then says what is wrong). */
export function guestCount(value: string): number | undefined {
  const count = Number(value);
  return value.trim() !== '' && Number.isInteger(count) && count >= 1 ? count : undefined;
}

export interface QuotedNight {
  date: string;
  /** Units still for sale that night, counting back what the reservation being changed already holds. */
  availability: number;
  rate: number;
  /** Too few units for this stay that night. */
  short: boolean;
}

export interface StayQuote {
  kind: 'dorm' | 'private';
  nights: QuotedNight[];
  estimate: number;
  currency: string;
  /** Units the stay takes each night: beds in a dorm, one room of a private type. */
  needed: number;
  shortNights: string[];
}

export interface QuoteInput {
  rates: RatesAndAvailability | undefined;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number | undefined;
  /** For a change of dates: what the reservation holds now, given back as the server does. */
  held?: { checkIn: string; checkOut: string; guests: number };
}

/** The quote for the stay typed, or undefined while something is missing or the nights read is for other dates. */
export function quoteStay({ rates, roomTypeId, checkIn, checkOut, guests, held }: QuoteInput): StayQuote | undefined {
  const window = stayWindow(checkIn, checkOut);
  if (!window || !rates || guests === undefined) return undefined;
  // A read kept on screen while the next loads is for other nights: no quote from it. It may end on the
  // departure day, which the forms read for its restrictions (restriction-notice.tsx).
  if (rates.from !== window.first || (rates.to !== window.last && rates.to !== checkOut)) return undefined;
  const type = rates.room_types.find((candidate) => candidate._id === roomTypeId);
  if (!type) return undefined;
  const byDate = new Map(type.nights.map((night) => [night.date, night]));
  const dates = stayNights(checkIn, checkOut);
  if (dates.some((date) => !byDate.has(date))) return undefined;
  const nights = dates.map((date) => byDate.get(date)!);
  const heldNights = held ? { nights: stayNights(held.checkIn, held.checkOut), units: unitsNeeded(type.type, held.guests) } : undefined;
  const short = new Set(nightsShort(type.type, guests, nights, heldNights).map((night) => night.date));
  const own = new Set(heldNights?.nights ?? []);
  return {
    kind: type.type,
    nights: nights.map((night) => ({
      date: night.date,
      availability: night.availability + (heldNights && own.has(night.date) ? heldNights.units : 0),
      rate: night.rate,
      short: short.has(night.date),
    })),
    estimate: estimateStayPrice(
      type.type,
      guests,
      nights.map((night) => night.rate),
    ),
    currency: type.currency,
    needed: unitsNeeded(type.type, guests),
    shortNights: [...short],
  };
}

/** How the estimate was made, in words: `3 nights × 2 guests` or `3 nights, one room`. */
export function estimateBasis(quote: Pick<StayQuote, 'kind' | 'nights' | 'needed'>): string {
  const nights = i18n.t('reservations.estimate.nights', { count: quote.nights.length });
  return quote.kind === 'dorm'
    ? i18n.t('reservations.estimate.dorm', { nights, guests: i18n.t('reservations.estimate.guests', { count: quote.needed }) })
    : i18n.t('reservations.estimate.private', { nights });
}

/** A stay's units in words: `2 beds`, `1 room`. */
export function unitsLabel(kind: StayQuote['kind'], count: number): string {
  return kind === 'dorm' ? i18n.t('reservations.units.beds', { count }) : i18n.t('reservations.units.rooms', { count });
}
