import type { TableAction } from '@hostel/shared/api/route-table';
import type { RunningFunction } from '../http/route-context';

// The scheduled feed sync: its rights and timing, declared once. The CDK stack grants exactly these and
// schedules it; the local runtime's timer calls the same handler under the same declaration. The same run
// purges the closed properties whose 30 days have passed (property-closure.ts) and releases the booking
// page's holds whose time ran out (stay-holds.ts): no schedule of their own.

export const syncSettings = {
  /**
   * Read feeds, links, nights and reservations; book, move and release (transactions); record outcomes and
   * conflicts. The purge: read a closed property again, then delete its partition in batches (BatchWriteItem).
   */
  table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'] as const satisfies readonly TableAction[],
  /** It lists every feed (gsi1pk = ICALIN), every channel-manager connection (gsi1pk = CHANNELMGR), the closed properties due for purge (gsi1pk = CLOSED) and the expired holds (gsi1pk = HOLDS) from the index. */
  queriesIndex: true,
  everyMinutes: 15,
  /** Feeds read at once: each waits mostly on another site. */
  concurrency: 4,
  timeoutSeconds: 300,
  /** How long a feed that lists nothing (its stays linked) must stay empty before its stays are released. */
  emptyFeedHours: 24,
  /** How long one feed's run takes steps in the schedule before it keeps its cursor for the next run. */
  runBudgetMs: 60_000,
  /** "Sync now" takes steps for this long, within its request (28 s, of which the fetch may take 10). */
  requestBudgetMs: 8_000,
  /** A lease outlives its run's budget by this much (the fetch, the last step); then another may take it. */
  leaseSlackMs: 30_000,
  /**
   * A group of steps starts only with this much budget left per step (a step is one to three transactions),
   * unless it is the call's first: a run never stops inside a group, so a large one must fit its lease.
   */
  stepMs: 100,
  /** A run's progress is noted (and its lease extended and checked) on the feed every so many steps (the page shows it). */
  progressEvery: 25,
} as const;

export const syncFunction: RunningFunction = {
  name: 'calendarSync',
  label: 'The calendar sync',
  declaredIn: 'functions/src/calendar-sync/sync-settings.ts',
  declared: new Set([...syncSettings.table, 'QueryIndex']),
};
