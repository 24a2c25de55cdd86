import { describe, expect, it } from 'vitest';
import { ApiUser, GOOD_PASSWORD, register, solvedCaptcha, uniqueEmail } from '../support/api';
import { latestMail, linkIn } from '../support/mailbox';

function validBody(captchaToken: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    propertyName: 'Casa Azul',
    username: uniqueEmail(),
    password: GOOD_PASSWORD,
    acceptTerms: true,
    captchaToken,
    ...overrides,
  };
}

describe('register', () => {
  it('creates the property and its admin, and mails a confirmation link on the app origin', async () => {
    const { response, email } = await register({ firstName: 'Jean-Luc', propertyName: "O'Brien's Hostel" });
    expect(response.status).toBe(201);
    // The mail is queued with the account and leaves moments later (the outbox): the answer says so.
    expect(response.body).toEqual({ msg: expect.stringContaining('Check your email'), emailQueued: true });
    expect(response.setCookies).toEqual([]);
    const mail = await latestMail(email, /confirm/i);
    const link = linkIn(mail, '/accounts/email-validation/');
    expect(link.origin).toBe(new URL(new ApiUser().origin).origin);
    expect(mail.html).toContain(link.href.replace(/&/g, '&#38;'));
    expect(mail.text).toContain('Jean-Luc');
  });

  it('keeps an email unique across the product, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await register({ username: email })).response.status).toBe(201);
    const again = await register({ username: email.toUpperCase() });
    expect(again.response.status).toBe(409);
    expect(again.response.body).toEqual({ msg: 'An account with this email already exists' });
  });

  it('accepts a solved captcha once only', async () => {
    const user = new ApiUser();
    const token = await solvedCaptcha(user);
    expect((await user.call('POST', '/users/register', validBody(token))).status).toBe(201);
    const replay = await user.call('POST', '/users/register', validBody(token));
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toMatch(/CAPTCHA/);
  });

  it('refuses a forged or garbled captcha', async () => {
    const user = new ApiUser();
    const token = await solvedCaptcha(user);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    // The derived key is the proof of work: any other key must be refused.
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    // Shapes the page never sends, which the checking library would throw on: a signature that is not a string, a cost that is not a number.
    const shaped = (change: (copy: any) => void) => {
      const copy = JSON.parse(JSON.stringify(payload));
      change(copy);
      return Buffer.from(JSON.stringify(copy)).toString('base64');
    };
    const misshapen = [
      shaped((copy) => (copy.challenge.signature = Array.from({ length: 64 }, () => 'a'))),
      shaped((copy) => (copy.challenge.signature = { length: 64 })),
      shaped((copy) => (copy.challenge.parameters.cost = '1')),
      shaped((copy) => (copy.challenge.parameters = null)),
      shaped((copy) => (copy.solution.derivedKey = 42)),
    ];
    for (const captchaToken of [forged, 'not-base64-json', Buffer.from('{"a":1}').toString('base64'), ...misshapen]) {
      const response = await user.call('POST', '/users/register', validBody(captchaToken));
      expect(response.status).toBe(400);
      expect(response.body.msg).toMatch(/CAPTCHA/);
    }
  });

  it('lists every problem of a bad body with its field', async () => {
    const response = await new ApiUser().call('POST', '/users/register', {
      firstName: 'A',
      propertyName: 'x'.repeat(101),
      username: 'not-an-email',
      password: 'short',
      acceptTerms: false,
      captchaToken: '',
    });
    expect(response.status).toBe(400);
    const paths = (response.body as { path: string }[]).map((problem) => problem.path).sort();
    expect(paths).toEqual(['acceptTerms', 'captchaToken', 'firstName', 'password', 'propertyName', 'username']);
    expect(response.body).toContainEqual({ path: 'password', msg: expect.stringContaining('at least 14 characters') });
  });

  it('enforces each part of the password policy on the server', async () => {
    const user = new ApiUser();
    for (const password of [
      'abcdefghijklmnop',
      'abcdEFgh12!!',
      'abcd EFgh12!!xyz',
      'abcdEFghijk12xyz',
      'abcdEFghijk!!xyz',
      'ABCDefGH12!!WXYZ',
    ]) {
      const response = await user.call('POST', '/users/register', validBody('x', { password }));
      expect(response.status, password).toBe(400);
      expect(
        (response.body as { path: string }[]).some((problem) => problem.path === 'password'),
        password,
      ).toBe(true);
    }
  });

  it('answers wrong types, unknown fields and oversized values with 400 and a message', async () => {
    const user = new ApiUser();
    const cases: Record<string, unknown>[] = [
      { firstName: 42 },
      { acceptTerms: 'yes' },
      { username: ['a@b.co'] },
      { isAdmin: true },
      { firstName: 'x'.repeat(51) },
      { username: `${'a'.repeat(45)}@b.com` },
    ];
    for (const override of cases) {
      const response = await user.call('POST', '/users/register', validBody('x', override));
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(Array.isArray(response.body) && response.body.length > 0 && typeof response.body[0].msg === 'string').toBe(true);
    }
  });
});
