import { countryOfAcceptLanguage, currencyOfCountry } from '@hostel/shared/domain/country-currency';
import { acceptCaptcha } from '../accounts/captcha';
import { signUpRecords } from '../accounts/new-accounts';
import { hashPassword } from '../accounts/password-hasher';
import { limits, throttle } from '../accounts/throttle';
import { queuedMailPut } from '../data/outbox-repository';
import { users } from '../data/user-repository';
import { defineHandler } from '../http/define-handler';
import { requestedLanguage } from '../http/answer-language';
import { message } from '@hostel/shared/i18n/message';

/** Creates the property and its admin, and queues the confirmation mail, in one transaction. */
export const handler = defineHandler('register', async ({ body, sourceIp, headers }) => {
  await throttle.reserveAll('account.tooManySignUps', limits.mailByAddress(sourceIp));
  await acceptCaptcha(body.captchaToken);
  const { property, owner } = signUpRecords({
    propertyName: body.propertyName,
    timeZone: body.timeZone,
    countryCode: body.countryCode || undefined,
    // A client that names no country (the spec's) gets the currency of its browser's language region.
    currency: body.currency ?? currencyOfCountry(body.countryCode || countryOfAcceptLanguage(headers['accept-language'])),
    email: body.username,
    firstName: body.firstName,
    passwordHash: await hashPassword(body.password),
    language: body.language ?? requestedLanguage(headers),
  });
  // The account and its confirmation mail are saved together: the mailer sends it moments later,
  // and retries while the mail service is down.
  await users.createWithProperty(property, owner, [queuedMailPut('verify-email', owner.email)]);
  return { msg: message('account.accountCreatedCheckEmail'), emailQueued: true };
});
