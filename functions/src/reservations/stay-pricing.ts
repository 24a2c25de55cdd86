import { nightView } from '@hostel/shared/domain/night-availability';
import { nightsTotal, priceNights, repriceNights, type NightPrice } from '@hostel/shared/domain/stay-price';
import type { NightItem } from '../data/night-inventory-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import { Clash } from '../domain-errors';
import { capacity } from './stay-rules';

// A stay's price from the rates, night by night, as the rates page shows each night (a range's custom rate,
// else the type's base), times the beds for a dorm: the booking page's offers, every booking and every
// change of dates, guests or type price with these (shared/src/domain/stay-price.ts holds the arithmetic).

export type NightOf = (date: string) => NightItem | undefined;

/** The rate of a night of `type` in cents, as the rates page shows it. */
export const rateOf =
  (type: RoomTypeRecord, nightOf: NightOf) =>
  (date: string): number =>
    nightView(capacity(type), type.baseRateCents, nightOf(date)).rateCents;

/** The stay's price in cents: each night's rate (a range's, else the base) per bed for a dorm, per room for a private type. */
export function stayPriceCents(type: RoomTypeRecord, nightOf: NightOf, dates: readonly string[], guests: number): number {
  return nightsTotal(priceNights(type.kind, guests, dates, rateOf(type, nightOf)));
}

/**
 * How a change prices the stay: `reprice` from the rates (nights kept keep their price), `keep` the total as
 * it is (the desk said so), or a total the client sent.
 */
export type PriceRule = { reprice: true } | { keep: true } | { totalCents: number };

/** The new stay's price: its total, and its nightly breakdown only while the price is the rates' own. */
export function priceOfChange(
  current: ReservationRecord,
  next: Pick<ReservationRecord, 'checkIn' | 'checkOut' | 'guests' | 'roomTypeId'>,
  type: RoomTypeRecord,
  nightOf: NightOf,
  rule: PriceRule,
): { totalCents: number; nightPrices?: NightPrice[] } {
  if ('totalCents' in rule) return { totalCents: rule.totalCents };
  if ('keep' in rule) return { totalCents: current.totalCents };
  const rates = rateOf(type, nightOf);
  const nightPrices = repriceNights(current, next, type.kind, (date) => {
    // A night the stay did not have (or every night, for other guests) is priced from the type's rates: in another
    // currency, no rate converts them. Said for any change (dates, guests, a late check-out), not a move of type.
    if (type.currency !== current.currency)
      throw new Clash('stay.ratesOtherCurrency', {
        roomType: type.description,
        currency: type.currency,
        stayCurrency: current.currency,
      });
    return rates(date);
  });
  return { totalCents: nightsTotal(nightPrices), nightPrices };
}

/** A booking's breakdown: the rates' nights when its total is theirs (or it has none: an import), else none (a hand price). */
export function priceOfBooking(
  type: RoomTypeRecord,
  nightOf: NightOf,
  dates: readonly string[],
  guests: number,
  totalCents: number | undefined,
): { totalCents: number; nightPrices?: NightPrice[] } {
  const nightPrices = priceNights(type.kind, guests, dates, rateOf(type, nightOf));
  const rated = nightsTotal(nightPrices);
  if (totalCents !== undefined && totalCents !== rated) return { totalCents };
  return { totalCents: rated, nightPrices };
}
