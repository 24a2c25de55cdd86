import { randomUUID } from 'node:crypto';
import { acceptCaptcha } from '../accounts/captcha';
import { issueEmailToken } from '../accounts/email-tokens';
import { hashPassword } from '../accounts/password-hasher';
import { limits, takeFromLimits } from '../accounts/throttle';
import { users, type UserRecord } from '../data/user-repository';
import type { PropertyRecord } from '../data/property-repository';
import { newTenantId } from '../data/tenant';
import { verificationEmail } from '../email/account-emails';
import { trySendMail } from '../email/mailer';
import { defineHandler } from '../http/define-handler';

function knownTimeZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** Creates the property and its admin in one transaction, then mails the confirmation link. */
export const handler = defineHandler('register', async ({ body, sourceIp, log }) => {
  await takeFromLimits('Too many sign-ups from this address.', limits.mailByAddress(sourceIp));
  await acceptCaptcha(body.captchaToken);
  const now = new Date().toISOString();
  const property: PropertyRecord = {
    id: newTenantId(),
    name: body.propertyName,
    timeZone: knownTimeZone(body.timeZone),
    email: body.username,
    createdAt: now,
    updatedAt: now,
  };
  const owner: UserRecord = {
    id: randomUUID(),
    propertyId: property.id,
    email: body.username,
    firstName: body.firstName,
    lastName: '',
    role: 'admin',
    passwordHash: await hashPassword(body.password),
    verified: false,
    createdAt: now,
    updatedAt: now,
  };
  await users.createWithProperty(property, owner);
  // The account exists from here on: if the mail fails, the confirm page offers to resend it.
  const token = await issueEmailToken('verify-email', owner);
  const emailSent = await trySendMail(verificationEmail(owner.email, owner.firstName, token), log.error);
  return {
    msg: emailSent
      ? 'Account created. Check your email to confirm your address'
      : 'Account created, but the confirmation email could not be sent. Use "Resend" to try again',
    emailSent,
  };
});
