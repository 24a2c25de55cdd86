import { defineHandler } from '../http/define-handler';
import { eraseGuest } from '../reservations/guest-changes';

/** "Delete Guest": the personal data goes; the reservations keep their dates, beds and money. */
export const handler = defineHandler('eraseGuest', async ({ params, session }) => {
  await eraseGuest(session.propertyId, params.id);
  return { msg: 'Guest data deleted' };
});
