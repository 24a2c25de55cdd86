import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { i18n } from '../../../lib/i18n/i18n';

/** `Dorm 6 (Dorm)`: a room type with its kind, as the booking's select names it. */
export function roomTypeLabel(type: Pick<RoomType, 'description' | 'type'>): string {
  const key = type.type === 'dorm' ? 'newReservation.booking.dormOption' : 'newReservation.booking.privateOption';
  return i18n.t(key, { description: type.description });
}

/** As the walk-in offers it: with how many units are free tonight once that is read. */
export function walkInTypeOption(type: Pick<RoomType, 'description' | 'type'>, free: number | undefined): string {
  const label = roomTypeLabel(type);
  if (free === undefined) return label;
  const key = type.type === 'dorm' ? 'newReservation.walkIn.freeBeds' : 'newReservation.walkIn.freeRooms';
  return i18n.t(key, { type: label, count: free });
}
