import type { MessageId } from '@hostel/shared/i18n/message';
import { guests, type GuestRecord } from '../data/guest-repository';
import { reservations, type ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { Clash, Missing } from '../domain-errors';

// The caller's guests and reservations by id: another property's id is simply not found (its keys
// start with the caller's property, from the session).

export async function guestOf(tenant: TenantId, id: string): Promise<GuestRecord> {
  const guest = await guests.get(tenant, id);
  if (!guest) throw new Missing('stay.guestNotFound');
  return guest;
}

export async function reservationOf(tenant: TenantId, id: string): Promise<ReservationRecord> {
  const reservation = await reservations.get(tenant, id);
  if (!reservation) throw new Missing('stay.reservationNotFound');
  return reservation;
}

/** A deleted type's stays keep their name and status and can still be canceled or paid, but never moved (decisions.md). */
export const TYPE_DELETED = 'stay.roomTypeDeletedStays' satisfies MessageId;

/** The room type a stay is to be moved within; gone, the move is a 409, not a 404 on a reservation that exists. */
export function typeToMoveWithin(type: RoomTypeRecord | undefined): RoomTypeRecord {
  if (!type) throw new Clash(TYPE_DELETED);
  return type;
}
