import { randomUUID } from 'node:crypto';
import { acceptCaptcha } from '../accounts/captcha';
import { hashPassword } from '../accounts/password-hasher';
import { limits, throttle } from '../accounts/throttle';
import { queuedMailPut } from '../data/outbox-repository';
import { users, type UserRecord } from '../data/user-repository';
import type { PropertyRecord } from '../data/property-repository';
import { newTenantId } from '../data/tenant';
import { defineHandler } from '../http/define-handler';

function knownTimeZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** Creates the property and its admin, and queues the confirmation mail, in one transaction. */
export const handler = defineHandler('register', async ({ body, sourceIp }) => {
  await throttle.reserveAll('Too many sign-ups from this address.', limits.mailByAddress(sourceIp));
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
  // The account and its confirmation mail are saved together: the mailer sends it moments later,
  // and retries while the mail service is down.
  await users.createWithProperty(property, owner, [queuedMailPut('verify-email', owner.email)]);
  return { msg: 'Account created. Check your email to confirm your address', emailQueued: true };
});
