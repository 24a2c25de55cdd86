import { describe, expect, it } from 'vitest';
import { ApiUser, GOOD_PASSWORD, register, signedInOwner, signedUpOwner } from '../support/api';
import { fixtureMember } from '../support/owner-fixture';
import { emailLock, itemsOfProperty, sessionClaims } from '../support/table';

describe('delete account', () => {
  it("the admin's deletion removes the property, all its items and frees the email", async () => {
    // The real sign-up: whatever it leaves behind, the deletion must remove.
    const { user, email, password } = await signedUpOwner();
    const profile = await user.call('GET', '/users/profile');
    const claims = sessionClaims(user.cookie);

    const response = await user.call('DELETE', '/users/accounts/delete/');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ msg: 'Account deleted successfully' });
    expect(response.setCookies[0]).toMatch(/Max-Age=0/);

    expect((await user.call('GET', '/users/validate')).status).toBe(401);
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password })).status).toBe(401);
    expect(await itemsOfProperty(claims.pid)).toEqual([]);
    expect(await emailLock(email)).toBeUndefined();
    expect(profile.status).toBe(200);
    // The email can sign up again.
    expect((await register({ username: email })).response.status).toBe(201);
  });

  it("a team member's deletion removes only them and their sessions; the property stays", async () => {
    const { user: owner } = await signedInOwner();
    const propertyId = sessionClaims(owner.cookie).pid;
    const member = await fixtureMember(propertyId, 'manager');
    const [device, otherDevice] = [new ApiUser(), new ApiUser()];
    for (const client of [device, otherDevice]) {
      expect((await client.call('POST', '/users/auth', { username: member.email, password: GOOD_PASSWORD })).status).toBe(200);
    }

    const response = await device.call('DELETE', '/users/accounts/delete');
    expect(response.status).toBe(200);
    expect((await otherDevice.call('GET', '/users/validate')).status).toBe(401);
    expect(await emailLock(member.email)).toBeUndefined();
    const left = (await itemsOfProperty(propertyId)).map((item) => item.sk as string);
    expect(left.filter((sk) => sk.includes(member.id))).toEqual([]);
    expect(left).toContain('PROPERTY');
    expect((await owner.call('GET', '/users/profile')).status).toBe(200);
  });

  it('needs a session and the same origin', async () => {
    expect((await new ApiUser().call('DELETE', '/users/accounts/delete')).status).toBe(401);
    const { user } = await signedInOwner();
    const crossSite = await user.call('DELETE', '/users/accounts/delete', undefined, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect((await user.call('GET', '/users/validate')).status).toBe(200);
  });
});
