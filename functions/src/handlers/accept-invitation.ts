import { defineHandler } from '../http/define-handler';
import { acceptInvitation } from '../team/invitations';

/** The invited member chooses a password through the emailed link, then signs in as usual. */
export const handler = defineHandler('acceptInvitation', async ({ body, params }) => {
  await acceptInvitation(params.token, body.newPassword);
  return { msg: 'Your password is set. You can now sign in' };
});
