import type { SyncRunState } from '../data/calendar-import-repository';
import type { SyncStep } from './sync-plan';

// How one call takes its plan's steps: group by group while the budget holds one in proportion to its
// size, the lease kept (and checked) as it goes, then the refused steps once more. Pure of the table: the
// steps, the clock and the lease come through `StepRunner`, so the rules are tested without a feed.

export interface StepRunner {
  /** Takes a step; true when it placed nothing and was refused (a conflict). */
  attempt(step: SyncStep, again: boolean): Promise<boolean>;
  /** The call's budget left, in ms (negative once spent). */
  left(): number;
  /** Notes the run's progress on the feed and extends its lease; false when another sync took the lease. */
  keep(progress: SyncRunState): Promise<boolean>;
}

export interface RunLimits {
  /** The budget a step is counted for when deciding whether a group still fits. */
  stepMs: number;
  /** The lease is extended (and checked) every so many steps. */
  keepEvery: number;
}

export interface StepsTaken {
  taken: number;
  /** Stopped at the budget: the next call resumes from `progress.cursor`. */
  more: boolean;
  /** Another sync took the lease: this call stopped writing at once. */
  lost: boolean;
  /** Refused steps left without their retry (the budget was spent): not conflicts until the next call tries them. */
  notRetried: SyncStep[];
}

/** The plan's steps cut into what is taken together: a group's steps, or one step alone. */
export function groupsOf(steps: readonly SyncStep[]): SyncStep[][] {
  const groups: SyncStep[][] = [];
  for (const step of steps) {
    const last = groups.at(-1);
    if (last && step.group !== undefined && last[0]!.group === step.group) last.push(step);
    else groups.push([step]);
  }
  return groups;
}

/** Whether a group of `size` steps may start: always the call's first (or no call would ever take it), else within the budget left. */
export const groupFits = (size: number, left: number, taken: number, stepMs: number) => taken === 0 || left >= size * stepMs;

/**
 * Where the next call resumes when `first` (a refused step of `steps`) was not tried again: just before it.
 * Never at or before where this call began: at least one refused step before it was retried, so the
 * step before it is one this call took.
 */
export function cursorBefore(steps: readonly SyncStep[], first: SyncStep): string | undefined {
  const at = steps.indexOf(first);
  return at > 0 ? steps[at - 1]!.key : undefined;
}

/**
 * Takes `steps` (the plan after the cursor) into `progress`, the lease kept (by the caller) before the
 * first. It is kept again every `keepEvery` steps, inside a group too: lost, the call stops there,
 * mid-group or not (the other sync plans again from the links as they are). The first refused step is always tried again; the others
 * while the budget lasts.
 */
export async function takeSteps(
  steps: readonly SyncStep[],
  progress: SyncRunState,
  runner: StepRunner,
  limits: RunLimits,
): Promise<StepsTaken> {
  const refused: SyncStep[] = [];
  const out: StepsTaken = { taken: 0, more: false, lost: false, notRetried: [] };
  const step = async (one: SyncStep, again: boolean) => {
    if ((await runner.attempt(one, again)) && !again) refused.push(one);
    out.taken += 1;
    if (!again) {
      progress.cursor = one.key;
      progress.done += 1;
    }
    if (out.taken % limits.keepEvery === 0 && !(await runner.keep(progress))) out.lost = true;
  };
  main: for (const group of groupsOf(steps)) {
    if (!groupFits(group.length, runner.left(), out.taken, limits.stepMs)) {
      out.more = true;
      break;
    }
    for (const one of group) {
      await step(one, false);
      if (out.lost) break main;
    }
  }
  if (out.more || out.lost) return out;
  // A stay refused before a later release or move freed its nights is tried once more.
  for (const [index, one] of refused.entries()) {
    if (index > 0 && runner.left() < limits.stepMs) {
      out.more = true;
      out.notRetried = refused.slice(index);
      // The steps from it on were taken by this call; the next takes them again.
      const resume = cursorBefore(steps, one);
      if (resume !== undefined) progress.cursor = resume;
      progress.done -= steps.length - steps.indexOf(one);
      break;
    }
    await step(one, true);
    if (out.lost) break;
  }
  return out;
}
