import { guestSearchPlan, matchesGuestName } from '@hostel/shared/domain/guest-search';
import { asShortReference, shortReference } from '@hostel/shared/domain/short-reference';
import type { ReservationRecord } from '../data/reservation-repository';
import type { TenantId } from '../data/tenant';
import { findGuests } from './guest-finder';

// The reservations search's text (the page's and the header's): a short reference finds that reservation;
// anything else finds the stays whose guest's name matches (the copy on the reservation), or whose guest
// the guest search finds by name, email, phone or document (their ids, no read of the stays again), or
// whose booking-page email or phone (kept on the reservation, never on a guest the typing did not prove) matches.

/** True when the search, read as the guest search reads it, begins the email or phone typed on the booking page. */
export function matchesTypedContacts(search: string, stay: Pick<ReservationRecord, 'guestEmail' | 'guestPhone'>): boolean {
  const email = stay.guestEmail?.toLowerCase() ?? '';
  // As the guest index reads a phone: its digits from any group on, so with or without the country code.
  const groups = stay.guestPhone?.split(/\D+/).filter(Boolean) ?? [];
  const phones = groups.map((_, index) => groups.slice(index).join(''));
  return guestSearchPlan(search).prefixes.some(({ kind, token }) =>
    kind === 'email' ? email !== '' && email.startsWith(token) : kind === 'phone' && phones.some((digits) => digits.startsWith(token)),
  );
}

/** The stays of the window that the search text finds; an erased guest has no name, contacts or documents left to find. */
export async function staysMatching(tenant: TenantId, stays: ReservationRecord[], search: string): Promise<ReservationRecord[]> {
  const reference = asShortReference(search);
  if (reference) {
    const exact = stays.filter((stay) => shortReference(stay.id) === reference);
    if (exact.length > 0) return exact;
  }
  const guestIds = new Set((await findGuests(tenant, search)).map((guest) => guest.id));
  return stays.filter(
    (stay) =>
      !stay.guestErased &&
      (guestIds.has(stay.guestId) ||
        matchesGuestName(search, stay.guestFirstName ?? '', stay.guestLastName ?? '') ||
        matchesTypedContacts(search, stay)),
  );
}
