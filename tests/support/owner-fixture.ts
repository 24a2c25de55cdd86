import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { ApiUser, GOOD_PASSWORD, uniqueEmail, type MemberRole, type RegisterInput } from './api';
import { configureFunctions } from './in-process';

// A verified owner (and staff) written straight into the table by the data layer's own functions,
// from the records the register and create-user handlers build: the same items a sign-up, its email
// link and an added member leave, without the captcha, the mail round trip or a scrypt per account.
// The session is the session module's own: its item written and its cookie signed with the stack's key.
// The real journeys (register, confirm, sign in, reset, invite, delete) keep the API path: api.ts.

type Modules = Awaited<ReturnType<typeof load>>;

async function load() {
  // The functions read their settings once per process: point them at the test stack first.
  if (!process.env.TABLE_NAME) configureFunctions();
  const [records, hasher, session, userRepository, teamRepository, tenant, db] = await Promise.all([
    import('../../functions/src/accounts/new-accounts'),
    import('../../functions/src/accounts/password-hasher'),
    import('../../functions/src/accounts/session'),
    import('../../functions/src/data/user-repository'),
    import('../../functions/src/data/team-repository'),
    import('../../functions/src/data/tenant'),
    import('../../functions/src/data/db-client'),
  ]);
  return { ...records, ...hasher, ...session, ...userRepository, ...teamRepository, ...tenant, ...db };
}

let loading: Promise<Modules> | undefined;
const modules = () => (loading ??= load());

// One real scrypt hash per password and process, reused by every account: each has its own salt in
// production, and nothing here reads the salt. The usual password's hash comes made from the global
// setup, once per run: a scrypt costs about 0.4 s of CPU, and most test files use only that password.
const hashes = new Map<string, Promise<string>>();
async function hashOf(password: string): Promise<string> {
  const { hashPassword } = await modules();
  if (!hashes.has(password)) {
    // A project without the stack's global setup has no hash handed over: it makes its own.
    const made = password === GOOD_PASSWORD ? inject('goodPasswordHash') : undefined;
    hashes.set(password, made ? Promise.resolve(made) : hashPassword(password));
  }
  return hashes.get(password)!;
}

/** A session for the user, as a sign-in starts it: the item in the table, the signed cookie. */
async function signedIn(propertyId: string, userId: string): Promise<ApiUser> {
  const { users, startSession, trustedTenant } = await modules();
  const record = await users.get(trustedTenant(propertyId), userId);
  if (!record) throw new Error(`no user ${userId} in property ${propertyId}`);
  const user = new ApiUser();
  user.cookie = (await startSession(record)).split(';')[0]!;
  return user;
}

export interface FixtureOwner {
  user: ApiUser;
  email: string;
  password: string;
  propertyId: string;
  userId: string;
}

/** A new property with its verified admin, signed in: what register + the email link + sign-in leave. */
export async function fixtureOwner(input: RegisterInput & { timeZone?: string } = {}): Promise<FixtureOwner> {
  const m = await modules();
  const password = input.password ?? GOOD_PASSWORD;
  const { property, owner } = m.signUpRecords({
    propertyName: input.propertyName ?? 'Casa Azul Hostel',
    timeZone: input.timeZone,
    email: input.username ?? uniqueEmail(),
    firstName: input.firstName ?? 'Ana',
    passwordHash: await hashOf(password),
  });
  await m.users.createWithProperty(property, owner);
  // The email link's own write: verified, with its time.
  await m.db().send(new UpdateCommand(m.userWrites.markVerified(property.id, owner.id).Update));
  return { user: await signedIn(property.id, owner.id), email: owner.email, password, propertyId: property.id, userId: owner.id };
}

/** A manager or employee of the owner's property with a password (as the team page adds one), signed in. */
export async function fixtureMember(
  propertyId: string,
  role: MemberRole,
  firstName = role === 'manager' ? 'Marta' : 'Emilio',
): Promise<{ user: ApiUser; email: string; id: string }> {
  const m = await modules();
  const tenant = m.trustedTenant(propertyId);
  const member = m.memberRecord(tenant, {
    email: uniqueEmail(role),
    firstName,
    lastName: 'Staff',
    role,
    passwordHash: await hashOf(GOOD_PASSWORD),
  });
  await m.team.add(tenant, member, { invite: false });
  return { user: await signedIn(propertyId, member.id), email: member.email, id: member.id };
}

/** Gives the browser the user's session cookie, so its pages open signed in without the sign-in form. */
export async function signInContext(context: BrowserContext, user: ApiUser): Promise<void> {
  const [name, value] = user.cookie.split(/=(.*)/s) as [string, string];
  const domain = new URL(inject('appUrl')).hostname;
  await context.addCookies([{ name, value, domain, path: '/', secure: name.startsWith('__Host-'), httpOnly: true, sameSite: 'Strict' }]);
}
