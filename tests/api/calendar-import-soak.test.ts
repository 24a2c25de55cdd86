import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { propertyIdOf, signedInOwner } from '../support/api';
import { latestMail, mailsTo } from '../support/mailbox';
import { expectInvariant, roomType } from '../support/front-desk';
import { type FeedServer, otaFeed, startFeedServer } from '../support/feed-server';
import { configureFunctions } from '../support/in-process';
import { partition } from '../support/table';
import type { TenantId } from '../../functions/src/data/tenant';

// A feed of 2,000 events synced by the schedule (its sync of every feed, in this process, kept to this
// file's hostel) and "Sync now" at once: each call answers within its budget, the run goes on from its
// cursor (the schedule's clock here spends its budget after a set number of steps and hands the run to
// "Sync now"), and the table ends with every event held once, no night the feed covers left open, and
// only the true conflict, mailed once.

const EVENTS = 2000;
const ROOMS = 4;
const NIGHTS = EVENTS / ROOMS;
/** The steps the schedule takes here before its clock says its budget is spent: "Sync now" continues the run. */
const SCHEDULE_STEPS = 300;

/** A clock read once as the run starts, then before each step: spent after `steps` of them, whatever the machine's speed. */
function spentAfter(steps: number) {
  let reads = 0;
  return () => (reads++ <= steps ? 0 : Number.MAX_SAFE_INTEGER);
}

let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  configureFunctions({ ICAL_FETCH_ALLOW_LOOPBACK: 'true', ICAL_FETCH_TIMEOUT_MS: '5000' });
});

afterAll(async () => {
  await feeds.stop();
});

describe('a large feed synced by the schedule and "Sync now" at once', () => {
  it(`books ${EVENTS.toLocaleString('en-US')} events once each, in bounded calls, and mails the one true conflict once`, async () => {
    const { user, email } = await signedInOwner();
    const pid = propertyIdOf(user);
    const today = todayIn('UTC');
    const type = await roomType(user, {
      description: 'Suite',
      type: 'private',
      max_occupancy: 2,
      inventory: ROOMS,
      base_rate: 80,
      currency: 'USD',
    });
    // Four events a night fill its four rooms (three the last night); a fifth on the first is the one true conflict.
    const events = Array.from({ length: EVENTS - 1 }, (_, i) => {
      const night = addDays(today, 1 + (i % NIGHTS));
      return { uid: `e${i}@ota`, checkIn: night, checkOut: addDays(night, 1) };
    });
    events.push({ uid: 'extra@ota', checkIn: addDays(today, 1), checkOut: addDays(today, 2) });
    const path = `/soak-${pid}.ics`;
    feeds.set(path, { body: otaFeed(events) });
    const created = await user.call('POST', '/calendar-imports/create', { name: 'Airbnb', room_type_id: type._id, url: feeds.url(path) });
    expect(created.status).toBe(201);
    const id = (created.body as { _id: string })._id;

    const { syncEveryFeed } = await import('../../functions/src/calendar-sync/scheduled-sync');
    const { fetchFeedText } = await import('../../functions/src/calendar-sync/imported-feeds');
    const { calendarImports } = await import('../../functions/src/data/calendar-import-repository');
    const started = Date.now();
    const schedule = syncEveryFeed(fetchFeedText, () => new Date(), { clock: spentAfter(SCHEDULE_STEPS), properties: [pid] });
    // "Sync now" starts once the schedule holds the feed (or has left its run to be continued): both take steps.
    await vi.waitFor(
      async () => {
        const feed = await calendarImports.get(pid as TenantId, id);
        expect(feed?.syncLease ?? feed?.syncRun).toBeDefined();
      },
      { timeout: 60_000, interval: 50 },
    );
    const calls: number[] = [];
    let view: { sync_running?: boolean; last_sync_at?: string; last_events_seen?: number; last_conflicts?: number };
    // The page's way: "Sync now", then again while the answer says a run is going on.
    do {
      const at = Date.now();
      const answer = await user.call('POST', `/calendar-imports/sync/${id}`);
      calls.push(Date.now() - at);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      view = answer.body;
    } while (view.sync_running || !view.last_sync_at);
    const scheduled = await schedule;
    // The schedule took its steps and stopped at its budget, this feed its only one; "Sync now" took the rest
    // from the cursor (every event is booked below, and the schedule took only SCHEDULE_STEPS of the steps).
    expect(scheduled).toEqual({ feeds: 1, failed: 0, taken: SCHEDULE_STEPS });
    console.info(
      `${EVENTS} events: synced in ${Math.round((Date.now() - started) / 1000)} s, ${scheduled.taken} steps by the schedule, ${calls.length} calls, longest ${Math.max(...calls)} ms`,
    );
    expect(Math.max(...calls)).toBeLessThan(25_000);
    expect(view).toMatchObject({ last_events_seen: EVENTS, last_conflicts: 1 });

    const { live } = await expectInvariant(pid, { [type._id]: { capacity: ROOMS, kind: 'private' } });
    expect(live).toHaveLength(EVENTS - 1);
    const held = new Map<string, number>();
    for (const stay of live) held.set(stay.checkIn, (held.get(stay.checkIn) ?? 0) + 1);
    // Every night the feed covers is held as often as it lists it, up to the rooms.
    for (let night = 0; night < NIGHTS; night += 1)
      expect(held.get(addDays(today, 1 + night))).toBe(night < NIGHTS - 1 ? ROOMS : ROOMS - 1);
    // The feed's guest holds its stays as links: its own item does not grow with them toward DynamoDB's 400 KB.
    const { guestId } = (await calendarImports.get(pid as TenantId, id))!;
    const [feedGuest] = await partition(pid, `GUEST#${guestId}`);
    expect(feedGuest).toMatchObject({ bookings: EVENTS - 1 });
    expect(feedGuest!.reservationIds).toBeUndefined();
    expect(await partition(pid, `GUESTSTAY#${guestId}#`)).toHaveLength(EVENTS - 1);
    const conflicts = await partition(pid, 'ICALCONFLICT#');
    expect(conflicts.map((conflict) => conflict.checkIn)).toEqual([addDays(today, 1)]);
    await latestMail(email, /does not fit/, 30_000);
    expect((await mailsTo(email)).filter((mail) => /not fit|not booked/.test(mail.subject))).toHaveLength(1);
  }, 900_000);
});
