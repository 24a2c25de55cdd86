import { issueEmailToken } from '../accounts/email-tokens';
import { limits, takeFromLimits } from '../accounts/throttle';
import { users } from '../data/user-repository';
import { verificationEmail } from '../email/account-emails';
import { sendMail } from '../email/mailer';
import { ServiceUnavailable } from '../http/errors';
import { defineHandler } from '../http/define-handler';

// The answer is the same whether or not the email has an account waiting for confirmation.
const SENT = 'If an account is waiting for confirmation, a new email is on its way';

export const handler = defineHandler('resendVerification', async ({ body, sourceIp, log }) => {
  await takeFromLimits('Too many emails requested.', limits.resendEmail(body.email), limits.mailByAddress(sourceIp));
  const user = await users.findByEmail(body.email);
  if (user && !user.verified) {
    const token = await issueEmailToken('verify-email', user);
    try {
      await sendMail(verificationEmail(user.email, user.firstName, token));
    } catch (error) {
      log.error('email send failed', { error: (error as Error).name });
      throw new ServiceUnavailable('The email could not be sent right now. Please try again in a moment');
    }
  }
  return { msg: SENT };
});
