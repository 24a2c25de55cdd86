import { describe, expect, it } from 'vitest';
import { afterFailure, GIVE_UP_AFTER_HOURS, oldestWaitMinutes, STREAM_TRIES } from '../../functions/src/mailer/retry-plan';

const queued = new Date('2026-11-27T10:00:00Z');
const at = (minutes: number) => new Date(queued.getTime() + minutes * 60_000);

describe('a mail after a failed send', () => {
  it('is retried from the stream a few times first', () => {
    for (let attempts = 1; attempts < STREAM_TRIES; attempts += 1)
      expect(afterFailure(attempts, queued, at(1))).toEqual({ kind: 'stream-retry' });
  });

  it('then waits for the sweep, longer each time, at most 30 minutes between tries', () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 20].map((more) => {
      const plan = afterFailure(STREAM_TRIES + more, queued, at(10));
      return plan.kind === 'later' ? (plan.at.getTime() - at(10).getTime()) / 60_000 : plan.kind;
    });
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('is tried for a whole day, and given up after it', () => {
    expect(afterFailure(60, queued, at(GIVE_UP_AFTER_HOURS * 60 - 1)).kind).toBe('later');
    expect(afterFailure(60, queued, at(GIVE_UP_AFTER_HOURS * 60))).toEqual({ kind: 'give-up' });
    // Even a mail whose first try came late (the stream was behind) is not kept past the day.
    expect(afterFailure(1, queued, at(GIVE_UP_AFTER_HOURS * 60 + 5))).toEqual({ kind: 'give-up' });
  });

  it('reports how long the oldest waiting mail has waited, the alarm at an hour', () => {
    expect(oldestWaitMinutes([], at(90))).toBe(0);
    expect(oldestWaitMinutes([at(30), queued, at(80)], at(61))).toBe(61);
    expect(oldestWaitMinutes([at(5)], at(5))).toBe(0);
  });
});
