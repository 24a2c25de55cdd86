import { defineHandler } from '../http/define-handler';
import { guestStays } from '../reservations/guest-stays';

/** The guest's page: every stay, past and future, by check-in, and the total of those that count. */
export const handler = defineHandler('getGuestStays', async ({ params, session }) => guestStays(session.propertyId, params.id));
