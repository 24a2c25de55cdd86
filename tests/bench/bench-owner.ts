// The one way a bench gets a property to measure: a verified owner, signed in.
import type { Challenge } from 'altcha-lib';
import { captchaAnswer } from '../support/captcha-answer';
import type { LocalStack } from '../../local/local-stack';
import { latestMail, linkIn, tokenFrom } from '../support/mailbox';
import { caller, json } from './bench-stack';

const PASSWORD = 'Bench-Password-2024!!';

export interface BenchOwner {
  email: string;
  password: string;
  /** The session cookie, `name=value`, ready for a Cookie header. */
  cookie: string;
  propertyId: string;
}

export interface BenchOwnerOptions {
  /** The owner's first name; the property is "<name> Hostel". */
  name?: string;
}

/** A random documentation-range address per owner, so the benches' sign-ups never share a throttle. */
function viewerAddress(): string {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8::${group()}:${group()}:${group()}:443`;
}

/**
 * Signs up, waits for the confirmation mail (the mailer sends it from the table's stream a moment after
 * the sign-up answered), confirms by its link and signs in. Behind this one function so that writing
 * the owner straight into the table can replace it.
 */
export async function benchOwner(stack: LocalStack, { name = 'Bench' }: BenchOwnerOptions = {}): Promise<BenchOwner> {
  const call = caller(stack);
  const headers = { 'cloudfront-viewer-address': viewerAddress() };
  const email = `bench-${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const challenge = (await (await call('GET', '/captcha/challenge')).json()) as Challenge;
  const captchaToken = await captchaAnswer(challenge);
  const registered = await call(
    'POST',
    '/users/register',
    { firstName: name, propertyName: `${name} Hostel`, username: email, password: PASSWORD, acceptTerms: true, captchaToken },
    undefined,
    headers,
  );
  if (registered.status !== 201) throw new Error(`bench owner: sign-up answered ${registered.status} ${await registered.text()}`);
  const mail = await latestMail(email, /confirm/i, 30_000, stack.mailboxUrl);
  const token = tokenFrom(linkIn(mail, '/accounts/email-validation/'));
  const confirmed = await call('GET', `/users/confirm-email/${encodeURIComponent(token)}`, undefined, undefined, headers);
  if (!confirmed.ok) throw new Error(`bench owner: confirming answered ${confirmed.status} ${await confirmed.text()}`);
  const signIn = await call('POST', '/users/auth', { username: email, password: PASSWORD }, undefined, headers);
  const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0];
  if (!signIn.ok || !cookie) throw new Error(`bench owner: sign-in answered ${signIn.status} ${await signIn.text()}`);
  const claims = JSON.parse(Buffer.from(cookie.split('=')[1]!.split('.')[1]!, 'base64url').toString()) as { pid: string };
  return { email, password: PASSWORD, cookie, propertyId: claims.pid };
}

/** The benches' two room types, made through the API: a 10-bed dorm at 20 and five doubles at 50 (USD). */
export async function benchRoomTypes(stack: LocalStack, cookie: string): Promise<{ dorm: any; double: any }> {
  const call = caller(stack);
  const create = (body: Record<string, unknown>) => json(call('POST', '/room-types/create', { ...body, currency: 'USD' }, cookie));
  const dorm = await create({ description: 'Dorm 10', type: 'dorm', max_occupancy: 10, inventory: 1, base_rate: 20 });
  const double = await create({ description: 'Double', type: 'private', max_occupancy: 2, inventory: 5, base_rate: 50 });
  return { dorm, double };
}
