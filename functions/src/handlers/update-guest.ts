import { defineHandler } from '../http/define-handler';
import { guestDetails, updateGuest } from '../reservations/guest-changes';
import { guestView } from '../reservations/views';

/** New details (empty optional fields cleared); the guest's reservations show the new name at once. */
export const handler = defineHandler('updateGuest', async ({ body, params, session }) =>
  guestView(await updateGuest(session.propertyId, params.id, guestDetails(body))),
);
