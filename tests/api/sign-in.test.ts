import { describe, expect, it } from 'vitest';
import { ApiUser, GOOD_PASSWORD, register, signedInOwner, signedUpOwner, uniqueEmail } from '../support/api';

describe('sign in, validate and log out', () => {
  it('sets an HttpOnly, Secure, SameSite session cookie holding no readable data in the body', async () => {
    // The whole real journey once: sign-up, the emailed link, then this sign-in.
    const { email, password } = await signedUpOwner();
    const user = new ApiUser();
    const response = await user.call('POST', '/users/auth', { username: email, password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ msg: 'Signed in' });
    const [cookie] = response.setCookies;
    expect(cookie).toMatch(/^__Host-session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=(\d+)$/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie!)![1])).toBeLessThanOrEqual(8 * 3600);
    expect(JSON.stringify(response.body)).not.toContain(user.cookie.split('=')[1]);
    expect((await user.call('GET', '/users/validate')).status).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await signedInOwner();
    const wrongPassword = await new ApiUser().call('POST', '/users/auth', { username: email, password: 'Wrong-password-12!!' });
    const unknownEmail = await new ApiUser().call('POST', '/users/auth', {
      username: uniqueEmail('nobody'),
      password: 'Wrong-password-12!!',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body).toEqual({ msg: 'Wrong email or password' });
  });

  it('refuses an unverified account and tells it to verify', async () => {
    const { email, password } = await register();
    const response = await new ApiUser().call('POST', '/users/auth', { username: email, password });
    expect(response.status).toBe(403);
    expect(response.body.msg).toMatch(/confirm your email/i);
    expect(response.setCookies).toEqual([]);
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const { user } = await signedInOwner();
    const stolen = user.cookie;
    const response = await user.call('GET', '/users/logout');
    expect(response.status).toBe(200);
    expect(response.setCookies[0]).toMatch(/^__Host-session=; .*Max-Age=0/);
    const replay = new ApiUser();
    replay.cookie = stolen;
    expect((await replay.call('GET', '/users/validate')).status).toBe(401);
    expect((await replay.call('GET', '/users/profile')).status).toBe(401);
  });

  it('refuses a missing, tampered or foreign cookie', async () => {
    const { user } = await signedInOwner();
    const anonymous = new ApiUser();
    expect((await anonymous.call('GET', '/users/validate')).status).toBe(401);
    const [name, token] = user.cookie.split('=');
    const [header, payload, signature] = token!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin', pid: 'someone-else' })).toString('base64url');
    anonymous.cookie = `${name}=${header}.${forged}.${signature}`;
    expect((await anonymous.call('GET', '/users/validate')).status).toBe(401);
    anonymous.cookie = `${name}=${header}.${payload}.${signature}x`;
    expect((await anonymous.call('GET', '/users/validate')).status).toBe(401);
    // An unsigned token (alg none) is refused by the algorithm allow-list.
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    anonymous.cookie = `${name}=${none}.${payload}.`;
    expect((await anonymous.call('GET', '/users/validate')).status).toBe(401);
  });

  it('validates the sign-in body', async () => {
    const user = new ApiUser();
    const missing = await user.call('POST', '/users/auth', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual([
      { msg: 'Email is required', path: 'username' },
      { msg: 'Password is required', path: 'password' },
    ]);
    const long = await user.call('POST', '/users/auth', { username: `${'a'.repeat(60)}@example.com`, password: GOOD_PASSWORD });
    expect(long.status).toBe(400);
  });
});
