import { describe, expect, it } from 'vitest';
import { ApiUser, register, signedInOwner } from '../support/api';
import { latestMail, linkIn, tokenFrom } from '../support/mailbox';
import { emailLock, itemsOfProperty, sessionClaims } from '../support/table';

// Requests that race over one account. A lost race is a 4xx with a message, never a 500, and the
// table holds no orphan afterwards.

const NEXT = 'Racing-Secret-2024!!';

const sessionsOf = async (propertyId: string) =>
  (await itemsOfProperty(propertyId)).filter((item) => String(item.sk).startsWith('SESSION#'));

describe('races over one account', () => {
  it('a password change racing the account deletion is never a 500 and leaves no session behind', async () => {
    const { user, email, password } = await signedInOwner();
    const propertyId = sessionClaims(user.cookie).pid;
    const sameSession = new ApiUser();
    sameSession.cookie = user.cookie;

    // Both in flight at once: the deletion is quick, the change spends two scrypt runs before writing.
    const [deleted, changed] = await Promise.all([
      user.call('DELETE', '/users/accounts/delete'),
      sameSession.call('PUT', '/users/profile/change-pass', { currentPassword: password, newPassword: NEXT, confirmPassword: NEXT }),
    ]);
    expect(deleted.status).toBe(200);
    // Usually the deletion wins (the change spends two scrypt runs first) and the change is told why; on a
    // machine where the change writes first it succeeds and the deletion still closes the property.
    expect([200, 401, 409]).toContain(changed.status);
    expect(changed.body.msg).toEqual(expect.any(String));

    expect(await sessionsOf(propertyId)).toEqual([]);
    expect(await emailLock(email)).toBeDefined();
    for (const candidate of [password, NEXT]) {
      expect([401, 403]).toContain((await new ApiUser().call('POST', '/users/auth', { username: email, password: candidate })).status);
    }
  });

  it('a sign-in racing the account deletion gets no session that outlives the closure', async () => {
    const { user, email, password } = await signedInOwner();
    const propertyId = sessionClaims(user.cookie).pid;
    const racer = new ApiUser();
    const [deleted, signedIn] = await Promise.all([
      user.call('DELETE', '/users/accounts/delete'),
      racer.call('POST', '/users/auth', { username: email, password }),
    ]);
    expect(deleted.status).toBe(200);
    expect([200, 403, 409]).toContain(signedIn.status);
    expect(await sessionsOf(propertyId)).toEqual([]);
    expect((await racer.call('GET', '/users/validate')).status).toBe(401);
  });

  it('a confirmation link opened by two clients at once verifies once and errs for neither', async () => {
    const { email } = await register();
    const token = tokenFrom(linkIn(await latestMail(email, /confirm/i), '/accounts/email-validation/'));
    const answers = await Promise.all(
      [new ApiUser(), new ApiUser(), new ApiUser()].map((client) => client.call('GET', `/users/confirm-email/${token}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.msg).sort()).toEqual([
      'Email verified successfully',
      'Your email is already verified',
      'Your email is already verified',
    ]);
  });
});
