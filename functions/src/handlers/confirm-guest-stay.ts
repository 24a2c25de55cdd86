import { defineHandler } from '../http/define-handler';
import { confirmStay, openStay } from '../reservations/stay-link-actions';

/** The guest confirms a booking held for them: the hold ends, the staff are told (booking-page.md, "Held until the guest confirms"). */
export const handler = defineHandler('confirmGuestStay', async ({ params }) => confirmStay(await openStay(params.token)));
