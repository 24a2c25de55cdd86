import { describe, expect, it } from 'vitest';
import { ApiUser, GOOD_PASSWORD, signedInOwner, signedUpOwner } from '../support/api';
import { fixtureMember } from '../support/owner-fixture';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { emailLock, itemsOfProperty, sessionClaims, TABLE, table } from '../support/table';

describe('delete account', () => {
  it("the admin's deletion closes the property: no session or sign-in, the data and the email kept for a restore", async () => {
    // The real sign-up: whatever it leaves behind stays for 30 days (recoverable-deletion.test.ts purges it).
    const { user, email, password } = await signedUpOwner();
    const profile = await user.call('GET', '/users/profile');
    const claims = sessionClaims(user.cookie);

    const response = await user.call('DELETE', '/users/accounts/delete/');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ msg: 'Account deleted successfully' });
    expect(response.setCookies[0]).toMatch(/Max-Age=0/);

    expect((await user.call('GET', '/users/validate')).status).toBe(401);
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password })).status).toBe(403);
    expect((await itemsOfProperty(claims.pid)).map((item) => item.sk)).toContain('PROPERTY');
    expect(await emailLock(email)).toBeDefined();
    expect(profile.status).toBe(200);
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

  it("with the dialog's confirmation: a wrong password or name deletes nothing, the right ones close the property", async () => {
    const { user, email, password } = await signedInOwner({ propertyName: 'Hostel Río, "Centro"' });
    const propertyId = sessionClaims(user.cookie).pid;
    const before = await itemsOfProperty(propertyId);

    const wrongPassword = await user.call('DELETE', '/users/accounts/delete', {
      password: 'not-the-Password-42!!',
      propertyName: 'Hostel Río, "Centro"',
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ msg: 'The password is not correct' });
    const wrongName = await user.call('DELETE', '/users/accounts/delete', { password, propertyName: 'Hostel Rio, "Centro"' });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body).toEqual({ msg: "Type the property's name exactly" });
    const partial = await user.call('DELETE', '/users/accounts/delete', { password });
    expect(partial.status).toBe(400);
    // Nothing was deleted: the partition holds what it held (no attempt counter lives in it).
    expect(await itemsOfProperty(propertyId)).toEqual(before);
    expect(await emailLock(email)).toBeDefined();
    expect((await user.call('GET', '/users/validate')).status).toBe(200);

    const confirmed = await user.call('DELETE', '/users/accounts/delete', { password, propertyName: ' Hostel Río, "Centro" ' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ msg: 'Account deleted successfully' });
    expect((await itemsOfProperty(propertyId)).find((item) => item.sk === 'PROPERTY')).toHaveProperty('closedAt');
    expect((await user.call('GET', '/users/validate')).status).toBe(401);
  });

  it('a wrong password is throttled like sign-in, so a stolen session cannot guess it', async () => {
    const { user, password } = await signedInOwner();
    const propertyId = sessionClaims(user.cookie).pid;
    const guess = () =>
      user.call('DELETE', '/users/accounts/delete', { password: 'guessed-Password-42!!', propertyName: 'Casa Azul Hostel' });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess()).status).toBe(400);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Even the right password waits now: the window is full.
    expect((await user.call('DELETE', '/users/accounts/delete', { password, propertyName: 'Casa Azul Hostel' })).status).toBe(429);
    expect((await itemsOfProperty(propertyId)).find((item) => item.sk === 'PROPERTY')).not.toHaveProperty('closedAt');
  });

  it('an ended window of wrong passwords opens afresh: guesses from a quarter-hour ago block nothing now', async () => {
    const { user, email, password } = await signedInOwner();
    const propertyId = sessionClaims(user.cookie).pid;
    // Five guesses whose window ended a minute ago, as the counter would stand after them.
    const ended = Math.floor(Date.now() / 1000) - 60;
    await table().send(
      new PutCommand({
        TableName: TABLE,
        Item: { pk: `RATE#signin-account#${email}`, sk: 'WINDOW', type: 'rateCounter', count: 5, expiresAt: ended },
      }),
    );
    const guess = await user.call('DELETE', '/users/accounts/delete', {
      password: 'guessed-Password-42!!',
      propertyName: 'Casa Azul Hostel',
    });
    expect(guess.status).toBe(400);
    expect((await user.call('GET', '/users/validate')).status).toBe(200);
    expect((await user.call('DELETE', '/users/accounts/delete', { password, propertyName: 'Casa Azul Hostel' })).status).toBe(200);
    expect((await itemsOfProperty(propertyId)).find((item) => item.sk === 'PROPERTY')).toHaveProperty('closedAt');
  });

  it("a team member's confirmation is their password; the property's name is not asked", async () => {
    const { user: owner } = await signedInOwner();
    const propertyId = sessionClaims(owner.cookie).pid;
    const member = await fixtureMember(propertyId, 'employee');
    expect((await member.user.call('DELETE', '/users/accounts/delete', { password: 'wrong-Password-42!!', propertyName: '' })).status).toBe(
      400,
    );
    expect((await member.user.call('GET', '/users/validate')).status).toBe(200);
    expect((await member.user.call('DELETE', '/users/accounts/delete', { password: GOOD_PASSWORD, propertyName: '' })).status).toBe(200);
    expect(await emailLock(member.email)).toBeUndefined();
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
