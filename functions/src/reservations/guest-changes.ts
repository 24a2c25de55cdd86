import type { MessageId } from '@hostel/shared/i18n/message';
import type { GuestBody } from '@hostel/shared/api/guest-schemas';
import { ConditionFailed } from '../data/data-errors';
import { GuestChanged, guests, type GuestDetails, type GuestRecord } from '../data/guest-repository';
import type { TenantId } from '../data/tenant';
import { guestOf } from './records-of';

export const GUEST_ERASED = 'stay.guestSPersonalData' satisfies MessageId;

// Changing a guest: the form's fields as details, and the edit and erase that retry on fresh reads when a
// booking or another edit of the same guest slipped in between (guest-repository.ts says why).

/** The form's fields as a guest's details: optional ones (the email too) left out or empty are none. */
export function guestDetails(body: GuestBody): GuestDetails {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email || undefined,
    idNumber: body.idNumber || undefined,
    phoneNumber: body.phoneNumber || undefined,
    city: body.city || undefined,
    street: body.street || undefined,
    postalCode: body.postalCode || undefined,
    countryCode: body.countryCode || undefined,
    // Left out they stay; sent empty they are cleared (the repository tells the two apart).
    nationality: body.nationality,
    notes: body.notes,
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
