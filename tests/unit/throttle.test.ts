import { describe, expect, it } from 'vitest';
import { createThrottle, limits, type Clock, type Limit } from '../../functions/src/accounts/throttle';
import type { CounterStore, CounterWindow } from '../../functions/src/data/rate-limit-repository';
import { TooManyAttempts } from '../../functions/src/domain-errors';

// The window logic with a clock the test moves, over a store that keeps the table's contract: each
// operation checks and changes in one step, as a conditional write does, after yielding like a network call.

function memoryStore(): CounterStore {
  const windows = new Map<string, CounterWindow>();
  const roundTrip = () => new Promise((resolve) => setImmediate(resolve));
  return {
    async countInWindow(bucket, max, now, endsAt) {
      await roundTrip();
      const window = windows.get(bucket);
      if (!window) {
        windows.set(bucket, { count: 1, endsAt });
        return { outcome: 'counted', window: { count: 1, endsAt } };
      }
      if (window.endsAt <= now) return { outcome: 'ended' };
      if (window.count >= max) return { outcome: 'full', window: { ...window } };
      window.count += 1;
      return { outcome: 'counted', window: { ...window } };
    },
    async openWindow(bucket, now, endsAt) {
      await roundTrip();
      const window = windows.get(bucket);
      if (window && window.endsAt > now) return false;
      windows.set(bucket, { count: 1, endsAt });
      return true;
    },
    async giveBack(bucket, endsAt) {
      await roundTrip();
      const window = windows.get(bucket);
      if (window && window.endsAt === endsAt && window.count > 0) window.count -= 1;
    },
    async read(bucket) {
      const window = windows.get(bucket);
      return window && { ...window };
    },
  };
}

class FakeClock implements Clock {
  constructor(private ms: number) {}
  now() {
    return this.ms;
  }
  advance(seconds: number) {
    this.ms += seconds * 1000;
  }
}

// 14:59:50 UTC: ten seconds before a quarter-hour boundary, where a clock-aligned window would turn over.
const NEAR_A_BOUNDARY = Date.UTC(2025, 5, 1, 14, 59, 50);
const limit: Limit = { bucket: 'test#owner@example.com', max: 5, windowSeconds: 15 * 60 };

async function takeAll(reserve: () => Promise<{ taken: boolean }>, times: number): Promise<boolean[]> {
  const taken: boolean[] = [];
  for (let i = 0; i < times; i += 1) taken.push((await reserve()).taken);
  return taken;
}

describe('throttle windows', () => {
  it('opens a window with the first attempt, allows the limit, then refuses with the time left', async () => {
    const clock = new FakeClock(NEAR_A_BOUNDARY);
    const store = memoryStore();
    const throttle = createThrottle(store, clock);
    expect(await takeAll(() => throttle.reserve(limit), 5)).toEqual([true, true, true, true, true]);
    clock.advance(60);
    const refused = await throttle.reserve(limit);
    expect(refused).toEqual({ taken: false, retryAfterSeconds: 15 * 60 - 60 });
    expect(await store.read(limit.bucket)).toEqual({ count: 5, endsAt: NEAR_A_BOUNDARY / 1000 + 900 });
  });

  it('keeps the window from the first attempt, not from the quarter hour: crossing 15:00 changes nothing', async () => {
    const clock = new FakeClock(NEAR_A_BOUNDARY);
    const throttle = createThrottle(memoryStore(), clock);
    await takeAll(() => throttle.reserve(limit), 3);
    clock.advance(20); // 15:00:10
    expect(await takeAll(() => throttle.reserve(limit), 3)).toEqual([true, true, false]);
    clock.advance(15 * 60 - 20 - 1); // one second before the window ends
    expect((await throttle.reserve(limit)).taken).toBe(false);
  });

  it('opens a fresh window once the last one has ended', async () => {
    const clock = new FakeClock(NEAR_A_BOUNDARY);
    const store = memoryStore();
    const throttle = createThrottle(store, clock);
    await takeAll(() => throttle.reserve(limit), 6);
    clock.advance(15 * 60);
    expect((await throttle.reserve(limit)).taken).toBe(true);
    expect(await store.read(limit.bucket)).toEqual({ count: 1, endsAt: NEAR_A_BOUNDARY / 1000 + 1800 });
  });

  it('gives an attempt back to its own window only', async () => {
    const clock = new FakeClock(NEAR_A_BOUNDARY);
    const store = memoryStore();
    const throttle = createThrottle(store, clock);
    const first = await throttle.reserve(limit);
    await takeAll(() => throttle.reserve(limit), 4);
    expect((await throttle.reserve(limit)).taken).toBe(false);
    if (!first.taken) throw new Error('the first attempt must be taken');
    await throttle.giveBack(first.reservation);
    expect((await throttle.reserve(limit)).taken).toBe(true);
    // An attempt of an ended window is not given back to the next one.
    clock.advance(15 * 60);
    await throttle.reserve(limit);
    await throttle.giveBack(first.reservation);
    expect((await store.read(limit.bucket))?.count).toBe(1);
  });

  it('never lets concurrent attempts past the limit, in a new window or replacing an ended one', async () => {
    const clock = new FakeClock(NEAR_A_BOUNDARY);
    const store = memoryStore();
    const throttle = createThrottle(store, clock);
    const first = await Promise.all(Array.from({ length: 20 }, () => throttle.reserve(limit)));
    expect(first.filter((result) => result.taken)).toHaveLength(5);
    expect((await store.read(limit.bucket))?.count).toBe(5);
    clock.advance(15 * 60);
    const next = await Promise.all(Array.from({ length: 20 }, () => throttle.reserve(limit)));
    expect(next.filter((result) => result.taken)).toHaveLength(5);
    expect(await store.read(limit.bucket)).toEqual({ count: 5, endsAt: NEAR_A_BOUNDARY / 1000 + 1800 });
  });

  it('reserves under every limit or none, and refuses with 429, retry-after and the wait in minutes', async () => {
    const clock = new FakeClock(NEAR_A_BOUNDARY);
    const store = memoryStore();
    const throttle = createThrottle(store, clock);
    const email = limits.resendEmail('ana@example.com');
    const address = limits.mailByAddress('2001:db8::1');
    for (let i = 0; i < 3; i += 1) await throttle.reserveAll('account.tooManyEmailsRequested', email, address);
    clock.advance(4 * 60 + 30);
    const refusal = await throttle.reserveAll('account.tooManyEmailsRequested', email, address).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyAttempts);
    expect((refusal as TooManyAttempts).message).toBe('Too many emails requested. Please try again in 11 minutes.');
    expect((refusal as TooManyAttempts).retryAfterSeconds).toBe(15 * 60 - 270);
    // The address's attempt was given back: only the email's limit was used up.
    expect((await store.read(address.bucket))?.count).toBe(3);
  });
});
