import type { MessageId } from '@hostel/shared/i18n/message';
import { limits, throttle } from '../accounts/throttle';
import { guests } from '../data/guest-repository';
import { outbox } from '../data/outbox-repository';
import type { TenantId } from '../data/tenant';
import { Clash } from '../domain-errors';
import { reservationOf } from './records-of';

// The desk writes to a guest about their stay: the text is queued through the outbox like every mail, and
// the mailer writes it in the guest's language, with the hostel's public contact and Reply-To.

export const NO_GUEST_EMAIL = 'stay.guestNoEmailToWrite' satisfies MessageId;
export const TOO_MANY_MESSAGES = 'stay.tooManyMessagesToGuest' satisfies MessageId;

/** The address a stay's mail goes to: the one typed on the booking page, else the guest's own. */
export async function guestAddressOf(tenant: TenantId, reservationId: string): Promise<string | undefined> {
  const record = await reservationOf(tenant, reservationId);
  if (record.guestErased) return undefined;
  if (record.guestEmail) return record.guestEmail;
  return (await guests.get(tenant, record.guestId))?.email || undefined;
}

/** Queues the message; at most `limits.guestMessage` a day per reservation. Answers the address it goes to. */
export async function writeToGuest(tenant: TenantId, reservationId: string, message: string): Promise<string> {
  const address = await guestAddressOf(tenant, reservationId);
  if (!address) throw new Clash(NO_GUEST_EMAIL);
  await throttle.reserveAll(TOO_MANY_MESSAGES, limits.guestMessage(tenant, reservationId));
  await outbox.queueGuestMessage(address, tenant, reservationId, message);
  return address;
}
