import { eachAtOnce } from '../at-once';
import { stopSellingOnChannels } from '../channel-manager/channel-closure';
import { pullEveryConnection } from '../channel-manager/scheduled-pull';
import { calendarImports } from '../data/calendar-import-repository';
import { createLogger, endInvocation } from '../http/logger';
import { countColdStart, publishMetrics } from '../http/metrics';
import { purgeClosedProperties } from '../property/property-closure';
import { releaseExpiredHolds, type HoldSweep } from '../reservations/stay-holds';
import { runAsFunction } from '../http/route-context';
import { fetchFeedText } from './imported-feeds';
import { syncFeed, type FetchText } from './import-sync';
import { syncFunction, syncSettings } from './sync-settings';

const log = createLogger({ function: 'calendarSync' });

export interface SyncRun {
  feeds: number;
  failed: number;
  /** The plans' steps taken, all feeds together. */
  taken: number;
}

export interface EveryFeedOptions {
  /** Each feed's budget of steps (the schedule's own by default; a test shortens it to see the next call resume). */
  runBudgetMs?: number;
  /** The clock each feed's budget is counted on (a test's, to stop the schedule after so many steps). */
  clock?: () => number;
  /** Only these properties' feeds (tests, so a run leaves other files' feeds alone); production passes none. */
  properties?: readonly string[];
}

/** Syncs every imported feed of every property, a few at a time; one feed's failure does not stop the others. */
export async function syncEveryFeed(
  fetchText: FetchText = fetchFeedText,
  now = () => new Date(),
  options: EveryFeedOptions = {},
): Promise<SyncRun> {
  const only = options.properties && new Set(options.properties);
  const feeds = (await calendarImports.everyFeed()).filter((feed) => !only || only.has(feed.tenant));
  let failed = 0;
  let taken = 0;
  await eachAtOnce(feeds, syncSettings.concurrency, async ({ tenant, feedId }) => {
    try {
      const feed = await calendarImports.get(tenant, feedId);
      if (!feed) return;
      // Added after the await: `taken += await …` would add to the total as it was before it, losing the other workers' steps.
      const out = await syncFeed(tenant, feed, fetchText, now(), { budgetMs: options.runBudgetMs, clock: options.clock });
      taken += out.taken ?? 0;
    } catch (error) {
      // A busy table: this feed waits for the next run; nothing half-done stays (each change is one transaction).
      failed += 1;
      log.error('feed sync failed', { propertyId: tenant, feedId, error: (error as Error).name, detail: (error as Error).message });
    }
  });
  log.info('calendar sync', { feeds: feeds.length, failed, taken });
  return { feeds: feeds.length, failed, taken };
}

/**
 * Purges the closed properties due at `now`; a failure waits for the next run, as a feed's does. A connected
 * one is sent closed once more first (a closed state still pending after an outage), then its key is forgotten
 * with the rest: Channex is left closed, and nothing sends to it again.
 */
export async function purgeDueProperties(now = new Date()): Promise<number> {
  const run = await purgeClosedProperties(
    now,
    (tenant, error) => log.error('property purge failed', { propertyId: tenant, error: error.name, detail: error.message }),
    (tenant) => stopSellingOnChannels(tenant, log, { now: () => now }),
  );
  if (run.purged || run.failed) log.info('closed properties purged', { ...run });
  return run.purged;
}

/** Releases the booking page's holds whose time ran out at `now` (stay-holds.ts); a failure waits for the next run. */
export async function releaseDueHolds(now = new Date()): Promise<HoldSweep> {
  const run = await releaseExpiredHolds(now, (tenant, error) =>
    log.error('hold release failed', { propertyId: tenant, error: error.name, detail: error.message }),
  );
  if (run.released || run.failed) log.info('held bookings released', { ...run });
  return run;
}

/** What EventBridge Scheduler (AWS) and the local runtime's timer call. */
export function handler(): Promise<SyncRun> {
  return scheduledRun();
}

/** The handler's run; `options` are the tests' (their own properties' feeds only), production passes none. */
export async function scheduledRun(options: EveryFeedOptions = {}): Promise<SyncRun> {
  countColdStart();
  try {
    return await runAsFunction(syncFunction, async () => {
      const run = await syncEveryFeed(fetchFeedText, () => new Date(), options);
      await releaseDueHolds().catch((error: Error) => log.error('hold release failed', { error: error.name, detail: error.message }));
      // The channel manager's bookings are pulled on the same schedule: no schedule of their own.
      await pullEveryConnection(undefined, options.properties).catch((error: Error) =>
        log.error('channel manager pull failed', { error: error.name, detail: error.message }),
      );
      await purgeDueProperties().catch((error: Error) => log.error('property purge failed', { error: error.name, detail: error.message }));
      return run;
    });
  } finally {
    publishMetrics();
    endInvocation();
  }
}
