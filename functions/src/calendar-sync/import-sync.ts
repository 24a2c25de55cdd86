import { type Message, message } from '@hostel/shared/i18n/message';
import { randomUUID } from 'node:crypto';
import { addDays } from '@hostel/shared/domain/dates';
import {
  calendarImports,
  type CalendarImportRecord,
  type ImportConflict,
  type SyncRunState,
  uidKeyOf,
} from '../data/calendar-import-repository';
import { properties } from '../data/property-repository';
import { roomTypes } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { todayAt } from '../property/property-of';
import { FEED_DAYS_AHEAD } from './availability-feed';
import { METRIC } from '../http/metric-names';
import { count } from '../http/metrics';
import { queueConflictMail } from './conflict-mail';
import { type FeedEvent, feedEvents, MalformedFeed, type SkippedEvent } from './feed-events';
import { FetchRefused } from './guarded-fetch';
import { emptyFeedReleases } from './empty-feed';
import { syncSettings } from './sync-settings';
import { carriedByChannelManager, THROUGH_CHANNEL_MANAGER } from './booking-through-channel-manager';
import { type SyncStep, syncPlan } from './sync-plan';
import { type StepsTaken, takeSteps } from './sync-run';
import { take } from './sync-steps';

// One sync of one imported feed, the same for the schedule and "Sync now", applied as one plan (sync-plan.ts)
// whose steps (sync-steps.ts) book, move and release through the desk's own code; a new booking's link to
// its event is written in the booking's transaction. An event that does not fit is a conflict, stored (and told to the staff once), never dropped
// and never forced. A feed that cannot be read or parsed changes nothing: its error is recorded, and the
// next sync tries again. Stays that ended are left alone, whatever the feed says of them now, and so are
// stays the desk checked in or out. A linked stay moves only when the feed's own dates moved since the
// last sync (kept on its link): a date the desk changed is the desk's. A feed that suddenly lists nothing
// releases nothing until it has stayed empty for a while (OTAs serve empty calendars for a moment).

export type FetchText = (url: string) => Promise<string>;

export interface SyncOutcome {
  seen: number;
  conflicts: number;
  error?: Message;
  /** Conflicts found by this sync that were not known before: the staff are told of these. */
  newConflicts: ImportConflict[];
  /** Events of the feed that were not read as stays (unreadable, or holding no night), by UID. */
  skipped: SkippedEvent[];
  /** Another sync of this feed holds it: this one did nothing (or stopped writing once it was taken over). */
  running?: boolean;
  /** The run stopped at its time budget; the next sync of the feed resumes it from its cursor. */
  more?: boolean;
  /** The plan's steps this call took (its retries included). */
  taken?: number;
}

export interface SyncOptions {
  /** How long this call may take steps before it keeps its cursor and stops (the rest is the next call's). */
  budgetMs?: number;
  /** The clock the budget is counted on. */
  clock?: () => number;
}

/** More events than any one room's calendar holds: a broken or wrong feed, read no further. */
export const MAX_FEED_EVENTS = 2000;
export const TOO_MANY_EVENTS = message('calendar.feedListsMoreMax', { max: MAX_FEED_EVENTS });
export const SYNC_STOPPED = message('calendar.syncStoppedBeforeFinished');
export const EMPTY_FEED = message('calendar.feedListedNoEventsHours', { emptyFeedHours: syncSettings.emptyFeedHours });

/**
 * One sync of one feed, the same for the schedule and "Sync now": one at a time per feed (a lease on the
 * feed's item, taken over once expired), in steps of a plan taken until `budgetMs` runs out; the cursor
 * and progress stay on the feed and the next sync resumes there. Every run records its outcome, a failed
 * one too, and the conflicts it found are queued for the staff even when it fails.
 */
export async function syncFeed(
  tenant: TenantId,
  feed: CalendarImportRecord,
  fetchText: FetchText,
  now = new Date(),
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const budgetMs = options.budgetMs ?? syncSettings.runBudgetMs;
  const holder = randomUUID();
  if (!(await calendarImports.takeLease(tenant, feed.id, holder, now, budgetMs + syncSettings.leaseSlackMs)))
    return { seen: 0, conflicts: 0, newConflicts: [], skipped: [], running: true };
  const state: { run?: SyncRunState } = {};
  const wallStart = Date.now();
  // Each note of progress extends the lease by a budget from the time it is written (on the run's own `now`).
  const keep = (progress: SyncRunState) =>
    calendarImports.noteRun(
      tenant,
      feed.id,
      holder,
      progress,
      new Date(now.getTime() + (Date.now() - wallStart) + budgetMs + syncSettings.leaseSlackMs),
    );
  try {
    const fresh = (await calendarImports.get(tenant, feed.id)) ?? feed;
    state.run = fresh.syncRun;
    return await runSync(tenant, fresh, fetchText, now, { budgetMs, clock: options.clock ?? Date.now, keep, state });
  } catch (error) {
    const known = (await calendarImports.conflicts(tenant).catch(() => [])).filter((conflict) => conflict.feedId === feed.id).length;
    await calendarImports
      .recordSync(tenant, feed.id, now.toISOString(), { seen: 0, conflicts: known, error: SYNC_STOPPED, emptySince: feed.emptySince })
      .catch(() => undefined);
    throw error;
  } finally {
    await calendarImports.releaseLease(tenant, feed.id, holder, state.run);
  }
}

interface RunContext {
  budgetMs: number;
  clock: () => number;
  /** Notes the run's progress and extends its lease; false when another sync took the lease. */
  keep: (progress: SyncRunState) => Promise<boolean>;
  /** The run's cursor and progress as last taken: kept on the feed when the lease is given back. */
  state: { run?: SyncRunState };
}

async function runSync(
  tenant: TenantId,
  feed: CalendarImportRecord,
  fetchText: FetchText,
  now: Date,
  run: RunContext,
): Promise<SyncOutcome> {
  const started = run.clock();
  const at = now.toISOString();
  let skipped: SkippedEvent[] = [];
  const conflictsOf = async () => (await calendarImports.conflicts(tenant)).filter((conflict) => conflict.feedId === feed.id);
  // A sync that read no events (an error) keeps the empty feed's clock running: only listed events reset it.
  const fail = async (error: Message, emptySince = feed.emptySince): Promise<SyncOutcome> => {
    const known = (await conflictsOf()).length;
    run.state.run = undefined;
    await calendarImports.recordSync(tenant, feed.id, at, { seen: 0, conflicts: known, error, emptySince, skipped });
    return { seen: 0, conflicts: known, error, newConflicts: [], skipped };
  };
  const [property, type] = await Promise.all([properties.get(tenant), roomTypes.get(tenant, feed.roomTypeId)]);
  // A closed property (deleted by its admin, restorable for 30 days) books nothing from its feeds.
  if (!property || property.closedAt) return { seen: 0, conflicts: 0, newConflicts: [], skipped };
  if (!type) return fail(message('calendar.roomTypeFeedDeleted'));
  if (await carriedByChannelManager(tenant, feed)) return fail(message(THROUGH_CHANNEL_MANAGER));
  const today = todayAt(property, now);
  const last = addDays(today, FEED_DAYS_AHEAD);
  let events: FeedEvent[];
  try {
    const reading = feedEvents(await fetchText(feed.url), { zone: property.timeZone, from: today, to: last });
    events = reading.events;
    skipped = reading.skipped;
  } catch (error) {
    if (error instanceof FetchRefused || error instanceof MalformedFeed) return fail(error.said);
    throw error;
  }
  if (events.length > MAX_FEED_EVENTS) return fail(TOO_MANY_EVENTS);
  const current = new Map<string, FeedEvent>();
  for (const event of events) if (event.checkOut > today && event.checkIn <= last) current.set(uidKeyOf(event.uid), event);

  const [links, known] = await Promise.all([calendarImports.stays(tenant, feed.id), conflictsOf()]);
  // An empty feed with stays linked is likely a site's passing glitch: its stays wait until it has stayed empty.
  if (events.length === 0 && links.length > 0) {
    const empty = emptyFeedReleases(feed.emptySince, now, syncSettings.emptyFeedHours);
    if (!empty.release) return fail(EMPTY_FEED, empty.since);
  }
  const conflicts = new Set(known.map((conflict) => conflict.uidKey));
  const steps = syncPlan(current, links, run.state.run?.cursor);
  const progress: SyncRunState = run.state.run ?? { startedAt: at, done: 0, total: 0 };
  progress.total = progress.done + steps.length;
  run.state.run = progress;
  // The lease first: a run another sync took over writes nothing more.
  if (!(await run.keep(progress)))
    return { seen: current.size, conflicts: conflicts.size, newConflicts: [], skipped, running: true, taken: 0 };
  // A linked stay already where its event is fits: a conflict left from an earlier move is resolved.
  for (const link of links) {
    const event = current.get(link.uidKey);
    if (event && conflicts.has(link.uidKey) && link.checkIn === event.checkIn && link.checkOut === event.checkOut) {
      await calendarImports.clearConflict(tenant, feed.id, link.uidKey);
      conflicts.delete(link.uidKey);
    }
  }
  const newConflicts = new Map<string, ImportConflict>();
  const attempt = async (step: SyncStep) => {
    const reason = await take(tenant, feed, type, step, today);
    if (step.kind === 'release') return false;
    if (reason === undefined) {
      newConflicts.delete(step.uidKey);
      if (conflicts.delete(step.uidKey)) await calendarImports.clearConflict(tenant, feed.id, step.uidKey);
      return false;
    }
    const conflict: ImportConflict = {
      feedId: feed.id,
      uidKey: step.uidKey,
      uid: step.event.uid,
      feedName: feed.name,
      roomTypeId: type.id,
      ...(feed.unitId ? { unitId: feed.unitId } : {}),
      checkIn: step.event.checkIn,
      checkOut: step.event.checkOut,
      reason,
      detectedAt: at,
    };
    conflicts.add(step.uidKey);
    if (await calendarImports.putConflict(tenant, conflict)) newConflicts.set(step.uidKey, conflict);
    return true;
  };
  let outcome: StepsTaken;
  try {
    outcome = await takeSteps(
      steps,
      progress,
      { attempt, left: () => run.budgetMs - (run.clock() - started), keep: run.keep },
      { stepMs: syncSettings.stepMs, keepEvery: syncSettings.progressEvery },
    );
    // A refusal not tried again is no conflict yet: forgotten, so the call that tries it again tells it if it stands.
    for (const step of outcome.notRetried) {
      if (step.kind === 'release' || !newConflicts.delete(step.uidKey)) continue;
      conflicts.delete(step.uidKey);
      await calendarImports.clearConflict(tenant, feed.id, step.uidKey);
    }
  } finally {
    const told = [...newConflicts.values()];
    if (told.length > 0) count(METRIC.icalConflicts, told.length);
    // Queued as soon as they are stored, even when this run fails: each new conflict is told once.
    await queueConflictMail(tenant, told);
  }
  const { more, taken } = outcome;
  const found = [...newConflicts.values()];
  // Taken over by another sync: that one records the outcome.
  if (outcome.lost) return { seen: current.size, conflicts: conflicts.size, newConflicts: found, skipped, running: true, taken };
  if (more) return { seen: current.size, conflicts: conflicts.size, newConflicts: found, skipped, more, taken };
  run.state.run = undefined;
  for (const uidKey of conflicts) if (!current.has(uidKey)) await calendarImports.clearConflict(tenant, feed.id, uidKey);
  const open = (await conflictsOf()).length;
  await calendarImports.recordSync(tenant, feed.id, at, { seen: current.size, conflicts: open, skipped });
  return { seen: current.size, conflicts: open, newConflicts: found, skipped, taken };
}
