import { INVALID_LINK, readEmailToken } from '../accounts/email-tokens';
import { hashPassword } from '../accounts/password-hasher';
import { sessions } from '../data/session-repository';
import { emailTokens } from '../data/token-repository';
import { BadRequest } from '../http/errors';
import { defineHandler } from '../http/define-handler';
import { message } from '@hostel/shared/i18n/message';

export const handler = defineHandler('finishPasswordReset', async ({ params, body }) => {
  const link = await readEmailToken('reset-password', params.token);
  const passwordHash = await hashPassword(body.newPassword);
  // Works only with the user's newest link, once; opening it proved the mailbox, so the email counts as verified.
  if (!(await emailTokens.useToReset(link.propertyId, link.tokenId, link.userId, passwordHash))) throw new BadRequest(INVALID_LINK);
  await sessions.removeAllForUser(link.propertyId, link.userId);
  return { msg: message('account.passwordModifiedSuccessfully') };
});
