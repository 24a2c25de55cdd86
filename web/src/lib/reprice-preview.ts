import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { fromCents, toCents } from '@hostel/shared/domain/money';
import { nightsTotal, repriceNights } from '@hostel/shared/domain/stay-price';

// The total a change of dates, guests or room type will have, shown before it is saved: the server's own repricing
// (shared/src/domain/stay-price.ts) on the reservation's nightly prices and the rates read for the new nights.

export interface NewStay {
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Another room type the stay moves to: every night priced from its rates. */
  roomTypeId?: string;
}

/** The repriced total, or undefined while the rates of a night that needs them are not read (other nights, still loading), or are in another currency. */
export function repricedTotal(reservation: Reservation, next: NewStay, rates: RatesAndAvailability | undefined): number | undefined {
  const typeId = next.roomTypeId ?? reservation.room_type_id;
  const type = rates?.room_types.find((candidate) => candidate._id === typeId);
  if (!type) return undefined;
  const rateOf = new Map(type.nights.map((night) => [night.date, toCents(night.rate)]));
  const before = {
    checkIn: reservation.check_in,
    checkOut: reservation.check_out,
    guests: reservation.number_of_guest,
    roomTypeId: reservation.room_type_id,
    totalCents: toCents(reservation.total_price),
    currency: reservation.currency,
    nightPrices: (reservation.nightly_prices ?? []).map((night) => ({ date: night.date, cents: toCents(night.price) })),
  };
  let unread = false;
  const nights = repriceNights(before, { ...next, roomTypeId: typeId }, type.type, (date) => {
    const cents = rateOf.get(date);
    // A night priced in another currency than the stay's has no total to show: the server refuses it unless the price is kept.
    if (cents === undefined || type.currency !== reservation.currency) unread = true;
    return cents ?? 0;
  });
  return unread ? undefined : fromCents(nightsTotal(nights));
}
