import { guests } from '../data/guest-repository';
import { defineHandler } from '../http/define-handler';
import { guestView } from '../reservations/views';

/** The dialog's first step: the property's guest with this email, or null (200) to open an empty form. */
export const handler = defineHandler('findGuestByEmail', async ({ query, session }) => {
  const guest = await guests.findByEmail(session.propertyId, query.q);
  return guest ? guestView(guest) : null;
});
