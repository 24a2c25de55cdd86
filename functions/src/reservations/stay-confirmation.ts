import type { MessageId } from '@hostel/shared/i18n/message';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import type { GuestRecord } from '../data/guest-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import { Clash } from '../domain-errors';

// The desk sends a guest their booking's confirmation again (a mail lost in an outage, a typo fixed since).

export const NOT_BOOKED = 'stay.onlyBookedStayHasConfirmation' satisfies MessageId;
export const NO_EMAIL = 'stay.guestNoEmailForConfirmation' satisfies MessageId;
export const CONFIRMATION_QUEUED = 'stay.confirmationOnItsWay' satisfies MessageId;

/** Where a stay's confirmation goes: the address the guest booked with on the page, else the guest's own. */
export function confirmationRecipient(record: ReservationRecord, guest: GuestRecord | undefined): string {
  if (!isLive(record.status)) throw new Clash(NOT_BOOKED);
  const email = record.guestErased ? undefined : (record.guestEmail ?? (guest?.erased ? undefined : guest?.email));
  if (!email) throw new Clash(NO_EMAIL);
  return email;
}
