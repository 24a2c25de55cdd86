import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { latestMail } from '../support/mailbox';
import { book, expectInvariant, guest, stay } from '../support/front-desk';
import { feedServerForFile } from '../support/calendar-feeds';
import { otaFeed } from '../support/feed-server';
import { conflictMails, hostelWith as hostelOf, syncNow } from '../support/import-runs';
import { partition } from '../support/table';
import type { TenantId } from '../../functions/src/data/tenant';

// A sync applies its feed as one plan, one sync per feed at a time: a UID that changes over the same
// nights is the stay moved (no night left open, no false conflict); two syncs at once book each event
// once; a run that fails midway is recorded and continued. Runs stopped at their budget or their lease:
// calendar-import-stops.test.ts.

const feeds = feedServerForFile({ ICAL_FETCH_ALLOW_LOOPBACK: 'true', ICAL_FETCH_TIMEOUT_MS: '5000' });

const newPath = () => feeds.newPath('runs');
const hostelWith = (rooms: number) => hostelOf(rooms, feeds.url);

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
});
