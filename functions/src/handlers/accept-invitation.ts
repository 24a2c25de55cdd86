import { requestedLanguage } from '../http/answer-language';
import { defineHandler } from '../http/define-handler';
import { acceptInvitation } from '../team/invitations';
import { message } from '@hostel/shared/i18n/message';

/**
 * The invited member chooses a password through the emailed link, then signs in as usual. The page's language
 * (its request's) becomes theirs: the inviter's was only a guess for the mail.
 */
export const handler = defineHandler('acceptInvitation', async ({ body, params, headers }) => {
  await acceptInvitation(params.token, body.newPassword, requestedLanguage(headers));
  return { msg: message('account.passwordSetYouNow') };
});
