import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { nightsShort, stayNights } from '@hostel/shared/domain/stay-price';
import { repricedTotal } from './reprice-preview';

// The room types a stay could move to, as the desk sees them before saving: each with the total its rates
// give the stay's nights (the server's own repricing), or why it cannot take the stay. The server decides again.

export interface RoomTypeChoice {
  id: string;
  name: string;
  currency: string;
  /** The stay's total at this type's rates; undefined while its nights are not read. */
  total: number | undefined;
  /** Why it cannot take the stay: too small for the guests, not free every night; or priced in another currency (only with the price kept). */
  problem?: 'tooMany' | 'full' | 'otherCurrency';
}

/** Every other type of the property, in the rates' order; undefined while the stay's nights are not read. */
export function roomTypeChoices(
  reservation: Reservation,
  rates: RatesAndAvailability | undefined,
  types: readonly RoomType[] | undefined,
): RoomTypeChoice[] | undefined {
  const dates = stayNights(reservation.check_in, reservation.check_out);
  if (!rates || !types || rates.from !== dates[0] || rates.to !== dates.at(-1)) return undefined;
  const guests = reservation.number_of_guest;
  return rates.room_types
    .filter((type) => type._id !== reservation.room_type_id)
    .map((type) => {
      const kept = types.find((candidate) => candidate._id === type._id);
      const byDate = new Map(type.nights.map((night) => [night.date, night]));
      const nights = dates.map((date) => byDate.get(date) ?? { date, availability: 0 });
      const tooMany = type.type === 'private' ? guests > (kept?.max_occupancy ?? 0) : guests > type.capacity;
      const total = repricedTotal(
        reservation,
        { checkIn: reservation.check_in, checkOut: reservation.check_out, guests, roomTypeId: type._id },
        rates,
      );
      const problem = tooMany
        ? 'tooMany'
        : nightsShort(type.type, guests, nights).length > 0
          ? 'full'
          : type.currency !== reservation.currency
            ? 'otherCurrency'
            : undefined;
      return { id: type._id, name: type.description, currency: type.currency, total, ...(problem ? { problem } : {}) };
    });
}

/** Whether the stay can be moved to this choice: free and fitting, and in its currency unless the price is kept. */
export const canChoose = (choice: RoomTypeChoice, keepPrice: boolean) =>
  choice.problem === undefined || (choice.problem === 'otherCurrency' && keepPrice);
