import { guests, type GuestRecord } from '../data/guest-repository';
import { reservations, type ReservationRecord } from '../data/reservation-repository';
import type { TenantId } from '../data/tenant';
import { Missing } from '../domain-errors';

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

export { TYPE_DELETED, typeToMoveWithin } from './stay-rules';
