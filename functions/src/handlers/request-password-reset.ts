import { issueEmailToken } from '../accounts/email-tokens';
import { limits, takeFromLimits } from '../accounts/throttle';
import { users } from '../data/user-repository';
import { passwordResetEmail } from '../email/account-emails';
import { trySendMail } from '../email/mailer';
import { defineHandler } from '../http/define-handler';

// One answer whether or not the email has an account: the reset form reveals nobody's accounts.
const SENT = 'If an account exists for this email, a reset link is on its way';

export const handler = defineHandler('requestPasswordReset', async ({ body, sourceIp, log }) => {
  await takeFromLimits('Too many reset requests.', limits.resetEmail(body.username), limits.mailByAddress(sourceIp));
  const user = await users.findByEmail(body.username);
  if (user) {
    const token = await issueEmailToken('reset-password', user);
    await trySendMail(passwordResetEmail(user.email, user.firstName, token), log.error);
  }
  return { msg: SENT };
});
