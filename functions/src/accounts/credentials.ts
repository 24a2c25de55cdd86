import type { MessageId } from '@hostel/shared/i18n/message';
import { ERROR_CODES } from '@hostel/shared/api/error-codes';
import { users, type UserRecord } from '../data/user-repository';
import { SignInNeeded } from '../domain-errors';
import { acceptCaptcha } from './captcha';
import { spendVerifyTime, verifyPassword } from './password-hasher';
import { limits, throttle, tooMany } from './throttle';

export const WRONG_CREDENTIALS = 'account.wrongEmailPassword' satisfies MessageId;
export const CAPTCHA_REQUIRED = 'account.tooManyFailedSign' satisfies MessageId;

export interface Credentials {
  username: string;
  password: string;
  captchaToken?: string | undefined;
}

/**
 * The user whose email and password these are, under sign-in's rules (sign-in and restoring a closed
 * property share them, and their counters). Each attempt is reserved under the limits before the
 * password is checked, and given back if the password is right. Past the address's limit the answer is
 * 429; past the account's, a solved captcha lets the attempt through, so a stranger's guesses cannot
 * lock the owner out.
 */
export async function checkCredentials(body: Credentials, sourceIp: string): Promise<UserRecord> {
  const [address, account] = await Promise.all([
    throttle.reserve(limits.signInAddress(sourceIp)),
    throttle.reserve(limits.signInAccount(body.username)),
  ]);
  if (!address.taken) {
    await throttle.giveBack(account.taken ? account.reservation : undefined);
    throw tooMany('account.tooManyFailedSign2', address.retryAfterSeconds);
  }
  if (!account.taken) {
    if (!body.captchaToken) throw new SignInNeeded(CAPTCHA_REQUIRED).withCode(ERROR_CODES.captchaRequired);
    await acceptCaptcha(body.captchaToken);
  }
  const user = await users.findByEmail(body.username);
  // Unknown emails cost the same time as wrong passwords, and get the same answer.
  const passwordMatches = user
    ? await verifyPassword(body.password, user.passwordHash)
    : await spendVerifyTime(body.password).then(() => false);
  // The next attempt on this account still needs a captcha.
  if (!user || !passwordMatches)
    throw new SignInNeeded(WRONG_CREDENTIALS).withCode(account.taken ? undefined : ERROR_CODES.captchaRequired);
  await throttle.giveBack(address.reservation, account.taken ? account.reservation : undefined);
  return user;
}
