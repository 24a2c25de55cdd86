import { describe, expect, it } from 'vitest';
import { addedMember, ApiUser, GOOD_PASSWORD, propertyIdOf, signedUpOwner } from '../support/api';
import { fixtureMember, fixtureOwner } from '../support/owner-fixture';
import { emailLock, partition } from '../support/table';

// Most tests start from the fixture's owner instead of a real sign-up. This holds it to its promise:
// after the real journey (register, email link, sign-in, a member added) and after the fixture, the
// API reads the same and the table holds the same items, up to ids, emails, times and salts.

function normalized(value: unknown, names: Record<string, string>): unknown {
  let text = JSON.stringify(value);
  for (const [actual, placeholder] of Object.entries(names)) text = text.split(actual).join(placeholder);
  text = text
    .replace(/scrypt\$[^"]+/g, '<hash>')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/"expiresAt":\d+/g, '"expiresAt":"<ttl>"');
  return JSON.parse(text);
}

async function account(owner: { user: ApiUser; email: string }, member: { user: ApiUser; email: string; id: string }) {
  const pid = propertyIdOf(owner.user);
  const names = { [pid]: '<property>', [owner.email]: '<owner>', [owner.email.toLowerCase()]: '<owner>', [member.email]: '<member>' };
  const read = async (user: ApiUser, path: string) => {
    const response = await user.call('GET', path);
    expect(response.status, path).toBe(200);
    return normalized(response.body, names);
  };
  const items = (await partition(pid)).map((item) => normalized(item, names));
  return {
    profile: await read(owner.user, '/users/profile'),
    memberProfile: await read(member.user, '/users/profile'),
    property: await read(owner.user, '/properties'),
    team: await read(owner.user, '/users/all'),
    items: (items as { sk: string }[]).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    usage: normalized(await partition(pid, 'USAGE#'), names),
    locks: normalized([await emailLock(owner.email), await emailLock(member.email)], names),
  };
}

describe('the owner fixture', () => {
  it('leaves what a real sign-up, email link, sign-in and added member leave', async () => {
    const input = { firstName: 'Lucía', propertyName: 'Hostel del Sur' };
    const real = await signedUpOwner(input);
    const realMember = await addedMember(real.user, 'manager');

    const fixture = await fixtureOwner(input);
    const fixtureManager = await fixtureMember(fixture.propertyId, 'manager');

    const [afterSignUp, afterFixture] = await Promise.all([account(real, realMember), account(fixture, fixtureManager)]);
    expect(afterFixture).toEqual(afterSignUp);
    // Not vacuous: the owner, the member, both sessions and the plan's user count are there.
    expect(afterFixture.items.map((item) => item.sk.replace(/#.*/, '')).sort()).toEqual([
      'PROPERTY',
      'SESSION',
      'SESSION',
      'USAGE',
      'USER',
      'USER',
    ]);
    expect(afterFixture.usage).toEqual([expect.objectContaining({ count: 2 })]);
  });

  it("signs in with the fixture's password through the real sign-in", async () => {
    const { email } = await fixtureOwner();
    const user = new ApiUser();
    const signIn = await user.call('POST', '/users/auth', { username: email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await user.call('GET', '/users/profile')).body.msg.user_info.username).toBe(email);
  });
});
