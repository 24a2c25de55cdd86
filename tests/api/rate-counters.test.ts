import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureFunctions } from '../support/in-process';

// The throttle's windows on the real table, with a clock the test moves: the conditional writes, not
// only the logic, must keep a window's count within its limit, end it on time and let it start again.

type Throttle = typeof import('../../functions/src/accounts/throttle');
let createThrottle: Throttle['createThrottle'];
let rateCounters: typeof import('../../functions/src/data/rate-limit-repository')['rateCounters'];

beforeAll(async () => {
  configureFunctions();
  ({ createThrottle } = await import('../../functions/src/accounts/throttle'));
  ({ rateCounters } = await import('../../functions/src/data/rate-limit-repository'));
});

const START = Date.UTC(2025, 5, 1, 14, 59, 50);

function setUp() {
  let now = START;
  const clock = { now: () => now };
  const limit = { bucket: `test#${randomUUID()}`, max: 5, windowSeconds: 15 * 60 };
  return { throttle: createThrottle(rateCounters, clock), limit, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('rate counters in the table', () => {
  it('count up to the limit, refuse with the time left, and open a new window when the last has ended', async () => {
    const { throttle, limit, advance } = setUp();
    for (let i = 0; i < 5; i += 1) expect((await throttle.reserve(limit)).taken).toBe(true);
    advance(100);
    expect(await throttle.reserve(limit)).toEqual({ taken: false, retryAfterSeconds: 800 });
    expect(await rateCounters.read(limit.bucket)).toEqual({ count: 5, endsAt: START / 1000 + 900 });

    advance(800);
    const fresh = await throttle.reserve(limit);
    expect(fresh).toEqual({ taken: true, reservation: { bucket: limit.bucket, windowEndsAt: START / 1000 + 1800 }, count: 1 });
    expect(await rateCounters.read(limit.bucket)).toEqual({ count: 1, endsAt: START / 1000 + 1800 });
  });

  it('hold the limit when 20 attempts race, in a new window and when replacing an ended one', async () => {
    const { throttle, limit, advance } = setUp();
    const first = await Promise.all(Array.from({ length: 20 }, () => throttle.reserve(limit)));
    expect(first.filter((result) => result.taken)).toHaveLength(5);
    expect(await rateCounters.read(limit.bucket)).toMatchObject({ count: 5 });
    advance(15 * 60);
    const next = await Promise.all(Array.from({ length: 20 }, () => throttle.reserve(limit)));
    expect(next.filter((result) => result.taken)).toHaveLength(5);
    expect(await rateCounters.read(limit.bucket)).toEqual({ count: 5, endsAt: START / 1000 + 1800 });
  });

  it('take an attempt back only into the window it was counted in', async () => {
    const { throttle, limit, advance } = setUp();
    const first = await throttle.reserve(limit);
    if (!first.taken) throw new Error('the first attempt must be counted');
    await throttle.giveBack(first.reservation);
    expect(await rateCounters.read(limit.bucket)).toMatchObject({ count: 0 });
    await throttle.reserve(limit);
    advance(15 * 60);
    await throttle.reserve(limit);
    await throttle.giveBack(first.reservation);
    expect(await rateCounters.read(limit.bucket)).toMatchObject({ count: 1 });
  });
});
