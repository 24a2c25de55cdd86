import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { type ApiUser, propertyIdOf, signedInMember, signedInOwner } from '../support/api';
import { latestMail } from '../support/mailbox';
import { book, expectInvariant, guest, roomType, stay } from '../support/front-desk';
import { type FeedServer, otaFeed, startFeedServer } from '../support/feed-server';
import { partition } from '../support/table';

// Importing OTA calendars: each event becomes a reservation of source `ical:<name>` through the desk's own
// booking code, moved when the event moves, released when it goes; a feed that cannot be read changes
// nothing; a stay that does not fit is a conflict, never an overbooking. Feeds come from a server on 127.0.0.1.

const ONE_ROOM = { description: 'Suite', type: 'private', max_occupancy: 2, inventory: 1, base_rate: 80, currency: 'USD' };

let feeds: FeedServer;
let counter = 0;

beforeAll(async () => {
  feeds = await startFeedServer();
});

afterAll(async () => {
  await feeds.stop();
});

const newPath = () => `/feed-${++counter}-${Math.random().toString(36).slice(2, 8)}.ics`;

async function addImport(user: ApiUser, body: Record<string, unknown>) {
  const response = await user.call('POST', '/calendar-imports/create', { name: 'Airbnb', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { _id: string };
}

async function syncNow(user: ApiUser, id: string) {
  const response = await user.call('POST', `/calendar-imports/sync/${id}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { last_events_seen?: number; last_error?: string; last_conflicts?: number; last_sync_at?: string };
}

async function imported(pid: string) {
  return (await partition(pid, 'RES#')).filter((item) => typeof item.bookingSource === 'string' && item.status !== undefined);
}

async function setupSuite() {
  const { user, email } = await signedInOwner();
  const base = { user, email, pid: propertyIdOf(user), today: todayIn('UTC') };
  const suite = await roomType(base.user, ONE_ROOM);
  const capacities = { [suite._id]: { capacity: 1, kind: 'private' as const } };
  return { ...base, suite, capacities, room: `${suite._id}-r1-b1` };
}

/** A suite with one stay imported from a feed: what a failed sync must leave as it was. */
async function setupSyncedStay() {
  const suite = await setupSuite();
  const path = newPath();
  const { today } = suite;
  feeds.set(path, { body: otaFeed([{ uid: 'a@ota', checkIn: addDays(today, 3), checkOut: addDays(today, 5) }]) });
  const feed = await addImport(suite.user, { room_type_id: suite.suite._id, url: feeds.url(path) });
  await syncNow(suite.user, feed._id);
  const before = (await expectInvariant(suite.pid, suite.capacities)).live;
  expect(before).toHaveLength(1);
  return { ...suite, path, feed, before };
}

describe('importing an OTA calendar', () => {
  it('books each event, moves it when it moves, and releases it when it goes', async () => {
    const { user, pid, today, suite, capacities, room } = await setupSuite();
    const path = newPath();
    feeds.set(path, {
      body: otaFeed([
        { uid: 'a@ota', checkIn: addDays(today, 3), checkOut: addDays(today, 5) },
        { uid: 'b@ota', checkIn: addDays(today, 10), checkOut: addDays(today, 11) },
        // Ended before today: not imported.
        { uid: 'old@ota', checkIn: addDays(today, -9), checkOut: addDays(today, -7) },
      ]),
    });
    const feed = await addImport(user, { room_type_id: suite._id, unit_id: room, url: feeds.url(path) });
    const first = await syncNow(user, feed._id);
    expect(first).toMatchObject({ last_events_seen: 2, last_conflicts: 0 });
    expect(first.last_error).toBeUndefined();
    let stays = (await expectInvariant(pid, capacities)).live;
    expect(stays.map((item) => [item.checkIn, item.checkOut, item.bookingSource, item.beds]).sort()).toEqual([
      [addDays(today, 3), addDays(today, 5), 'ical:Airbnb', [room]],
      [addDays(today, 10), addDays(today, 11), 'ical:Airbnb', [room]],
    ]);
    const moved = stays.find((item) => item.checkIn === addDays(today, 3))!;
    // The API echoes the new source as it does the spec's three.
    const detail = await user.call('GET', `/reservations/find-by-id/${moved.id}`);
    expect(detail.body.booking_source).toBe('ical:Airbnb');
    // An import carries no price: it is priced from the rates like any stay (two nights of the suite at 80).
    expect(detail.body).toMatchObject({ total_price: 160, nightly_prices: [{ price: 80 }, { price: 80 }] });
    // The desk edits it with its source sent back as read; it cannot make one up.
    const edit = (source: string) =>
      user.call('PUT', `/reservations/update/${moved.id}`, {
        reservation_status: 'confirmed',
        payment_status: 'pending',
        total_price: 120,
        currency: 'USD',
        booking_source: source,
      });
    expect((await edit('ical:Airbnb')).status).toBe(200);
    expect((await edit('ical:Other')).status).toBe(400);
    const made = await user.call('POST', '/reservations/new', {
      ...stay(moved.guestId, suite._id, addDays(today, 30), 1),
      booking_source: 'ical:Airbnb',
    });
    expect(made.status).toBe(400);

    // A second sync of the same feed changes nothing.
    await syncNow(user, feed._id);
    expect((await expectInvariant(pid, capacities)).live).toHaveLength(2);

    feeds.set(path, { body: otaFeed([{ uid: 'a@ota', checkIn: addDays(today, 4), checkOut: addDays(today, 7) }]) });
    expect(await syncNow(user, feed._id)).toMatchObject({ last_events_seen: 1 });
    stays = (await expectInvariant(pid, capacities)).live;
    expect(stays.map((item) => [item.id, item.checkIn, item.checkOut])).toEqual([[moved.id, addDays(today, 4), addDays(today, 7)]]);
    const released = (await imported(pid)).find((item) => item.checkIn === addDays(today, 10));
    expect(released?.status).toBe('canceled');
  });

  it('changes nothing when the feed is malformed, times out, is too big, or redirects to a private address', async () => {
    const { user, pid, capacities, path, feed, before } = await setupSyncedStay();
    const cases: [string, Parameters<FeedServer['set']>[1], RegExp][] = [
      ['malformed', { body: 'BEGIN:VCALENDAR\r\nthis is not iCal' }, /not a valid iCal calendar/],
      ['times out', { hold: true }, /did not answer within/],
      ['too big', { body: `BEGIN:VCALENDAR\r\nX-PAD:${'x'.repeat(1024 * 1024)}\r\nEND:VCALENDAR\r\n` }, /larger than/],
      ['redirects inside', { redirect: 'http://169.254.169.254/latest/meta-data/' }, /private network/],
      ['answers 500', { status: 500 }, /HTTP 500/],
    ];
    for (const [what, answer, message] of cases) {
      feeds.set(path, answer);
      const outcome = await syncNow(user, feed._id);
      expect(outcome.last_error, what).toMatch(message);
      expect((await expectInvariant(pid, capacities)).live, what).toEqual(before);
    }
    const listed = await user.call('GET', '/calendar-imports');
    expect(listed.body.feeds[0]).toMatchObject({ name: 'Airbnb', last_error: expect.stringMatching(/HTTP 500/) });
  });

  it('closes the socket of every answer it does not read: a redirect, a declared 50 MB, a redirect inside, a web page', async () => {
    const { user, pid, today, capacities, path, feed, before } = await setupSyncedStay();
    // Each answer sends its head and a first line, then never ends: only the fetcher can close its socket.
    const good = newPath();
    feeds.set(good, { body: otaFeed([{ uid: 'a@ota', checkIn: addDays(today, 3), checkOut: addDays(today, 5) }]) });
    const cases: [string, { status?: number; headers: Record<string, string> }, RegExp | undefined][] = [
      // Followed, not refused: its body is never read, and its socket closes all the same.
      ['redirects to the feed', { status: 302, headers: { location: feeds.url(good) } }, undefined],
      ['declares 50 MB', { headers: { 'content-type': 'text/calendar', 'content-length': String(50 * 1024 * 1024) } }, /larger than/],
      ['redirects inside', { status: 302, headers: { location: 'http://10.0.0.1/feed.ics' } }, /private network/],
      ['answers a web page', { headers: { 'content-type': 'text/html; charset=utf-8' } }, /web page, not a calendar/],
    ];
    for (const [what, hang, message] of cases) {
      const hanging = newPath();
      feeds.set(hanging, { hang });
      feeds.set(path, { redirect: feeds.url(hanging) });
      const outcome = await syncNow(user, feed._id);
      if (message) expect(outcome.last_error, what).toMatch(message);
      else expect(outcome.last_error, what).toBeUndefined();
      expect(feeds.sockets(hanging).requests, what).toBe(1);
      await expect.poll(() => feeds.sockets(hanging).open, { timeout: 5_000, message: what }).toBe(0);
      expect((await expectInvariant(pid, capacities)).live, what).toEqual(before);
    }
  });

  it('changes nothing when the feed address is an IPv6 transition form or a relay that reaches a private network', async () => {
    const { user, pid, suite, capacities, path, feed, before } = await setupSyncedStay();
    const hosts = [
      '[::127.0.0.1]', // IPv4-compatible loopback
      '[2002:7f00:1::1]', // 6to4 of 127.0.0.1
      '[2001:0:4136:e378:8000:63bf:3fff:fdd2]', // Teredo
      '[64:ff9b:1::a00:1]', // local-use NAT64 of 10.0.0.1
      '[fec0::1]', // site-local
      '192.88.99.1', // 6to4 relay anycast
    ];
    for (const host of hosts) {
      // Reached by a redirect from the feed's own server...
      feeds.set(path, { redirect: `http://${host}/feed.ics` });
      expect((await syncNow(user, feed._id)).last_error, host).toBe('The feed address points to a private network');
      expect((await expectInvariant(pid, capacities)).live, host).toEqual(before);
      // ...and typed as the feed's address.
      const direct = await addImport(user, { room_type_id: suite._id, url: `http://${host}/feed.ics`, name: 'Direct' });
      expect((await syncNow(user, direct._id)).last_error, host).toBe('The feed address points to a private network');
      expect((await expectInvariant(pid, capacities)).live, host).toEqual(before);
    }
  });

  it('refuses a feed address that is not https (outside the test stack), not a URL, or a unit of another type', async () => {
    const { user, suite } = await setupSuite();
    const bad = async (body: Record<string, unknown>) =>
      (await user.call('POST', '/calendar-imports/create', { name: 'Airbnb', ...body })).status;
    expect(await bad({ room_type_id: suite._id, url: 'not a url' })).toBe(400);
    expect(await bad({ room_type_id: suite._id, url: 'ftp://example.com/a.ics' })).toBe(400);
    expect(await bad({ room_type_id: suite._id, url: 'https://example.com/a.ics', unit_id: 'nope' })).toBe(404);
    expect(await bad({ room_type_id: suite._id, url: 'https://example.com/a.ics', name: '' })).toBe(400);
  });

  it('stores a stay that does not fit as a conflict, mails the staff, and books it once the room is free', async () => {
    const { user, email, pid, today, suite, capacities } = await setupSuite();
    const ana = await guest(user);
    const desk = await book(user, stay(ana._id, suite._id, addDays(today, 6), 2));
    const path = newPath();
    feeds.set(path, { body: otaFeed([{ uid: 'c@ota', checkIn: addDays(today, 7), checkOut: addDays(today, 9) }]) });
    const feed = await addImport(user, { room_type_id: suite._id, url: feeds.url(path) });
    expect(await syncNow(user, feed._id)).toMatchObject({ last_events_seen: 1, last_conflicts: 1 });
    expect((await expectInvariant(pid, capacities)).live.map((item) => item.id)).toEqual([desk._id]);
    const listed = await user.call('GET', '/calendar-imports');
    expect(listed.body.conflicts).toEqual([
      expect.objectContaining({
        feed_name: 'Airbnb',
        uid: 'c@ota',
        check_in: addDays(today, 7),
        check_out: addDays(today, 9),
        reason: expect.stringContaining('Not enough availability'),
      }),
    ]);
    // Every role sees them (Home and the calendar show them).
    const { user: employee } = await signedInMember(user, 'employee');
    const seen = await employee.call('GET', '/calendar-imports/conflicts');
    expect(seen.body.conflicts.map((conflict: { uid: string }) => conflict.uid)).toEqual(['c@ota']);
    const mail = await latestMail(email, /An imported booking from Airbnb does not fit/);
    expect(mail.text).toContain(`${addDays(today, 7)} → ${addDays(today, 9)}, 2 nights`);
    expect(mail.text).toContain('/app/property/channels');

    expect((await user.call('PUT', `/reservations/status/${desk._id}`, { reservation_status: 'canceled' })).status).toBe(200);
    expect(await syncNow(user, feed._id)).toMatchObject({ last_conflicts: 0 });
    expect((await expectInvariant(pid, capacities)).live.map((item) => [item.checkIn, item.bookingSource])).toEqual([
      [addDays(today, 7), 'ical:Airbnb'],
    ]);
    expect((await user.call('GET', '/calendar-imports')).body.conflicts).toEqual([]);
  });

  it('never holds the last room twice when a desk booking and a sync race for it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { user, pid, today, suite, capacities } = await setupSuite();
      const ana = await guest(user);
      const path = newPath();
      feeds.set(path, { body: otaFeed([{ uid: 'race@ota', checkIn: addDays(today, 20), checkOut: addDays(today, 23) }]) });
      const feed = await addImport(user, { room_type_id: suite._id, url: feeds.url(path) });
      const [deskAnswer, synced] = await Promise.all([
        user.call('POST', '/reservations/new', stay(ana._id, suite._id, addDays(today, 21), 1), {
          'idempotency-key': `race-${round}-${pid}`,
        }),
        syncNow(user, feed._id),
      ]);
      const { live } = await expectInvariant(pid, capacities);
      expect(live).toHaveLength(1);
      const conflicts = (await user.call('GET', '/calendar-imports')).body.conflicts;
      if (deskAnswer.status === 201) {
        expect(synced.last_conflicts).toBe(1);
        expect(conflicts).toHaveLength(1);
      } else {
        expect(deskAnswer.status).toBe(409);
        expect(live[0]!.bookingSource).toBe('ical:Airbnb');
        expect(conflicts).toEqual([]);
      }
    }
  });
});

describe('a round trip through our own export', () => {
  it('reproduces exactly the nights one property cannot sell in a second property that imports its feed', async () => {
    const a = await setupSuite();
    const ana = await guest(a.user);
    await book(a.user, stay(ana._id, a.suite._id, addDays(a.today, 2), 2));
    const closed = await a.user.call('POST', `/rates-and-availability/create/${a.suite._id}`, {
      start_date: addDays(a.today, 10),
      end_date: addDays(a.today, 12),
      custom_rate: 80,
      custom_availability: 0,
    });
    expect(closed.status).toBe(201);
    // Adjacent to the closed nights: one run of five nights in the feed.
    await book(a.user, stay(ana._id, a.suite._id, addDays(a.today, 13), 2));
    await book(a.user, stay(ana._id, a.suite._id, addDays(a.today, 30), 1));
    const published = await a.user.call('POST', '/calendar-feeds/create', { room_type_id: a.suite._id });
    // The stack answers on 127.0.0.1 too; the test policy allows that address alone.
    const exportUrl = `${inject('appUrl').replace('localhost', '127.0.0.1')}${published.body.path}`;

    const b = await setupSuite();
    const feed = await addImport(b.user, { room_type_id: b.suite._id, url: exportUrl, name: 'Hostel A' });
    expect(await syncNow(b.user, feed._id)).toMatchObject({ last_events_seen: 3, last_conflicts: 0 });
    const republished = await b.user.call('POST', '/calendar-feeds/create', { room_type_id: b.suite._id });

    const blocked = async (path: string) => {
      const text = await (await fetch(`${inject('appUrl')}${path}`)).text();
      return [...text.matchAll(/DTSTART;VALUE=DATE:(\d{8})\r\nDTEND;VALUE=DATE:(\d{8})/g)].map((match) => `${match[1]}-${match[2]}`);
    };
    const original = await blocked(published.body.path);
    expect(original).toHaveLength(3);
    expect(await blocked(republished.body.path)).toEqual(original);
  });
});

describe('managing imported calendars', () => {
  it('lists and deletes a feed (its reservations stay), by managers only', async () => {
    const { user, pid, today, suite, capacities } = await setupSuite();
    const path = newPath();
    feeds.set(path, { body: otaFeed([{ uid: 'k@ota', checkIn: addDays(today, 3), checkOut: addDays(today, 4) }]) });
    const feed = await addImport(user, { room_type_id: suite._id, url: feeds.url(path), name: 'Vrbo' });
    await syncNow(user, feed._id);
    const { user: employee } = await signedInMember(user, 'employee');
    expect((await employee.call('GET', '/calendar-imports')).status).toBe(403);
    expect((await employee.call('POST', `/calendar-imports/sync/${feed._id}`)).status).toBe(403);
    expect((await user.call('DELETE', `/calendar-imports/delete/${feed._id}`)).status).toBe(200);
    expect((await user.call('GET', '/calendar-imports')).body.feeds).toEqual([]);
    expect((await user.call('POST', `/calendar-imports/sync/${feed._id}`)).status).toBe(404);
    expect((await user.call('DELETE', `/calendar-imports/delete/${feed._id}`)).status).toBe(404);
    expect((await expectInvariant(pid, capacities)).live.map((item) => item.bookingSource)).toEqual(['ical:Vrbo']);
  });
});
