import { defineHandler } from '../http/define-handler';
import { guestOf } from '../reservations/records-of';
import { guestView } from '../reservations/views';

export const handler = defineHandler('getGuest', async ({ params, session }) => ({
  msg: guestView(await guestOf(session.propertyId, params.id)),
}));
