import { defineHandler } from '../http/define-handler';
import { findGuests } from '../reservations/guest-finder';
import { guestView } from '../reservations/views';

/** The guests whose name, email, phone or document begins with q: the dialog's suggestions and the header search. */
export const handler = defineHandler('searchGuests', async ({ query, session }) =>
  (await findGuests(session.propertyId, query.q)).map(guestView),
);
