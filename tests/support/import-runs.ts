import { addDays, daysBetween, todayIn } from '../../shared/src/domain/dates';
import type { TenantId } from '../../functions/src/data/tenant';
import type { FetchText } from '../../functions/src/calendar-sync/import-sync';
import { type ApiUser, propertyIdOf, signedInOwner } from './api';
import { importFeed, syncNow as syncFeed } from './calendar-feeds';
import { mailsTo } from './mailbox';
import { roomType } from './front-desk';

// What the iCal run tests share: a hostel of private rooms with a feed, runs stopped on an injected clock,
// and the nights the table holds.

export interface FeedView {
  last_events_seen?: number;
  last_error?: string;
  last_conflicts?: number;
  last_sync_at?: string;
  sync_running?: boolean;
  sync_done?: number;
  sync_total?: number;
}

export const syncNow = (user: ApiUser, id: string) => syncFeed<FeedView>(user, id);

/** A hostel of `rooms` private rooms of one type; `feed` imports a path of the file's feed server into it. */
export async function hostelWith(rooms: number, urlOf: (path: string) => string) {
  const { user, email } = await signedInOwner();
  const type = await roomType(user, {
    description: 'Suite',
    type: 'private',
    max_occupancy: 2,
    inventory: rooms,
    base_rate: 80,
    currency: 'USD',
  });
  const feed = (path: string) => importFeed(user, type._id, urlOf(path));
  return {
    user,
    email,
    pid: propertyIdOf(user),
    today: todayIn('UTC'),
    type,
    feed,
    capacities: { [type._id]: { capacity: rooms, kind: 'private' as const } },
  };
}

/** A clock on which the budget is spent after `groups` steps (or groups of steps): read once at the start, then before each. */
export function stopsAfter(groups: number) {
  let reads = 0;
  return () => (reads++ <= groups ? 0 : Number.MAX_SAFE_INTEGER);
}

/** One sync of the feed (as the schedule or "Sync now" runs it) on the given clock. */
export async function syncOn(pid: string, feedId: string, clock: () => number, fetchText?: FetchText) {
  const { syncFeed } = await import('../../functions/src/calendar-sync/import-sync');
  const { fetchFeedText } = await import('../../functions/src/calendar-sync/imported-feeds');
  const { calendarImports } = await import('../../functions/src/data/calendar-import-repository');
  const tenant = pid as TenantId;
  return syncFeed(tenant, (await calendarImports.get(tenant, feedId))!, fetchText ?? fetchFeedText, new Date(), { clock });
}

export async function feedView(user: ApiUser, id: string): Promise<FeedView> {
  return (await user.call('GET', '/calendar-imports')).body.feeds.find((item: { _id: string }) => item._id === id);
}

/** "Sync now" until the run it continues is finished. */
export async function syncToEnd(user: ApiUser, id: string) {
  let view = await syncNow(user, id);
  while (view.sync_running) view = await syncNow(user, id);
  return view;
}

/** The nights (days from today) the live stays hold, each as often as held. */
export const heldNights = (live: Record<string, any>[], today: string) =>
  live
    .flatMap((item) =>
      Array.from({ length: daysBetween(item.checkIn as string, item.checkOut as string) }, (_, i) =>
        daysBetween(today, addDays(item.checkIn as string, i)),
      ),
    )
    .sort((a, b) => a - b);

export const conflictMails = async (email: string) => (await mailsTo(email)).filter((mail) => /not fit|not booked/.test(mail.subject));

/** An event of our own export's shape: nights `from` to `to` (days from today), named by them. */
export const runOf = (today: string) => (from: number, to: number) => ({
  uid: `${addDays(today, from)}-${addDays(today, to)}-x@hostel`,
  checkIn: addDays(today, from),
  checkOut: addDays(today, to),
});
