import type { GuestBody } from '@hostel/shared/api/guest-schemas';
import { ConditionFailed } from '../data/data-errors';
import { GUEST_ERASED, GuestChanged, guests, type GuestDetails, type GuestRecord } from '../data/guest-repository';
import { reservations, type ReservationRecord } from '../data/reservation-repository';
import type { TenantId } from '../data/tenant';
import { NotFound } from '../http/errors';

// The caller's guests and reservations by id: another property's id is simply not found (its keys
// start with the caller's property, from the session).

export async function guestOf(tenant: TenantId, id: string): Promise<GuestRecord> {
  const guest = await guests.get(tenant, id);
  if (!guest) throw new NotFound('Guest not found');
  return guest;
}

export async function reservationOf(tenant: TenantId, id: string): Promise<ReservationRecord> {
  const reservation = await reservations.get(tenant, id);
  if (!reservation) throw new NotFound('Reservation not found');
  return reservation;
}

/** The form's fields as a guest's details: optional ones left out or empty are none. */
export function guestDetails(body: GuestBody): GuestDetails {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    idNumber: body.idNumber || undefined,
    phoneNumber: body.phoneNumber || undefined,
    city: body.city || undefined,
    street: body.street || undefined,
    postalCode: body.postalCode || undefined,
    countryCode: body.countryCode || undefined,
  };
}

const ATTEMPTS = 5;

/** Runs a change of a guest on fresh reads until no booking or other edit slips in between. */
async function onFreshGuest<T>(tenant: TenantId, id: string, change: (current: GuestRecord) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      return await change(await guestOf(tenant, id));
    } catch (error) {
      if (!(error instanceof GuestChanged)) throw error;
    }
  }
  throw new ConditionFailed();
}

export function updateGuest(tenant: TenantId, id: string, details: GuestDetails): Promise<GuestRecord> {
  return onFreshGuest(tenant, id, (current) => {
    if (current.erased) throw new ConditionFailed(GUEST_ERASED);
    return guests.update(tenant, current, details);
  });
}

/** Erases the guest's personal data; erasing an erased guest changes nothing. */
export function eraseGuest(tenant: TenantId, id: string): Promise<void> {
  return onFreshGuest(tenant, id, async (current) => {
    if (!current.erased) await guests.erase(tenant, current);
  });
}
