import { beforeAll, describe, expect, it } from 'vitest';
import { ApiUser, register, signedInOwner, solvedCaptcha, uniqueEmail } from '../support/api';
import { configureFunctions } from '../support/in-process';

// Failed sign-ins are limited per account (5) and per address (30) in a window that opens with the
// first failure, so these tests hold wherever the clock stands. Concurrent requests must not slip
// past a limit; the counters are read from the table afterwards.

type Throttle = typeof import('../../functions/src/accounts/throttle');
type Counters = typeof import('../../functions/src/data/rate-limit-repository');
let limits: Throttle['limits'];
let rateCounters: Counters['rateCounters'];

beforeAll(async () => {
  configureFunctions();
  ({ limits } = await import('../../functions/src/accounts/throttle'));
  ({ rateCounters } = await import('../../functions/src/data/rate-limit-repository'));
});

const WRONG = 'Wrong email or password';
const signIn = (user: ApiUser, body: Record<string, unknown>) => user.call('POST', '/users/auth', body);

// Each attempt that reaches the password check costs a full scrypt run: on a busy 2-core machine that takes a while.
describe('sign-in throttle', { timeout: 180_000 }, () => {
  it('processes at most 5 of 20 concurrent wrong passwords for one account, and asks the rest for a captcha', async () => {
    const { email } = await signedInOwner();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(new ApiUser(), { username: email, password: `Wrong-pass-${i}-xx!!` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(401));
    const checked = answers.filter((answer) => answer.body.msg === WRONG && answer.body.code === undefined);
    const asked = answers.filter((answer) => answer.body.code === 'CAPTCHA_REQUIRED');
    expect(checked).toHaveLength(5);
    expect(asked).toHaveLength(15);
    expect(await rateCounters.read(limits.signInAccount(email).bucket)).toMatchObject({ count: 5 });
  });

  it('processes at most 30 of 40 concurrent attempts from one address, refuses the rest with 429, captcha or not', async () => {
    const visitor = new ApiUser();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => signIn(visitor, { username: uniqueEmail('spray'), password: 'Wrong-pass-12-xx!!' })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.msg).toMatch(/^Too many failed sign-in attempts from this address\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rateCounters.read(limits.signInAddress(visitor.address).bucket)).toMatchObject({ count: 30 });

    // The address limit refuses outright: even the right password with a solved captcha.
    const { email, password } = await signedInOwner();
    const blocked = await signIn(visitor, { username: email, password, captchaToken: await solvedCaptcha() });
    expect(blocked.status).toBe(429);
    expect(blocked.setCookies).toEqual([]);
  });

  it('lets the owner in with a solved captcha after a stranger used up the account limit', async () => {
    const { email, password } = await signedInOwner();
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(new ApiUser(), { username: email, password: `Wrong-pass-${i}-xx!!` })).status).toBe(401);

    const frontDesk = new ApiUser();
    const asked = await signIn(frontDesk, { username: email, password });
    expect(asked.status).toBe(401);
    expect(asked.body).toEqual({ msg: expect.stringMatching(/Solve the CAPTCHA/), code: 'CAPTCHA_REQUIRED' });
    expect(asked.setCookies).toEqual([]);

    // A wrong password with a captcha is still wrong, and the next attempt still needs a captcha.
    const stranger = await signIn(new ApiUser(), { username: email, password: 'Wrong-pass-9-xx!!', captchaToken: await solvedCaptcha() });
    expect(stranger.status).toBe(401);
    expect(stranger.body).toEqual({ msg: WRONG, code: 'CAPTCHA_REQUIRED' });

    const captchaToken = await solvedCaptcha(frontDesk);
    const signedIn = await signIn(frontDesk, { username: email, password, captchaToken });
    expect(signedIn.status).toBe(200);
    expect((await frontDesk.call('GET', '/users/validate')).status).toBe(200);
    // A solved captcha is good for one attempt only.
    const replay = await signIn(new ApiUser(), { username: email, password, captchaToken });
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toMatch(/CAPTCHA/);
  });

  it('gives the attempt back when the password is right, so only failures count', async () => {
    const { email, password } = await signedInOwner();
    const desk = new ApiUser();
    for (let i = 0; i < 4; i += 1) await signIn(desk, { username: email, password: `Wrong-pass-${i}-xx!!` });
    expect((await signIn(desk, { username: email, password })).status).toBe(200);
    expect(await rateCounters.read(limits.signInAccount(email).bucket)).toMatchObject({ count: 4 });
    expect(await rateCounters.read(limits.signInAddress(desk.address).bucket)).toMatchObject({ count: 4 });
    expect((await signIn(desk, { username: email, password: 'Wrong-pass-5-xx!!' })).body).toEqual({ msg: WRONG });
    expect((await signIn(desk, { username: email, password })).body.code).toBe('CAPTCHA_REQUIRED');
  });

  it('tells an unverified account to confirm its email, with a code the login page acts on', async () => {
    const { email, password } = await register();
    const answer = await signIn(new ApiUser(), { username: email, password });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ msg: expect.stringMatching(/confirm your email/i), code: 'EMAIL_NOT_VERIFIED' });
    // The right password does not count as a failure.
    expect((await rateCounters.read(limits.signInAccount(email).bucket))?.count ?? 0).toBe(0);
  });
});
