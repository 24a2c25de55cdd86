import { AsyncLocalStorage } from 'node:async_hooks';

// One time budget per request (REQUEST_BUDGET_MS, config.ts): every table call of the request, with the
// SDK's own retries, gets an abort signal from what is left of it, so a hung table ends the request well
// inside the Lambda's and API Gateway's timeouts. The last part of the budget is kept back for fencing a
// write whose outcome is unknown (`settle` in reservations/idempotent-request.ts): a write may use it only inside `fencing`.

/** The share of the budget ordinary calls may use; the rest is kept for learning a write's outcome. */
const WORK_SHARE = 0.6;

interface Deadline {
  /** Ordinary calls end by then (epoch ms). */
  work: number;
  /** The whole budget: the fence's calls end by then. */
  end: number;
  fencing: boolean;
}

const current = new AsyncLocalStorage<Deadline>();

/** Runs a request's whole pipeline under its budget, counted from now. */
export function runWithBudget<T>(budgetMs: number, work: () => T, now = Date.now()): T {
  return current.run({ work: now + budgetMs * WORK_SHARE, end: now + budgetMs, fencing: false }, work);
}

/**
 * Runs a change's read-decide-commit rounds (reservations/change-runner.ts): a round lost to a simultaneous
 * writer is decided again, and those rounds may use half of the part kept back, the other half still holding a fence.
 */
export function racing<T>(work: () => Promise<T>): Promise<T> {
  const deadline = current.getStore();
  return deadline && !deadline.fencing ? current.run({ ...deadline, work: (deadline.work + deadline.end) / 2 }, work) : work();
}

/** Runs the calls that learn a write's outcome: they may use the budget kept back for it. */
export function fencing<T>(work: () => Promise<T>): Promise<T> {
  const deadline = current.getStore();
  return deadline ? current.run({ ...deadline, fencing: true }, work) : work();
}

/** Thrown (as the signal's reason) when the request's budget for table calls is spent. */
export class BudgetSpent extends Error {
  constructor() {
    // Read in the log only: it ends as a TableUnavailable, a 503 with the service's own words.
    super('request time budget spent waiting for the table');
    this.name = 'TimeoutError';
  }
}

/** The milliseconds ordinary calls have left of the request's budget; Infinity outside a request. */
export function workLeft(now = Date.now()): number {
  const deadline = current.getStore();
  return deadline ? (deadline.fencing ? deadline.end : deadline.work) - now : Number.POSITIVE_INFINITY;
}

/** An abort signal for one table call: what is left of the request's budget; none outside a request. */
export function tableCallSignal(now = Date.now()): AbortSignal | undefined {
  const deadline = current.getStore();
  if (!deadline) return undefined;
  const left = (deadline.fencing ? deadline.end : deadline.work) - now;
  if (left <= 0) return AbortSignal.abort(new BudgetSpent());
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new BudgetSpent()), left);
  // A pending timer must not keep a finished Lambda (or a test's process) alive.
  timer.unref();
  return controller.signal;
}
