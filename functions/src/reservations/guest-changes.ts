import type { GuestBody } from '@hostel/shared/api/guest-schemas';
import { GuestChanged, guests, type GuestDetails, type GuestRecord } from '../data/guest-repository';
import type { TenantId } from '../data/tenant';
import { runChange, type Decision } from './change-runner';
import { decideGuestErase, decideGuestUpdate } from './guest-change-decision';
import { guestOf } from './records-of';

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

/** Runs a change of a guest on fresh reads until no booking or other edit slips in between. */
function onFreshGuest<R>(
  tenant: TenantId,
  id: string,
  decide: (current: GuestRecord) => Decision<GuestRecord, R>,
  write: (current: GuestRecord) => Promise<R>,
): Promise<R> {
  return runChange({
    read: () => guestOf(tenant, id),
    decide,
    commit: write,
    refuse: (error) => {
      if (!(error instanceof GuestChanged)) throw error;
    },
    attempts: 5,
  });
}

export function updateGuest(tenant: TenantId, id: string, details: GuestDetails): Promise<GuestRecord> {
  return onFreshGuest(tenant, id, decideGuestUpdate, (current) => guests.update(tenant, current, details));
}

/** Erases the guest's personal data; erasing an erased guest changes nothing. */
export function eraseGuest(tenant: TenantId, id: string): Promise<void> {
  return onFreshGuest(tenant, id, decideGuestErase, (current) => guests.erase(tenant, current));
}
