import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { expectInvariant, hostel, roomType } from '../support/front-desk';
import { type FeedServer, otaFeed, startFeedServer } from '../support/feed-server';
import { configureFunctions } from '../support/in-process';
import { partition } from '../support/table';

// The scheduled sync: the very handler EventBridge Scheduler calls (and the local runtime's timer), run in
// this process against the test stack's table. It finds every feed from the index and syncs each; here only
// this file's hostels' (`properties`), so it never runs other files' feeds in the middle of their tests.

let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  configureFunctions({ ICAL_FETCH_ALLOW_LOOPBACK: 'true', ICAL_FETCH_TIMEOUT_MS: '2000' });
});

afterAll(async () => {
  await feeds.stop();
});

// One dorm of four beds.
const DORM = { description: 'Dorm', type: 'dorm', max_occupancy: 4, inventory: 1, base_rate: 20, currency: 'USD' };

describe('the scheduled calendar sync', () => {
  it('syncs every imported feed, under its own declared rights', async () => {
    const { user, pid, today } = await hostel();
    const dorm = await roomType(user, DORM);
    const path = `/scheduled-${pid}.ics`;
    feeds.set(path, { body: otaFeed([{ uid: 'group@ota', checkIn: addDays(today, 2), checkOut: addDays(today, 4) }]) });
    // A group of three from a site that sells the dorm by the bed.
    const created = await user.call('POST', '/calendar-imports/create', {
      room_type_id: dorm._id,
      url: feeds.url(path),
      name: 'Hostelz',
      beds: 3,
    });
    expect(created.status).toBe(201);

    const { scheduledRun } = await import('../../functions/src/calendar-sync/scheduled-sync');
    const run = await scheduledRun({ properties: [pid] });
    expect(run).toMatchObject({ feeds: 1, failed: 0, taken: 1 });

    const { live } = await expectInvariant(pid, { [dorm._id]: { capacity: 4, kind: 'dorm' } });
    expect(live.map((item) => [item.bookingSource, item.guests, item.beds.length])).toEqual([['ical:Hostelz', 3, 3]]);
    const [feed] = await partition(pid, 'ICALIN#');
    expect(feed).toMatchObject({ lastEventsSeen: 1, lastConflicts: 0 });
    expect(Date.parse(feed!.lastSyncAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts the conflicts it newly records as the IcalConflicts metric (EMF, as CloudWatch reads it)', async () => {
    const { user, pid, today } = await hostel();
    const dorm = await roomType(user, DORM);
    // Two sites sell the same three of four beds for the same nights: the second cannot be placed.
    for (const site of ['Hostelz', 'Hostelworld']) {
      const path = `/conflict-${site}-${pid}.ics`;
      feeds.set(path, { body: otaFeed([{ uid: `group@${site}`, checkIn: addDays(today, 2), checkOut: addDays(today, 4) }]) });
      const created = await user.call('POST', '/calendar-imports/create', {
        room_type_id: dorm._id,
        url: feeds.url(path),
        name: site,
        beds: 3,
      });
      expect(created.status).toBe(201);
    }
    const { scheduledRun } = await import('../../functions/src/calendar-sync/scheduled-sync');
    const written: string[] = [];
    // The metrics follow LOG_LEVEL off Lambda: this file's functions run silent, so this run prints them.
    process.env.LOG_LEVEL = 'info';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      await scheduledRun({ properties: [pid] });
    } finally {
      vi.restoreAllMocks();
      process.env.LOG_LEVEL = 'silent';
    }
    const conflicts = written
      .join('')
      .split('\n')
      .filter((line) => line.includes('"IcalConflicts"'))
      .map((line) => JSON.parse(line) as { IcalConflicts: number; service: string });
    expect(conflicts).toEqual([expect.objectContaining({ service: 'hostel', IcalConflicts: 1 })]);
    const recorded = await partition(pid, 'ICALIN#');
    expect(recorded.map((feed) => feed.lastConflicts).sort()).toEqual([0, 1]);
  });

  it('counts the steps of every feed, the feeds synced at once', async () => {
    const { user, pid, today } = await hostel();
    const rooms = await roomType(user, {
      description: 'Suite',
      type: 'private',
      max_occupancy: 2,
      inventory: 3,
      base_rate: 80,
      currency: 'USD',
    });
    // Three feeds of one, two and three events, synced by the schedule's workers side by side.
    for (const size of [1, 2, 3]) {
      const path = `/sum-${size}-${pid}.ics`;
      const events = Array.from({ length: size }, (_, i) => ({
        uid: `s${size}-${i}@ota`,
        checkIn: addDays(today, 2 + i),
        checkOut: addDays(today, 3 + i),
      }));
      feeds.set(path, { body: otaFeed(events) });
      const created = await user.call('POST', '/calendar-imports/create', {
        room_type_id: rooms._id,
        url: feeds.url(path),
        name: `Site ${size}`,
      });
      expect(created.status).toBe(201);
    }
    const { syncEveryFeed } = await import('../../functions/src/calendar-sync/scheduled-sync');
    // Before, `taken += await …` read the total before each feed's sync: the workers' steps were lost.
    expect(await syncEveryFeed(undefined, undefined, { properties: [pid] })).toEqual({ feeds: 3, failed: 0, taken: 6 });
    expect((await expectInvariant(pid, { [rooms._id]: { capacity: 3, kind: 'private' } })).live).toHaveLength(6);
  });
});
