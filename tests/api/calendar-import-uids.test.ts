import { describe, expect, it } from 'vitest';
import { MAX_REPORTED_UID, MAX_UID_LENGTH } from '../../functions/src/calendar-sync/feed-events';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { propertyIdOf, signedInOwner } from '../support/api';
import { book, expectInvariant, guest, roomType, stay } from '../support/front-desk';
import { feedServerForFile, importFeed, syncNow } from '../support/calendar-feeds';
import { otaFeed } from '../support/feed-server';
import { partition } from '../support/table';

// UIDs no site sends, through "Sync now": an event whose UID is past the limit (a 450,000-character one
// made the booking's transaction, or the conflict's Put, overflow DynamoDB's 400 KB item: a 500) is
// skipped and reported cut short, and the feed's other events are booked. Every key stays a hash.

const ONE_ROOM = { description: 'Suite', type: 'private', max_occupancy: 2, inventory: 1, base_rate: 80, currency: 'USD' };
const UNREADABLE = 'The event could not be read';

const feeds = feedServerForFile();
const reported = (uid: string) => `${Array.from(uid).slice(0, MAX_REPORTED_UID).join('')}…`;

interface FeedView {
  last_events_seen?: number;
  last_error?: string;
  last_conflicts?: number;
  last_skipped?: { uid: string; reason: string }[];
}

async function setup(events: (today: string) => { uid: string; checkIn: string; checkOut: string }[]) {
  const { user } = await signedInOwner();
  const pid = propertyIdOf(user);
  const today = todayIn('UTC');
  const suite = await roomType(user, ONE_ROOM);
  const path = feeds.newPath('uids');
  feeds.set(path, { body: otaFeed(events(today)) });
  const created = await importFeed(user, suite._id, feeds.url(path));
  const sync = () => syncNow<FeedView>(user, created._id);
  return { user, pid, today, suite, capacities: { [suite._id]: { capacity: 1, kind: 'private' as const } }, sync };
}

/** The imported stays' dates, the links' UIDs, and every key the sync wrote (each under DynamoDB's 1,024 bytes). */
async function written(pid: string) {
  const [reservations, links, conflicts] = await Promise.all([
    partition(pid, 'RES#'),
    partition(pid, 'ICALSTAY#'),
    partition(pid, 'ICALCONFLICT#'),
  ]);
  for (const item of [...links, ...conflicts]) expect(Buffer.byteLength(item.sk as string)).toBeLessThan(1024);
  return {
    stays: reservations
      .filter((item) => item.bookingSource === 'ical:Airbnb' && item.status === 'confirmed')
      .map((item) => [item.checkIn, item.checkOut])
      .sort(),
    links: links.map((item) => item.uid as string).sort(),
    conflicts: conflicts.map((item) => item.uid as string),
  };
}

describe('an event whose UID no site would send', () => {
  it('skips a 450,000-character UID, reports it cut short, and books the feed other events', async () => {
    const long = `${'x'.repeat(450_000)}@ota`;
    const { pid, today, capacities, sync } = await setup((day) => [
      { uid: 'a@ota', checkIn: addDays(day, 3), checkOut: addDays(day, 5) },
      { uid: long, checkIn: addDays(day, 7), checkOut: addDays(day, 9) },
      { uid: 'b@ota', checkIn: addDays(day, 10), checkOut: addDays(day, 11) },
    ]);
    const outcome = await sync();
    expect(outcome).toMatchObject({ last_events_seen: 2, last_conflicts: 0, last_skipped: [{ uid: reported(long), reason: UNREADABLE }] });
    expect(outcome.last_error).toBeUndefined();
    await expectInvariant(pid, capacities);
    expect(await written(pid)).toEqual({
      stays: [
        [addDays(today, 3), addDays(today, 5)],
        [addDays(today, 10), addDays(today, 11)],
      ],
      links: ['a@ota', 'b@ota'],
      conflicts: [],
    });
    // A second sync reads the same: nothing more booked, nothing released.
    expect(await sync()).toMatchObject({ last_events_seen: 2, last_skipped: [{ uid: reported(long) }] });
    expect((await written(pid)).stays).toHaveLength(2);
  });

  it('skips it where it would be a conflict: nothing stored, the desk booking kept, the rest booked', async () => {
    const long = 'c'.repeat(450_000);
    const { user, pid, today, suite, capacities, sync } = await setup((day) => [
      { uid: long, checkIn: addDays(day, 7), checkOut: addDays(day, 9) },
      { uid: 'a@ota', checkIn: addDays(day, 12), checkOut: addDays(day, 13) },
    ]);
    const desk = await book(user, stay((await guest(user))._id, suite._id, addDays(today, 6), 4));
    const outcome = await sync();
    expect(outcome).toMatchObject({ last_events_seen: 1, last_conflicts: 0, last_skipped: [{ uid: reported(long), reason: UNREADABLE }] });
    const live = (await expectInvariant(pid, capacities)).live.map((item) => item.id);
    expect(live).toContain(desk._id);
    expect(await written(pid)).toEqual({ stays: [[addDays(today, 12), addDays(today, 13)]], links: ['a@ota'], conflicts: [] });
    expect((await user.call('GET', '/calendar-imports/conflicts')).body.conflicts).toEqual([]);
  });

  it('keeps the feed small when many long UIDs are skipped: each reported cut short', async () => {
    // Four 200,000-character UIDs (an 800 KB feed): reported whole, they were more than the feed item holds.
    const longs = ['p', 'q', 'r', 's'].map((letter) => letter.repeat(200_000));
    const { pid, today, sync } = await setup((day) => [
      ...longs.map((uid, at) => ({ uid, checkIn: addDays(day, 2 + 2 * at), checkOut: addDays(day, 3 + 2 * at) })),
      { uid: 'a@ota', checkIn: addDays(day, 20), checkOut: addDays(day, 22) },
    ]);
    const outcome = await sync();
    expect(outcome).toMatchObject({ last_events_seen: 1, last_conflicts: 0 });
    expect(outcome.last_skipped).toEqual(longs.map((uid) => ({ uid: reported(uid), reason: UNREADABLE })));
    const [feed] = await partition(pid, 'ICALIN#');
    expect(JSON.stringify(feed).length).toBeLessThan(10_000);
    expect((await written(pid)).stays).toEqual([[addDays(today, 20), addDays(today, 22)]]);
  });

  it('books an event whose UID is at the limit, in characters of several bytes, its link keyed by a hash', async () => {
    const atLimit = '鍵'.repeat(MAX_UID_LENGTH);
    const over = `${atLimit}x`;
    const { pid, today, sync } = await setup((day) => [
      { uid: atLimit, checkIn: addDays(day, 4), checkOut: addDays(day, 6) },
      { uid: over, checkIn: addDays(day, 8), checkOut: addDays(day, 9) },
    ]);
    expect(await sync()).toMatchObject({ last_events_seen: 1, last_skipped: [{ uid: reported(over), reason: UNREADABLE }] });
    expect(await written(pid)).toEqual({ stays: [[addDays(today, 4), addDays(today, 6)]], links: [atLimit], conflicts: [] });
  });
});
