import { defineHandler } from '../http/define-handler';
import { writeToGuest } from '../reservations/guest-messages';

/** The desk's message to the guest of a reservation, mailed in the guest's language. */
export const handler = defineHandler('writeToGuest', async ({ body, params, session }) => {
  const sentTo = await writeToGuest(session.propertyId, params.id, body.message);
  return { email_queued: true, sent_to: sentTo };
});
