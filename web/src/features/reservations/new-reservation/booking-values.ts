import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { addDays, parseIsoDate } from '@hostel/shared/domain/dates';
import { i18n } from '../../../lib/i18n/i18n';
import type { NewReservationPreset } from '../../../lib/new-reservation';

// The reservation step's form (spec §5 "New reservation"): what it starts from, and the room type's
// bounds the fields show.

export interface BookingValues {
  [field: string]: string;
  guest_id: string;
  room_type_id: string;
  check_in: string;
  check_out: string;
  number_of_guest: string;
  total_price: string;
  currency: string;
  booking_source: string;
  reservation_status: string;
  payment_status: string;
  special_request: string;
}

/** The preset's room type and nights, else tonight (the desk's today) for one guest; the price comes from the estimate. */
export function initialBookingValues(preset: NewReservationPreset | undefined, today: string): BookingValues {
  const checkIn = preset?.checkIn && parseIsoDate(preset.checkIn) ? preset.checkIn : today;
  const checkOut = preset?.checkOut && parseIsoDate(preset.checkOut) ? preset.checkOut : addDays(checkIn, 1);
  return {
    guest_id: '',
    room_type_id: preset?.roomTypeId ?? '',
    check_in: checkIn,
    check_out: checkOut,
    number_of_guest: '1',
    total_price: '',
    currency: '',
    booking_source: 'direct',
    reservation_status: 'confirmed',
    payment_status: 'pending',
    special_request: '',
  };
}

/** The room type the form should show: the chosen one while it exists, else the first. */
export function effectiveRoomType(roomTypes: readonly RoomType[], chosen: string): RoomType | undefined {
  return roomTypes.find((type) => type._id === chosen) ?? roomTypes[0];
}

/** Most guests one booking of the type can hold: a private room's occupancy, a dorm's beds. */
export function maxGuests(roomType: Pick<RoomType, 'type' | 'max_occupancy' | 'inventory'>): number {
  return roomType.type === 'private' ? roomType.max_occupancy : roomType.max_occupancy * roomType.inventory;
}

/** Said under the guests field. */
export function guestsHint(roomType: Pick<RoomType, 'type' | 'max_occupancy' | 'inventory'>): string {
  return roomType.type === 'private'
    ? i18n.t('newReservation.booking.roomSleeps', { max: roomType.max_occupancy })
    : i18n.t('newReservation.booking.dormBeds', { beds: maxGuests(roomType) });
}
