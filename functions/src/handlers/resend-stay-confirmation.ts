import { message } from '@hostel/shared/i18n/message';
import { limits, throttle } from '../accounts/throttle';
import { guests } from '../data/guest-repository';
import { outbox } from '../data/outbox-repository';
import { defineHandler } from '../http/define-handler';
import { reservationOf } from '../reservations/records-of';
import { CONFIRMATION_QUEUED, confirmationRecipient } from '../reservations/stay-confirmation';

/**
 * The desk sends the guest their stay's confirmation again, through the outbox as every mail (the mailer
 * writes it from the stay as it is then), at most a few times a day per stay.
 */
export const handler = defineHandler('resendStayConfirmation', async ({ params, session }) => {
  const tenant = session.propertyId;
  const record = await reservationOf(tenant, params.id);
  const guest = await guests.get(tenant, record.guestId);
  const email = confirmationRecipient(record, guest);
  await throttle.reserveAll('stay.confirmationSentTooOften', limits.stayConfirmation(tenant, record.id));
  await outbox.queueStay('stay-booked-guest', email, tenant, record.id);
  return { msg: message(CONFIRMATION_QUEUED), sent_to: email };
});
