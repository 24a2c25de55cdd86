import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import type { ApiUser } from '../support/api';
import { expectInvariant, guest, stay } from '../support/front-desk';
import { feedServerForFile } from '../support/calendar-feeds';
import { otaFeed } from '../support/feed-server';
import {
  conflictMails,
  feedView,
  heldNights,
  hostelWith as hostelOf,
  runOf,
  stopsAfter,
  syncNow,
  syncOn,
  syncToEnd,
} from '../support/import-runs';
import { partition } from '../support/table';
import type { TenantId } from '../../functions/src/data/tenant';

// Runs stopped before their plan's end, on an injected clock or by a lost lease: never inside a group (no
// night the feed covers left open), the next call resumes past where the last began, a refusal not yet
// tried again is never mailed, and a run another sync took over writes nothing more.

const feeds = feedServerForFile({ ICAL_FETCH_ALLOW_LOOPBACK: 'true', ICAL_FETCH_TIMEOUT_MS: '5000' });

const newPath = () => feeds.newPath('stops');
const hostelWith = (rooms: number) => hostelOf(rooms, feeds.url);

/** The desk's answer to a one-night booking of the type on `night`: 409 while the feed's stay holds it. */
async function deskBooksNight(user: ApiUser, typeId: string, night: string): Promise<number> {
  const ana = await guest(user);
  const desk = await user.call('POST', '/reservations/new', stay(ana._id, typeId, night, 1), { 'idempotency-key': randomUUID() });
  return desk.status;
}

describe('a run stopped at its budget', () => {
  it('merges two runs under a new UID in one group: stopped after the group, no covered night is open', async () => {
    const { user, email, pid, today, type, feed: addFeed, capacities } = await hostelWith(1);
    const run = runOf(today);
    const path = newPath();
    feeds.set(path, { body: otaFeed([run(3, 5), run(5, 7)]) });
    const feed = await addFeed(path);
    expect(await syncNow(user, feed._id)).toMatchObject({ last_events_seen: 2, last_conflicts: 0 });
    // An unrelated later booking follows the group in the plan: the run stops before it.
    feeds.set(path, { body: otaFeed([run(3, 7), run(10, 11)]) });
    expect(await syncOn(pid, feed._id, stopsAfter(1))).toMatchObject({ more: true, taken: 2 });
    // Before, the run released one half and stopped: nights 5 and 6 were open until the next call.
    expect(heldNights((await expectInvariant(pid, capacities)).live, today)).toEqual([3, 4, 5, 6]);
    expect(await deskBooksNight(user, type._id, addDays(today, 5))).toBe(409);
    expect(await syncToEnd(user, feed._id)).toMatchObject({ last_events_seen: 2, last_conflicts: 0 });
    const { live } = await expectInvariant(pid, capacities);
    expect(live.map((item) => [item.checkIn, item.checkOut]).sort()).toEqual([
      [addDays(today, 3), addDays(today, 7)],
      [addDays(today, 10), addDays(today, 11)],
    ]);
    expect(await partition(pid, 'ICALCONFLICT#')).toEqual([]);
    expect(await conflictMails(email)).toEqual([]);
  });

  it('splits a run under two new UIDs in one group: stopped after the group, no covered night is open', async () => {
    const { user, email, pid, today, type, feed: addFeed, capacities } = await hostelWith(1);
    const run = runOf(today);
    const path = newPath();
    feeds.set(path, { body: otaFeed([run(3, 7)]) });
    const feed = await addFeed(path);
    expect(await syncNow(user, feed._id)).toMatchObject({ last_events_seen: 1, last_conflicts: 0 });
    feeds.set(path, { body: otaFeed([run(3, 5), run(5, 7), run(10, 11)]) });
    expect(await syncOn(pid, feed._id, stopsAfter(1))).toMatchObject({ more: true, taken: 2 });
    // Before, the run shrank the stay and stopped: the remainder's nights were open until the next call.
    expect(heldNights((await expectInvariant(pid, capacities)).live, today)).toEqual([3, 4, 5, 6]);
    expect(await deskBooksNight(user, type._id, addDays(today, 5))).toBe(409);
    expect(await syncToEnd(user, feed._id)).toMatchObject({ last_events_seen: 3, last_conflicts: 0 });
    expect(heldNights((await expectInvariant(pid, capacities)).live, today)).toEqual([3, 4, 5, 6, 10]);
    expect((await partition(pid, 'ICALSTAY#')).map((link) => link.uid).sort()).toEqual(
      [run(10, 11).uid, run(3, 5).uid, run(5, 7).uid].sort(),
    );
    expect(await partition(pid, 'ICALCONFLICT#')).toEqual([]);
    expect(await conflictMails(email)).toEqual([]);
  });

  it('keeps its progress on the feed, and the next "Sync now" finishes it, each event booked once', async () => {
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

  it('ended past its budget, still tries one refused step again, moves its cursor on and mails no refusal left untried', async () => {
    const { user, email, pid, today, feed: addFeed, capacities } = await hostelWith(1);
    const { uidKeyOf } = await import('../../functions/src/data/calendar-import-repository');
    // The plan moves in the order of UID keys: the first two ask for nights the third leaves.
    const [first, second, third] = ['p@ota', 'q@ota', 'r@ota'].sort((a, b) => (uidKeyOf(a) < uidKeyOf(b) ? -1 : 1)) as [
      string,
      string,
      string,
    ];
    const at = (uid: string, night: number, nights = 1) => ({
      uid,
      checkIn: addDays(today, night),
      checkOut: addDays(today, night + nights),
    });
    const path = newPath();
    feeds.set(path, { body: otaFeed([at(first, 2), at(second, 4), at(third, 6, 2)]) });
    const feed = await addFeed(path);
    expect(await syncNow(user, feed._id)).toMatchObject({ last_events_seen: 3, last_conflicts: 0 });
    feeds.set(path, { body: otaFeed([at(first, 6), at(second, 7), at(third, 10, 2)]) });
    // The budget is spent once the three moves are taken: the first refused one is tried again all the same.
    const stopped = await syncOn(pid, feed._id, stopsAfter(3));
    expect(stopped).toMatchObject({ more: true, taken: 4, newConflicts: [] });
    expect(heldNights((await expectInvariant(pid, capacities)).live, today)).toEqual([4, 6, 10, 11]);
    // The second, not tried again, is no conflict yet: nothing stored, nothing mailed (before, it was mailed
    // "does not fit", and the next call began where this one had).
    expect(await partition(pid, 'ICALCONFLICT#')).toEqual([]);
    expect(await feedView(user, feed._id)).toMatchObject({ sync_running: true, sync_done: 1, sync_total: 3 });

    expect(await syncToEnd(user, feed._id)).toMatchObject({ last_events_seen: 3, last_conflicts: 0 });
    expect(heldNights((await expectInvariant(pid, capacities)).live, today)).toEqual([6, 7, 10, 11]);
    expect(await partition(pid, 'ICALCONFLICT#')).toEqual([]);
    expect(await conflictMails(email)).toEqual([]);
  });
});

describe('a run whose lease another sync took', () => {
  it('stops writing at once: nothing booked, linked or recorded beside the new holder', async () => {
    const { pid, today, feed: addFeed, capacities } = await hostelWith(1);
    const path = newPath();
    feeds.set(path, {
      body: otaFeed(
        [1, 3, 5].map((night) => ({ uid: `n${night}@ota`, checkIn: addDays(today, night), checkOut: addDays(today, night + 1) })),
      ),
    });
    const feed = await addFeed(path);
    const { fetchFeedText } = await import('../../functions/src/calendar-sync/imported-feeds');
    const { calendarImports } = await import('../../functions/src/data/calendar-import-repository');
    const tenant = pid as TenantId;
    // While it reads the feed, its lease runs out (as at a clock an hour on) and another sync takes it over.
    const slowRead = async (url: string) => {
      expect(await calendarImports.takeLease(tenant, feed._id, 'another sync', new Date(Date.now() + 3_600_000), 60_000)).toBe(true);
      return fetchFeedText(url);
    };
    expect(await syncOn(pid, feed._id, () => 0, slowRead)).toMatchObject({ running: true, taken: 0 });
    expect((await expectInvariant(pid, capacities)).live).toEqual([]);
    expect(await partition(pid, 'ICALSTAY#')).toEqual([]);
    const after = await calendarImports.get(tenant, feed._id);
    expect(after).toMatchObject({ syncLease: 'another sync' });
    expect(after?.syncRun).toBeUndefined();
    expect(after?.lastSyncAt).toBeUndefined();
  });
});
