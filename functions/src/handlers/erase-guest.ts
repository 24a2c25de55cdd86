import { defineHandler } from '../http/define-handler';
import { eraseGuest } from '../reservations/guest-changes';
import { message } from '@hostel/shared/i18n/message';

/** "Delete Guest": the personal data goes; the reservations keep their dates, beds and money. */
export const handler = defineHandler('eraseGuest', async ({ params, session }) => {
  await eraseGuest(session.propertyId, params.id);
  return { msg: message('stay.guestDataDeleted') };
});
