import { defineHandler } from '../http/define-handler';
import { openStay, viewOf } from '../reservations/stay-link-actions';

/** A guest's own stay, by the private link of its confirmation email. */
export const handler = defineHandler('getGuestStay', async ({ params }) => viewOf(await openStay(params.token)));
