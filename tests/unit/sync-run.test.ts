import { describe, expect, it } from 'vitest';
import type { ImportedStay, SyncRunState } from '../../functions/src/data/calendar-import-repository';
import { addDays } from '../../shared/src/domain/dates';
import { syncPlan, type SyncStep } from '../../functions/src/calendar-sync/sync-plan';
import { cursorBefore, groupsOf, type StepRunner, takeSteps } from '../../functions/src/calendar-sync/sync-run';

// How one call takes its plan: a group starts only with budget left for its size (the call's first always),
// the lease is kept every so many steps and a lost one stops the call at once, and the refused steps are
// tried again, the first always, so a call that ends past its budget still moves its cursor on.

const LIMITS = { stepMs: 100, keepEvery: 25 };
const book = (uid: string): SyncStep => ({
  kind: 'book',
  uidKey: uid,
  event: { uid, checkIn: '2027-01-01', checkOut: '2027-01-02' },
  key: `4:${uid}`,
});
const start = (): SyncRunState => ({ startedAt: '2027-01-01T00:00:00.000Z', done: 0, total: 0 });

/** A runner that logs each attempt; `left` and `keep` answer from the given lists, then their last value. */
function runner(options: { left?: number[]; keeps?: boolean[]; refused?: (step: SyncStep, again: boolean) => boolean } = {}) {
  const taken: string[] = [];
  const lefts = [...(options.left ?? [60_000])];
  const keeps = [...(options.keeps ?? [true])];
  const next = <T>(list: T[]) => (list.length > 1 ? list.shift()! : list[0]!);
  const run: StepRunner = {
    attempt: async (step, again) => {
      taken.push(`${again ? 'again ' : ''}${step.key}`);
      return options.refused?.(step, again) ?? false;
    },
    left: () => next(lefts),
    keep: async () => next(keeps),
  };
  return { run, taken };
}

describe('a large merge', () => {
  const first = '2027-03-01';
  // One new event over 300 single-night stays: one re-keyed to it, 299 released in its group.
  const links: ImportedStay[] = Array.from({ length: 300 }, (_, i) => ({
    uidKey: `k-n${String(i).padStart(3, '0')}`,
    uid: `n${i}`,
    reservationId: `r${i}`,
    checkIn: addDays(first, i),
    checkOut: addDays(first, i + 1),
  }));
  const gone: ImportedStay = { uidKey: 'k-gone', uid: 'gone', reservationId: 'r-gone', checkIn: '2028-01-01', checkOut: '2028-01-02' };
  const events = new Map([['k-all', { uid: 'all', checkIn: first, checkOut: addDays(first, 300) }]]);
  const steps = syncPlan(events, [gone, ...links]);

  it('is one group of 300 steps, after the unrelated release', () => {
    expect(groupsOf(steps).map((group) => group.length)).toEqual([1, 300]);
    expect(steps.at(-1)).toMatchObject({ kind: 'rekey', uidKey: 'k-all' });
  });

  it('does not start without budget left for its size, and the next call takes it first, its lease kept as it goes', async () => {
    const progress = start();
    // 10 s left: the release fits; the group's 300 steps (30 s at 100 ms a step) do not.
    const one = runner({ left: [10_000] });
    expect(await takeSteps(steps, progress, one.run, LIMITS)).toMatchObject({ taken: 1, more: true, lost: false });
    expect(progress).toMatchObject({ done: 1, cursor: '1:k-gone' });

    let keeps = 0;
    const next = runner({ left: [10_000] });
    next.run.keep = async () => {
      keeps += 1;
      return true;
    };
    const rest = syncPlan(events, links, progress.cursor);
    expect(await takeSteps(rest, progress, next.run, LIMITS)).toMatchObject({ taken: 300, more: false });
    // Extended every 25 steps inside the group: it cannot run out under it while the steps go on.
    expect(keeps).toBe(12);
  });

  it('stops inside the group, writing nothing more, once another sync took the lease', async () => {
    const { run, taken } = runner({ keeps: [false] });
    expect(await takeSteps(steps, start(), run, LIMITS)).toMatchObject({ taken: 25, lost: true, more: false });
    expect(taken).toHaveLength(25);
  });
});

describe('a lost lease', () => {
  it('stops the call at the next keep, and no refused step is tried again', async () => {
    const steps = Array.from({ length: 60 }, (_, i) => book(`e${String(i).padStart(2, '0')}`));
    const { run, taken } = runner({ keeps: [true, false], refused: (step) => step.key === '4:e00' });
    expect(await takeSteps(steps, start(), run, LIMITS)).toMatchObject({ taken: 50, lost: true });
    expect(taken).not.toContain('again 4:e00');
    expect(taken).toHaveLength(50);
  });
});

describe('the retry of refused steps', () => {
  const steps = ['a', 'b', 'c'].map(book);
  const refusedOnce = (step: SyncStep, again: boolean) => !again && step.key !== '4:c';

  it('tries the first refused step again even when the main pass ended past the budget', async () => {
    const progress = start();
    const { run, taken } = runner({ left: [60_000, 60_000, 60_000, -1], refused: refusedOnce });
    const out = await takeSteps(steps, progress, run, LIMITS);
    expect(taken).toEqual(['4:a', '4:b', '4:c', 'again 4:a']);
    expect(out).toMatchObject({ taken: 4, more: true, notRetried: [steps[1]] });
    // The next call resumes just before the step not tried again, past where this one began.
    expect(progress).toMatchObject({ cursor: '4:a', done: 1 });
  });

  it('tries them all within the budget and finishes', async () => {
    const progress = start();
    const { run, taken } = runner({ refused: refusedOnce });
    expect(await takeSteps(steps, progress, run, LIMITS)).toMatchObject({ taken: 5, more: false, notRetried: [] });
    expect(taken.slice(3)).toEqual(['again 4:a', 'again 4:b']);
    expect(progress).toMatchObject({ cursor: '4:c', done: 3 });
  });

  it('never sets the cursor back to where the call began', async () => {
    const progress = { ...start(), cursor: '3:z', done: 7 };
    const { run } = runner({ left: [60_000, 60_000, 60_000, -1], refused: () => true });
    expect(await takeSteps(steps, progress, run, LIMITS)).toMatchObject({ more: true });
    expect(progress.cursor! > '3:z').toBe(true);
    expect(progress.done).toBe(8);
    expect(cursorBefore(steps, steps[0]!)).toBeUndefined();
  });
});
