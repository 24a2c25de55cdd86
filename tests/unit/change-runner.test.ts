import { describe, expect, it } from 'vitest';
import { ConditionFailed, TableUnavailable } from '../../functions/src/data/data-errors';
import { runWithBudget } from '../../functions/src/data/request-deadline';
import { failedPart, named, type Part } from '../../functions/src/data/transactions';
import { backoff, runChange, type RunnerDeps } from '../../functions/src/reservations/change-runner';
import { Clash } from '../../functions/src/domain-errors';

// The one loop every change of a stay runs in, without a table: its commit, pause and clock are given.

const part = (name: string): Part =>
  named(name, { ConditionCheck: { TableName: 't', Key: { pk: 'p', sk: name }, ConditionExpression: 'x' } });
const lost = (...failed: string[]) => new ConditionFailed(undefined, [], undefined, failed);

/** A commit that loses with each of `failures` in turn, then lands; it keeps what it was given. */
function deps(failures: ConditionFailed[], extra: Partial<RunnerDeps> = {}) {
  const commits: string[][] = [];
  const pauses: number[] = [];
  const given: Partial<RunnerDeps> = {
    commit: async (parts) => {
      commits.push(parts.map((p) => p.name));
      const failure = failures.shift();
      if (failure) throw failure;
    },
    sleep: async (ms) => {
      pauses.push(ms);
    },
    random: () => 0.5,
    now: () => new Date('2026-12-01T10:00:00.000Z'),
    ...extra,
  };
  return { given, commits, pauses };
}

/** A counter read on each attempt, decided into a write of `count:<n>`, or done when it reaches `enough`. */
function counter(enough = Number.POSITIVE_INFINITY) {
  const reads: number[] = [];
  let value = 0;
  return {
    reads,
    steps: {
      read: async (attempt: number) => {
        reads.push(attempt);
        value += 1;
        return value;
      },
      decide: (seen: number) => (seen >= enough ? { done: `already ${seen}` } : { change: seen, result: `wrote ${seen}` }),
      build: (seen: number) => ({ parts: [part(`count:${seen}`)] }),
    },
  };
}

describe('the change runner', () => {
  it('reads, decides and commits once when nothing races it', async () => {
    const { steps, reads } = counter();
    const { given, commits, pauses } = deps([]);
    await expect(runChange(steps, given)).resolves.toBe('wrote 1');
    expect(reads).toEqual([0]);
    expect(commits).toEqual([['count:1']]);
    expect(pauses).toEqual([]);
  });

  it('on a lost condition reads again, decides again on what it read, and commits that', async () => {
    const { steps, reads } = counter();
    const { given, commits, pauses } = deps([lost('count:1'), lost('count:2')]);
    await expect(runChange(steps, given)).resolves.toBe('wrote 3');
    expect(reads).toEqual([0, 1, 2]);
    expect(commits).toEqual([['count:1'], ['count:2'], ['count:3']]);
    expect(pauses).toEqual([backoff(0, () => 0.5), backoff(1, () => 0.5)]);
  });

  it('answers without writing when the decision finds the change already made', async () => {
    const { steps } = counter(2);
    const { given, commits } = deps([lost('count:1')]);
    await expect(runChange(steps, given)).resolves.toBe('already 2');
    expect(commits).toEqual([['count:1']]);
  });

  it('ends in the refusal `refuse` finds by the failed part’s name, without another attempt', async () => {
    const { steps, reads } = counter();
    const { given } = deps([lost('sale')]);
    const refuse = (error: ConditionFailed) => {
      if (failedPart(error, 'sale')) throw new Clash('data.roomTypeNotFound');
    };
    await expect(runChange({ ...steps, refuse }, given)).rejects.toThrow('Room type not found');
    expect(reads).toEqual([0]);
  });

  it('after its attempts are spent answers a conflict (409), not another error', async () => {
    const { steps, reads } = counter();
    const { given } = deps(Array.from({ length: 5 }, () => lost('count')));
    const error = await runChange({ ...steps, attempts: 3 }, given).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConditionFailed);
    expect(error).not.toBeInstanceOf(TableUnavailable);
    expect(reads).toEqual([0, 1, 2]);
  });

  it('stops with the busy answer (503) when the request’s budget cannot hold another attempt', async () => {
    const { steps, reads } = counter();
    const { given, pauses } = deps([lost('count:1'), lost('count:2')], { left: () => 1 });
    await expect(runChange(steps, { ...given, random: () => 0.9 })).rejects.toBeInstanceOf(TableUnavailable);
    expect(reads).toEqual([0]);
    expect(pauses).toEqual([]);
  });

  it('reads what is left of the request’s budget by itself', async () => {
    const { steps } = counter();
    const { given } = deps([lost('count:1')]);
    const { left: _none, ...withoutLeft } = given;
    // A budget already spent when the first attempt lost: no second attempt, a 503.
    const outcome = runWithBudget(0, () => runChange(steps, { ...withoutLeft, random: () => 1 }));
    await expect(outcome).rejects.toBeInstanceOf(TableUnavailable);
  });

  it('passes errors other than a lost condition straight through', async () => {
    const { steps } = counter();
    const { given } = deps([new Error('boom') as ConditionFailed]);
    await expect(runChange(steps, given)).rejects.toThrow('boom');
  });

  it('lets a repository commit the change itself, answering its result', async () => {
    const { steps } = counter();
    const { given, commits } = deps([]);
    await expect(runChange({ ...steps, commit: async (seen: number) => `committed ${seen}` }, given)).resolves.toBe('committed 1');
    expect(commits).toEqual([]);
  });
});
