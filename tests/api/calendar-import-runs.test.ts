import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, todayIn } from '../../shared/src/domain/dates';
import { type ApiUser, propertyIdOf, signedInOwner } from '../support/api';
import { latestMail, mailsTo } from '../support/mailbox';
import { book, expectInvariant, guest, roomType, stay } from '../support/front-desk';
import { feedServerForFile, importFeed, syncNow as syncFeed } from '../support/calendar-feeds';
import { otaFeed } from '../support/feed-server';
import { partition } from '../support/table';
import type { TenantId } from '../../functions/src/data/tenant';

// A sync applies its feed as one plan, one sync per feed at a time, in bounded steps: a UID that changes
// over the same nights is the stay moved (no night left open, no false conflict); two syncs at once book
// each event once; a large feed's "Sync now" answers within its budget and the page's next calls go on.

const feeds = feedServerForFile({ ICAL_FETCH_ALLOW_LOOPBACK: 'true', ICAL_FETCH_TIMEOUT_MS: '5000' });

const newPath = () => feeds.newPath('runs');

interface FeedView {
  last_events_seen?: number;
  last_error?: string;
  last_conflicts?: number;
  last_sync_at?: string;
  sync_running?: boolean;
  sync_done?: number;
  sync_total?: number;
}

const syncNow = (user: ApiUser, id: string) => syncFeed<FeedView>(user, id);

async function hostelWith(rooms: number) {
  const { user, email } = await signedInOwner();
  const type = await roomType(user, {
    description: 'Suite',
    type: 'private',
    max_occupancy: 2,
    inventory: rooms,
    base_rate: 80,
    currency: 'USD',
  });
  const feed = (path: string) => importFeed(user, type._id, feeds.url(path));
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
function stopsAfter(groups: number) {
  let reads = 0;
  return () => (reads++ <= groups ? 0 : Number.MAX_SAFE_INTEGER);
}

/** One sync of the feed (as the schedule or "Sync now" runs it) on the given clock. */
async function syncOn(pid: string, feedId: string, clock: () => number) {
  const { syncFeed } = await import('../../functions/src/calendar-sync/import-sync');
  const { fetchFeedText } = await import('../../functions/src/calendar-sync/imported-feeds');
  const { calendarImports } = await import('../../functions/src/data/calendar-import-repository');
  const tenant = pid as TenantId;
  return syncFeed(tenant, (await calendarImports.get(tenant, feedId))!, fetchFeedText, new Date(), { clock });
}

async function feedView(user: ApiUser, id: string): Promise<FeedView> {
  return (await user.call('GET', '/calendar-imports')).body.feeds.find((item: { _id: string }) => item._id === id);
}

/** "Sync now" until the run it continues is finished. */
async function syncToEnd(user: ApiUser, id: string) {
  let view = await syncNow(user, id);
  while (view.sync_running) view = await syncNow(user, id);
  return view;
}

/** The nights (days from today) the live stays hold, each as often as held. */
const heldNights = (live: Record<string, any>[], today: string) =>
  live
    .flatMap((item) =>
      Array.from({ length: daysBetween(item.checkIn as string, item.checkOut as string) }, (_, i) =>
        daysBetween(today, addDays(item.checkIn as string, i)),
      ),
    )
    .sort((a, b) => a - b);

const conflictMails = async (email: string) => (await mailsTo(email)).filter((mail) => /not fit|not booked/.test(mail.subject));

describe('a sync applied as one plan', () => {
  it('moves a stay whose UID changed over the same nights: no night left open, no false conflict', async () => {
    const { user, email, pid, today, feed: addFeed, capacities } = await hostelWith(1);
    const path = newPath();
    feeds.set(path, {
      body: otaFeed([
        { uid: `${addDays(today, 3)}-${addDays(today, 5)}-x@hostel`, checkIn: addDays(today, 3), checkOut: addDays(today, 5) },
      ]),
    });
    const feed = await addFeed(path);
    expect(await syncNow(user, feed._id)).toMatchObject({ last_events_seen: 1, last_conflicts: 0 });
    const [booked] = (await expectInvariant(pid, capacities)).live;
    // Our own export renames a run that grows: the same booking, a new UID, one more night.
    feeds.set(path, {
      body: otaFeed([
        { uid: `${addDays(today, 3)}-${addDays(today, 6)}-x@hostel`, checkIn: addDays(today, 3), checkOut: addDays(today, 6) },
      ]),
    });
    expect(await syncNow(user, feed._id)).toMatchObject({ last_events_seen: 1, last_conflicts: 0 });
    const { live } = await expectInvariant(pid, capacities);
    expect(live.map((item) => [item.id, item.checkIn, item.checkOut])).toEqual([[booked!.id, addDays(today, 3), addDays(today, 6)]]);
    expect((await user.call('GET', '/calendar-imports')).body.conflicts).toEqual([]);
    // It shrinks under yet another UID: still the same stay.
    feeds.set(path, {
      body: otaFeed([
        { uid: `${addDays(today, 4)}-${addDays(today, 6)}-x@hostel`, checkIn: addDays(today, 4), checkOut: addDays(today, 6) },
      ]),
    });
    await syncNow(user, feed._id);
    expect((await expectInvariant(pid, capacities)).live.map((item) => [item.id, item.checkIn])).toEqual([[booked!.id, addDays(today, 4)]]);
    const links = await partition(pid, 'ICALSTAY#');
    expect(links.map((link) => link.uid)).toEqual([`${addDays(today, 4)}-${addDays(today, 6)}-x@hostel`]);
    expect(await conflictMails(email)).toEqual([]);
  });

  it('books each event once when two syncs of one feed start at once', async () => {
    const { user, email, pid, today, feed: addFeed, capacities } = await hostelWith(1);
    const path = newPath();
    const events = Array.from({ length: 100 }, (_, i) => ({
      uid: `e${i}@ota`,
      checkIn: addDays(today, 2 + i),
      checkOut: addDays(today, 3 + i),
    }));
    feeds.set(path, { body: otaFeed(events) });
    const feed = await addFeed(path);
    const answers = await Promise.all([syncNow(user, feed._id), syncNow(user, feed._id)]);
    let view = answers.find((answer) => !answer.sync_running) ?? answers[0]!;
    while (view.sync_running) view = await syncNow(user, feed._id);
    expect(view).toMatchObject({ last_events_seen: 100, last_conflicts: 0 });
    expect((await expectInvariant(pid, capacities)).live).toHaveLength(100);
    expect(await partition(pid, 'ICALCONFLICT#')).toEqual([]);
    expect(await conflictMails(email)).toEqual([]);
    // One of them ran; the other found it running and did nothing.
    expect(answers.some((answer) => answer.sync_running)).toBe(true);
  });

  it('records a run that fails midway, mails the conflict it found once, and the next sync continues it', async () => {
    const { user, email, pid, today, type, feed: addFeed, capacities } = await hostelWith(1);
    const ana = await guest(user);
    const desk = await book(user, stay(ana._id, type._id, addDays(today, 2), 1));
    expect(desk._id).toBeTruthy();
    const uids = ['taken@ota', ...Array.from({ length: 5 }, (_, i) => `free${i}@ota`)];
    const path = newPath();
    feeds.set(path, {
      body: otaFeed(uids.map((uid, i) => ({ uid, checkIn: addDays(today, 2 + 2 * i), checkOut: addDays(today, 3 + 2 * i) }))),
    });
    const feed = await addFeed(path);
    const { syncFeed } = await import('../../functions/src/calendar-sync/import-sync');
    const { fetchFeedText } = await import('../../functions/src/calendar-sync/imported-feeds');
    const { calendarImports, uidKeyOf } = await import('../../functions/src/data/calendar-import-repository');
    // The plan books in the order of UID keys: the run fails right after the step that finds the conflict.
    const order = uids.map(uidKeyOf).sort();
    const conflictAt = order.indexOf(uidKeyOf('taken@ota'));
    // The clock is read when the run starts, then before each step.
    let calls = 0;
    const failing = () => {
      calls += 1;
      if (calls > conflictAt + 2) throw new Error('The table stopped answering');
      return 0;
    };
    const tenant = pid as TenantId;
    await expect(
      syncFeed(tenant, (await calendarImports.get(tenant, feed._id))!, fetchFeedText, new Date(), { clock: failing }),
    ).rejects.toThrow('The table stopped answering');
    const failed = (await user.call('GET', '/calendar-imports')).body.feeds.find((item: { _id: string }) => item._id === feed._id);
    expect(failed).toMatchObject({
      last_error: 'The sync stopped before it finished; the next sync continues it',
      sync_running: true,
      sync_done: conflictAt + 1,
      sync_total: 6,
    });
    expect(Date.parse(failed.last_sync_at)).toBeGreaterThan(Date.now() - 60_000);
    await latestMail(email, /does not fit/);

    let view = await syncNow(user, feed._id);
    while (view.sync_running) view = await syncNow(user, feed._id);
    expect(view).toMatchObject({ last_events_seen: 6, last_conflicts: 1 });
    expect(view.last_error).toBeUndefined();
    expect((await expectInvariant(pid, capacities)).live).toHaveLength(6);
    expect(await conflictMails(email)).toHaveLength(1);
  });

  it('merges two runs under a new UID in one group: stopped after one step, no covered night is open', async () => {
    const { user, email, pid, today, type, feed: addFeed, capacities } = await hostelWith(1);
    const run = (from: number, to: number) => ({
      uid: `${addDays(today, from)}-${addDays(today, to)}-x@hostel`,
      checkIn: addDays(today, from),
      checkOut: addDays(today, to),
    });
    const path = newPath();
    feeds.set(path, { body: otaFeed([run(3, 5), run(5, 7)]) });
    const feed = await addFeed(path);
    expect(await syncNow(user, feed._id)).toMatchObject({ last_events_seen: 2, last_conflicts: 0 });
    feeds.set(path, { body: otaFeed([run(3, 7)]) });
    await syncOn(pid, feed._id, stopsAfter(1));
    // Before, the run released one half and stopped: nights 5 and 6 were open until the next call.
    expect(heldNights((await expectInvariant(pid, capacities)).live, today)).toEqual([3, 4, 5, 6]);
    const ana = await guest(user);
    const desk = await user.call('POST', '/reservations/new', stay(ana._id, type._id, addDays(today, 5), 1), {
      'idempotency-key': randomUUID(),
    });
    expect(desk.status).toBe(409);
    expect(await syncToEnd(user, feed._id)).toMatchObject({ last_events_seen: 1, last_conflicts: 0 });
    const { live } = await expectInvariant(pid, capacities);
    expect(live.map((item) => [item.checkIn, item.checkOut])).toEqual([[addDays(today, 3), addDays(today, 7)]]);
    expect(await partition(pid, 'ICALCONFLICT#')).toEqual([]);
    expect(await conflictMails(email)).toEqual([]);
  });

  it('splits a run under two new UIDs in one group: stopped after one step, no covered night is open', async () => {
    const { user, email, pid, today, type, feed: addFeed, capacities } = await hostelWith(1);
    const run = (from: number, to: number) => ({
      uid: `${addDays(today, from)}-${addDays(today, to)}-x@hostel`,
      checkIn: addDays(today, from),
      checkOut: addDays(today, to),
    });
    const path = newPath();
    feeds.set(path, { body: otaFeed([run(3, 7)]) });
    const feed = await addFeed(path);
    expect(await syncNow(user, feed._id)).toMatchObject({ last_events_seen: 1, last_conflicts: 0 });
    feeds.set(path, { body: otaFeed([run(3, 5), run(5, 7)]) });
    await syncOn(pid, feed._id, stopsAfter(1));
    // Before, the run shrank the stay and stopped: the remainder's nights were open until the next call.
    expect(heldNights((await expectInvariant(pid, capacities)).live, today)).toEqual([3, 4, 5, 6]);
    const ana = await guest(user);
    const desk = await user.call('POST', '/reservations/new', stay(ana._id, type._id, addDays(today, 5), 1), {
      'idempotency-key': randomUUID(),
    });
    expect(desk.status).toBe(409);
    expect(await syncToEnd(user, feed._id)).toMatchObject({ last_events_seen: 2, last_conflicts: 0 });
    expect(heldNights((await expectInvariant(pid, capacities)).live, today)).toEqual([3, 4, 5, 6]);
    expect((await partition(pid, 'ICALSTAY#')).map((link) => link.uid).sort()).toEqual([run(3, 5).uid, run(5, 7).uid]);
    expect(await partition(pid, 'ICALCONFLICT#')).toEqual([]);
    expect(await conflictMails(email)).toEqual([]);
  });

  it('stops at its budget, keeps its progress on the feed, and the next "Sync now" finishes it, each event booked once', async () => {
    const { user, pid, today, feed: addFeed, capacities } = await hostelWith(1);
    const events = Array.from({ length: 6 }, (_, i) => ({
      uid: `b${i}@ota`,
      checkIn: addDays(today, 2 + 2 * i),
      checkOut: addDays(today, 3 + 2 * i),
    }));
    const path = newPath();
    feeds.set(path, { body: otaFeed(events) });
    const feed = await addFeed(path);
    const stopped = await syncOn(pid, feed._id, stopsAfter(2));
    expect(stopped).toMatchObject({ more: true, taken: 2 });
    const view = await feedView(user, feed._id);
    expect(view).toMatchObject({ sync_running: true, sync_done: 2, sync_total: 6 });
    expect(view.last_sync_at).toBeUndefined();
    expect((await expectInvariant(pid, capacities)).live).toHaveLength(2);

    expect(await syncToEnd(user, feed._id)).toMatchObject({ last_events_seen: 6, last_conflicts: 0 });
    const finished = await feedView(user, feed._id);
    expect(finished.sync_done).toBeUndefined();
    const { live } = await expectInvariant(pid, capacities);
    expect(live.map((item) => item.checkIn).sort()).toEqual(events.map((event) => event.checkIn));
    expect((await partition(pid, 'ICALSTAY#')).map((link) => link.uid).sort()).toEqual(events.map((event) => event.uid));
    expect(await partition(pid, 'ICALCONFLICT#')).toEqual([]);
  });

  it('tries a refused step again only within its budget: past it, the next call takes it from just before it', async () => {
    const { user, pid, today, feed: addFeed, capacities } = await hostelWith(1);
    const { uidKeyOf } = await import('../../functions/src/data/calendar-import-repository');
    // The plan moves in the order of UID keys: the first asks for the nights the second leaves.
    const [first, second] = ['p@ota', 'q@ota'].sort((a, b) => (uidKeyOf(a) < uidKeyOf(b) ? -1 : 1)) as [string, string];
    const at = (uid: string, night: number) => ({ uid, checkIn: addDays(today, night), checkOut: addDays(today, night + 1) });
    const path = newPath();
    feeds.set(path, { body: otaFeed([at(first, 2), at(second, 5)]) });
    const feed = await addFeed(path);
    expect(await syncNow(user, feed._id)).toMatchObject({ last_events_seen: 2, last_conflicts: 0 });
    feeds.set(path, { body: otaFeed([at(first, 5), at(second, 8)]) });
    // Both moves are taken; the budget is spent before the refused one is tried again.
    expect(await syncOn(pid, feed._id, stopsAfter(2))).toMatchObject({ more: true, taken: 2 });
    expect(await feedView(user, feed._id)).toMatchObject({ sync_running: true });
    expect(heldNights((await expectInvariant(pid, capacities)).live, today)).toEqual([2, 8]);

    expect(await syncToEnd(user, feed._id)).toMatchObject({ last_events_seen: 2, last_conflicts: 0 });
    expect(heldNights((await expectInvariant(pid, capacities)).live, today)).toEqual([5, 8]);
    expect(await partition(pid, 'ICALCONFLICT#')).toEqual([]);
  });
});
