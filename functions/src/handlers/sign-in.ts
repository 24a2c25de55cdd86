import { message } from '@hostel/shared/i18n/message';
import type { MessageId } from '@hostel/shared/i18n/message';
import { ERROR_CODES } from '@hostel/shared/api/error-codes';
import { acceptCaptcha } from '../accounts/captcha';
import { spendVerifyTime, verifyPassword } from '../accounts/password-hasher';
import { startSession } from '../accounts/session';
import { limits, throttle, tooMany } from '../accounts/throttle';
import { users } from '../data/user-repository';
import { Forbidden, Unauthorized } from '../http/errors';
import { Reply } from '../http/pipeline-types';
import { defineHandler } from '../http/define-handler';

export const WRONG_CREDENTIALS = 'account.wrongEmailPassword' satisfies MessageId;
export const CAPTCHA_REQUIRED = 'account.tooManyFailedSign' satisfies MessageId;

/**
 * Each attempt is reserved under the limits before the password is checked, and given back if the
 * password is right. Past the address's limit the answer is 429; past the account's, a solved
 * captcha lets the attempt through, so a stranger's guesses cannot lock the owner out.
 */
export const handler = defineHandler('signIn', async ({ body, sourceIp }) => {
  const [address, account] = await Promise.all([
    throttle.reserve(limits.signInAddress(sourceIp)),
    throttle.reserve(limits.signInAccount(body.username)),
  ]);
  if (!address.taken) {
    await throttle.giveBack(account.taken ? account.reservation : undefined);
    throw tooMany('account.tooManyFailedSign2', address.retryAfterSeconds);
  }
  if (!account.taken) {
    if (!body.captchaToken) throw new Unauthorized(CAPTCHA_REQUIRED).withCode(ERROR_CODES.captchaRequired);
    await acceptCaptcha(body.captchaToken);
  }
  const user = await users.findByEmail(body.username);
  // Unknown emails cost the same time as wrong passwords, and get the same answer.
  const passwordMatches = user
    ? await verifyPassword(body.password, user.passwordHash)
    : await spendVerifyTime(body.password).then(() => false);
  // The next attempt on this account still needs a captcha.
  if (!user || !passwordMatches)
    throw new Unauthorized(WRONG_CREDENTIALS).withCode(account.taken ? undefined : ERROR_CODES.captchaRequired);
  await throttle.giveBack(address.reservation, account.taken ? account.reservation : undefined);
  // Only someone who knows the password learns that the email still needs confirming.
  if (!user.verified) {
    throw new Forbidden('account.pleaseConfirmEmailFirst').withCode(ERROR_CODES.emailNotVerified);
  }
  return new Reply({ msg: message('account.signed') }, [await startSession(user)]);
});
