import { describe, expect, it } from 'vitest';
import { ApiUser, register, uniqueEmail } from '../support/api';
import { latestMail, linkIn, mailsTo, tokenFrom } from '../support/mailbox';
import { expiredCopy } from '../support/tokens';

async function verificationToken(email: string): Promise<string> {
  return tokenFrom(linkIn(await latestMail(email, /confirm/i), '/accounts/email-validation/'));
}

describe('email verification', () => {
  it('verifies once; the same link opened again says the email is already verified', async () => {
    const { email, password } = await register();
    const token = await verificationToken(email);
    const user = new ApiUser();
    const first = await user.call('GET', `/users/confirm-email/${token}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ msg: 'Email verified successfully' });
    // Mail clients open links to scan them: the person who clicks next must not see an error.
    const again = await user.call('GET', `/users/confirm-email/${token}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ msg: 'Your email is already verified' });
    expect((await user.call('POST', '/users/auth', { username: email, password })).status).toBe(200);
  });

  it('answers an expired link with "jwt expired"', async () => {
    const { email } = await register();
    const expired = await expiredCopy(await verificationToken(email));
    const response = await new ApiUser().call('GET', `/users/confirm-email/${expired}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg: 'jwt expired' });
  });

  it('refuses a garbled link, and a reset link used as a verification link', async () => {
    const user = new ApiUser();
    const garbled = await user.call('GET', '/users/confirm-email/abc.def.ghijklmnopqrstu');
    expect(garbled.status).toBe(400);
    expect(garbled.body.msg).toMatch(/not valid/);
    const tooShort = await user.call('GET', '/users/confirm-email/x');
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toEqual([{ msg: 'The link is not valid', path: 'token' }]);

    const { email } = await register();
    await user.call('POST', '/users/reset-password/init-change-pass', { username: email });
    const resetToken = tokenFrom(linkIn(await latestMail(email, /reset/i), '/accounts/reset-password/new/'));
    const crossed = await user.call('GET', `/users/confirm-email/${resetToken}`);
    expect(crossed.status).toBe(400);
  });

  it('resends a fresh link to an unverified account, and says the same for any email', async () => {
    const { email } = await register();
    const user = new ApiUser();
    // Mail leaves asynchronously: count from the sign-up's mail, once it is there.
    await latestMail(email, /confirm/i);
    const before = (await mailsTo(email)).length;
    const resent = await user.call('POST', '/users/resend-email-verification', { email });
    expect(resent.status).toBe(200);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(before + 1);
    expect((await user.call('GET', `/users/confirm-email/${await verificationToken(email)}`)).status).toBe(200);

    const unknown = await user.call('POST', '/users/resend-email-verification', { email: uniqueEmail('ghost') });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(resent.body);
  });

  it('throttles resending', async () => {
    const { email } = await register();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await new ApiUser().call('POST', '/users/resend-email-verification', { email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('validates the resend body', async () => {
    const response = await new ApiUser().call('POST', '/users/resend-email-verification', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual([{ msg: 'Email must be a valid email address', path: 'email' }]);
  });
});
