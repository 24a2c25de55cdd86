import { ConditionFailed, TableUnavailable } from '../data/data-errors';
import { decidingOnConflict } from '../data/db-client';
import { BudgetSpent, racing, workLeft } from '../data/request-deadline';
import { transact, type Part } from '../data/transactions';

// The one loop every change of a stay runs in (docs/architecture/reservations.md "One runner"): read,
// decide (a pure function of what was read and now: a refusal, nothing to do, or a change), build the
// change's named parts, commit them in one transaction; on a lost condition read again and decide again,
// after a jittered pause, within the request's time budget.

/** What a decision asks for: nothing to write (`done`), or a change to commit and the answer once it is. */
export type Decision<C, R> = { done: R } | { change: C; result: R };

export interface ChangeSteps<S, C, R> {
  /** Reads what the decision needs; attempt 0 may answer what the caller already read. */
  read(attempt: number): Promise<S>;
  /** Pure: throws a domain error to refuse, or says what to write. */
  decide(state: S, now: Date): Decision<C, R>;
  /** The transaction's named parts for the change (`repeatable` when an idempotency record is among them). */
  build?(change: C, state: S): { parts: Part[]; repeatable?: boolean };
  /** Instead of `build`: a repository's own write of the change (a guest's, whose name copies may need more transactions), answering the result. */
  commit?(change: C, state: S): Promise<R>;
  /** A lost condition that is a refusal rather than a race (told by the failed parts' names): throw it. */
  refuse?(error: ConditionFailed, change: C, state: S): void;
  /** How many times it is decided at most before a 409 (default ATTEMPTS). */
  attempts?: number;
}

/** What the runner needs from outside, replaced in unit tests. */
export interface RunnerDeps {
  commit: (parts: Part[], options: { repeatable?: boolean }) => Promise<void>;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  now: () => Date;
  left: () => number;
}

export const ATTEMPTS = 12;

const defaults: RunnerDeps = {
  // A transaction that lost only to a simultaneous one is decided again on fresh reads, like a lost condition:
  // under a crowd the winner's write usually settles it (the last units gone: a 409 at once).
  commit: (parts, options) => decidingOnConflict(() => transact(parts, options)),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  now: () => new Date(),
  left: () => workLeft(),
};

/** The pause before attempt `attempt + 1`: random, growing with the attempts up to 60 ms, so racers spread out. */
export const backoff = (attempt: number, random: () => number) => random() * 10 * Math.min(attempt + 1, 6);

/**
 * Runs one change: read → decide → commit, again on fresh reads when a condition is lost. Ends in the
 * decision's refusal, its answer, a 409 (ConditionFailed) after `attempts` lost races, or a 503
 * (TableUnavailable) when the request's budget cannot hold another attempt.
 */
export function runChange<S, C, R>(steps: ChangeSteps<S, C, R>, deps: Partial<RunnerDeps> = {}): Promise<R> {
  // A crowd on the same nights loses rounds to each other: they may use part of the time kept for the fence.
  return racing(() => rounds(steps, deps));
}

async function rounds<S, C, R>(steps: ChangeSteps<S, C, R>, deps: Partial<RunnerDeps>): Promise<R> {
  const { commit, sleep, random, now, left } = { ...defaults, ...deps };
  const attempts = steps.attempts ?? ATTEMPTS;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const state = await steps.read(attempt);
    const decision = steps.decide(state, now());
    if ('done' in decision) return decision.done;
    // Built before the try: a refusal the build finds (a transaction too big) is not a lost race.
    const built = steps.commit ? undefined : (steps.build?.(decision.change, state) ?? { parts: [] });
    try {
      if (steps.commit) return await steps.commit(decision.change, state);
      await commit(built!.parts, { repeatable: built!.repeatable });
      return decision.result;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      steps.refuse?.(error, decision.change, state);
      if (attempt === attempts - 1) break;
      const pause = backoff(attempt, random);
      // No time for another read and commit: the same 503 a table call cut by the budget ends in.
      if (left() <= pause) throw new TableUnavailable(new BudgetSpent());
      await sleep(pause);
    }
  }
  throw new ConditionFailed();
}
