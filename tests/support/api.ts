import type { Challenge } from 'altcha-lib';
import { inject } from 'vitest';
import { captchaAnswer } from './captcha-answer';
import { latestMail, linkIn, newAddress, tokenFrom } from './mailbox';

// A small client for API tests: speaks HTTP to the local server exactly as a browser on the app's
// origin would (Origin header, JSON), and keeps cookies per "user".

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

/** A random documentation-range address, so each simulated visitor has its own throttle. */
export function randomAddress(): string {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  // Each visitor its own /64: the booking page's limit counts an IPv6 address by its /64.
  return `2001:db8:${group()}:${group()}::${group()}:${group()}`;
}

export class ApiUser {
  cookie = '';

  constructor(
    readonly origin: string = inject('appUrl'),
    /** As CloudFront reports the visitor's address to the API. */
    readonly address: string = randomAddress(),
  ) {}

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const init: RequestInit = {
      method,
      headers: {
        origin: this.origin,
        'sec-fetch-site': 'same-origin',
        'cloudfront-viewer-address': `${this.address}:443`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    };
    const response = await fetch(`${inject('appUrl')}/api/v1${path}`, init);
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) {
      const [pair] = header.split(';');
      const [name, value] = pair!.split('=');
      this.cookie = value ? `${name}=${value}` : '';
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // keep the raw text: a test will say it was not JSON
    }
    return { status: response.status, body: parsed as T, headers: response.headers, setCookies };
  }
}

let counter = 0;

/** A unique email for each test, so tests never share accounts. */
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return newAddress(`${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`);
}

export const GOOD_PASSWORD = 'correct-Horse-42-Battery!';

/** Solves the server's captcha challenge as the widget would in a browser. */
export async function solvedCaptcha(user = new ApiUser()): Promise<string> {
  const { body: challenge } = await user.call<Challenge>('GET', '/captcha/challenge');
  return captchaAnswer(challenge);
}

export interface RegisterInput {
  firstName?: string;
  propertyName?: string;
  username?: string;
  password?: string;
  /** Not in the spec's body: the property's country and currency. */
  countryCode?: string;
  currency?: string;
  /** The Accept-Language header a browser would send. */
  acceptLanguage?: string;
}

export async function register(input: RegisterInput = {}, user = new ApiUser()) {
  const body = {
    firstName: input.firstName ?? 'Ana',
    propertyName: input.propertyName ?? 'Casa Azul Hostel',
    username: input.username ?? uniqueEmail(),
    password: input.password ?? GOOD_PASSWORD,
    acceptTerms: true,
    captchaToken: await solvedCaptcha(user),
    ...(input.countryCode === undefined ? {} : { countryCode: input.countryCode }),
    ...(input.currency === undefined ? {} : { currency: input.currency }),
  };
  const headers: Record<string, string> = input.acceptLanguage === undefined ? {} : { 'accept-language': input.acceptLanguage };
  const response = await user.call('POST', '/users/register', body, headers);
  return { response, email: body.username, password: body.password };
}

/**
 * The real sign-up journey: registers (captcha solved), confirms by the emailed link, and signs in.
 * For the tests of those flows; every other test takes signedInOwner, the fixture.
 */
export async function signedUpOwner(input: RegisterInput = {}): Promise<{ user: ApiUser; email: string; password: string }> {
  const user = new ApiUser();
  const { response, email, password } = await register(input, user);
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  const mail = await latestMail(email, /confirm/i);
  const confirmed = await user.call('GET', `/users/confirm-email/${tokenFrom(linkIn(mail, '/accounts/email-validation/'))}`);
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status}`);
  const signIn = await user.call('POST', '/users/auth', { username: email, password });
  if (signIn.status !== 200) throw new Error(`sign in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return { user, email, password };
}

/** A signed-in admin of a new property, as a sign-up leaves it, written by the fixture (owner-fixture.ts). */
export async function signedInOwner(input: RegisterInput = {}): Promise<{ user: ApiUser; email: string; password: string }> {
  // Loaded on use: the fixture imports this module.
  const { fixtureOwner } = await import('./owner-fixture');
  return fixtureOwner(input);
}

export type MemberRole = 'manager' | 'employee';

/** The real path: the owner adds a manager or employee with a password, who then signs in. */
export async function addedMember(
  owner: ApiUser,
  role: MemberRole,
  firstName = role === 'manager' ? 'Marta' : 'Emilio',
): Promise<{ user: ApiUser; email: string; id: string }> {
  const email = uniqueEmail(role);
  const created = await owner.call('POST', '/users/create', {
    username: email,
    firstName,
    lastName: 'Staff',
    password: GOOD_PASSWORD,
    role,
  });
  if (created.status !== 201) throw new Error(`create user failed: ${created.status} ${JSON.stringify(created.body)}`);
  const user = new ApiUser();
  const signIn = await user.call('POST', '/users/auth', { username: email, password: GOOD_PASSWORD });
  if (signIn.status !== 200) throw new Error(`member sign in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return { user, email, id: created.body.user._id as string };
}

/** A manager or employee of the owner's property, with a password, signed in: written by the fixture. */
export async function signedInMember(
  owner: ApiUser,
  role: MemberRole,
  firstName?: string,
): Promise<{ user: ApiUser; email: string; id: string }> {
  const { fixtureMember } = await import('./owner-fixture');
  return fixtureMember(propertyIdOf(owner), role, firstName);
}

/** The property id a signed-in user's session carries (read from the cookie's claims, as the server does). */
export function propertyIdOf(user: ApiUser): string {
  const token = user.cookie.split('=')[1] ?? '';
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).pid as string;
}
