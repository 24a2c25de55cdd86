import { describe, expect, it } from 'vitest';
import { ApiUser, signedInOwner, uniqueEmail } from '../support/api';
import { latestMail, linkIn, MAIL_WAIT_MS, mailsTo, tokenFrom } from '../support/mailbox';
import { claimsOf, expiredCopy } from '../support/tokens';

const NEW_PASSWORD = 'brand-New-Secret-77??';

async function resetToken(email: string): Promise<string> {
  return tokenFrom(linkIn(await latestMail(email, /reset/i), '/accounts/reset-password/new/'));
}

/** Asks for a reset link and returns it, once its mail (the count-th to this address) has arrived. */
async function requestResetLink(email: string, count: number): Promise<string> {
  expect((await new ApiUser().call('POST', '/users/reset-password/init-change-pass', { username: email })).status).toBe(200);
  const started = Date.now();
  for (;;) {
    const mails = (await mailsTo(email)).filter((mail) => /reset/i.test(mail.subject));
    if (mails.length >= count) return tokenFrom(linkIn(mails[count - 1]!, '/accounts/reset-password/new/'));
    if (Date.now() - started > MAIL_WAIT_MS) throw new Error(`reset mail ${count} to ${email} did not arrive`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function finish(token: string, newPassword = NEW_PASSWORD) {
  return new ApiUser().call('PUT', `/users/reset-password/finish-change-pass/${token}`, { newPassword, repeatNewPassword: newPassword });
}

describe('password reset', () => {
  it('answers the same for known and unknown emails, and mails only real accounts', async () => {
    const { email } = await signedInOwner();
    const ghost = uniqueEmail('ghost');
    const user = new ApiUser();
    const unknown = await user.call('POST', '/users/reset-password/init-change-pass/', { username: ghost });
    const known = await user.call('POST', '/users/reset-password/init-change-pass/', { username: email });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    // The mailer takes queued mail in order: once the later request's mail is out, the earlier one was handled.
    await latestMail(email, /reset/i);
    expect(await mailsTo(ghost)).toEqual([]);
  });

  it('sets the new password through the emailed link, once, and ends existing sessions', async () => {
    const { user: signedIn, email, password } = await signedInOwner();
    const user = new ApiUser();
    await user.call('POST', '/users/reset-password/init-change-pass', { username: email });
    const token = await resetToken(email);
    const mismatch = await user.call('PUT', `/users/reset-password/finish-change-pass/${token}`, {
      newPassword: NEW_PASSWORD,
      repeatNewPassword: 'other',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual([{ msg: 'Password do not match', path: 'repeatNewPassword' }]);
    const weak = await user.call('PUT', `/users/reset-password/finish-change-pass/${token}`, {
      newPassword: 'weak',
      repeatNewPassword: 'weak',
    });
    expect(weak.status).toBe(400);

    const done = await user.call('PUT', `/users/reset-password/finish-change-pass/${token}`, {
      newPassword: NEW_PASSWORD,
      repeatNewPassword: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ msg: 'Password modified successfully' });
    const reused = await user.call('PUT', `/users/reset-password/finish-change-pass/${token}`, {
      newPassword: NEW_PASSWORD,
      repeatNewPassword: NEW_PASSWORD,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toMatch(/already been used/);

    expect((await signedIn.call('GET', '/users/validate')).status).toBe(401);
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password })).status).toBe(401);
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('a newer link ends every older one, before and after the newer one is used', async () => {
    const { email } = await signedInOwner();
    const older = await requestResetLink(email, 1);
    const newer = await requestResetLink(email, 2);
    const refused = await finish(older);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ msg: 'This link is not valid or has already been used' });
    expect((await finish(newer)).status).toBe(200);
    expect((await finish(older, 'Yet-Another-Secret-55!!')).status).toBe(400);
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('a password change in the profile ends every reset link sent before', async () => {
    const { user, email, password } = await signedInOwner();
    const link = await requestResetLink(email, 1);
    const changed = await user.call('PUT', '/users/profile/change-pass', {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const refused = await finish(link, 'Yet-Another-Secret-55!!');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/already been used/);
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('a completed reset leaves no link of the user working, the one used included', async () => {
    const { email } = await signedInOwner();
    const first = await requestResetLink(email, 1);
    const second = await requestResetLink(email, 2);
    const third = await requestResetLink(email, 3);
    expect((await finish(third)).status).toBe(200);
    for (const used of [first, second, third]) expect((await finish(used, 'Yet-Another-Secret-55!!')).status).toBe(400);
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('answers an expired reset link with "jwt expired"', async () => {
    const { email } = await signedInOwner();
    await new ApiUser().call('POST', '/users/reset-password/init-change-pass', { username: email });
    const token = await resetToken(email);
    const claims = claimsOf(token);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600);
    const expired = await expiredCopy(token);
    const response = await new ApiUser().call('PUT', `/users/reset-password/finish-change-pass/${expired}`, {
      newPassword: NEW_PASSWORD,
      repeatNewPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg: 'jwt expired' });
  });

  it('throttles reset requests per email', async () => {
    const email = uniqueEmail('reset-throttle');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await new ApiUser().call('POST', '/users/reset-password/init-change-pass', { username: email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('throttles emails sent per address, whatever the email asked for', async () => {
    const sameVisitor = new ApiUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await sameVisitor.call('POST', '/users/reset-password/init-change-pass', { username: uniqueEmail('spray') })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another visitor is not affected.
    expect((await new ApiUser().call('POST', '/users/reset-password/init-change-pass', { username: uniqueEmail('other') })).status).toBe(
      200,
    );
  });
});
