import { defineHandler } from '../http/define-handler';
import { cancelStay, openStay } from '../reservations/stay-link-actions';

/** The guest cancels within the free-cancellation policy: the nights are released at once, both sides are emailed. */
export const handler = defineHandler('cancelGuestStay', async ({ params }) => cancelStay(await openStay(params.token)));
