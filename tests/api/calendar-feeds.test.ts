import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { propertyIdOf, signedInMember, signedInOwner } from '../support/api';
import { book, DORM, guest, hostel, PRIVATE, roomType, stay } from '../support/front-desk';
import { TABLE, table } from '../support/table';

// The published availability feeds (iCal export): a secret URL per room type or unit that an OTA polls,
// with no session, listing every night that cannot be sold; read back with ical.js, a well-kept parser.

interface Fetched {
  status: number;
  text: string;
  headers: Headers;
}

/** As an OTA fetches: no cookie, no Origin. */
async function fetchFeed(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(`${inject('appUrl')}${path}`, { headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

interface Blocked {
  uid: string;
  start: string;
  end: string;
  allDay: boolean;
}

function eventsOf(text: string): { name: string; events: Blocked[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    return { uid: event.uid, start: event.startDate.toString(), end: event.endDate.toString(), allDay: event.startDate.isDate };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

async function setAvailability(
  user: Awaited<ReturnType<typeof hostel>>['user'],
  typeId: string,
  from: string,
  to: string,
  availability: number,
) {
  const response = await user.call('POST', `/rates-and-availability/create/${typeId}`, {
    start_date: from,
    end_date: to,
    custom_rate: 40,
    custom_availability: availability,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

async function publish(user: Awaited<ReturnType<typeof hostel>>['user'], body: Record<string, string>) {
  const response = await user.call('POST', '/calendar-feeds/create', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { _id: string; path: string };
}

describe('calendar feeds (iCal export)', () => {
  it('list the nights a unit or a type cannot be sold: booked, closed, or full', async () => {
    const { user, today } = await hostel();
    const double = await roomType(user, PRIVATE);
    const ana = await guest(user);
    const typeFeed = await publish(user, { room_type_id: double._id });
    const room1 = `${double._id}-r1-b1`;
    const unitFeed = await publish(user, { room_type_id: double._id, unit_id: room1 });

    const booked = await book(user, stay(ana._id, double._id, addDays(today, 5), 2, 1, { assigned_beds: [room1] }));
    expect(booked.assigned_beds).toEqual([room1]);
    await setAvailability(user, double._id, addDays(today, 20), addDays(today, 21), 0);
    for (const bed of ['r1-b1', 'r2-b1', 'r3-b1'])
      await book(user, stay(ana._id, double._id, addDays(today, 40), 1, 1, { assigned_beds: [`${double._id}-${bed}`] }));

    const unit = eventsOf((await fetchFeed(unitFeed.path)).text);
    expect(unit.events.map(({ start, end, allDay }) => ({ start, end, allDay }))).toEqual([
      { start: addDays(today, 5), end: addDays(today, 7), allDay: true },
      { start: addDays(today, 20), end: addDays(today, 22), allDay: true },
      { start: addDays(today, 40), end: addDays(today, 41), allDay: true },
    ]);
    expect(unit.name).toContain('Double');
    // The type still has two rooms on the booked nights: only the closed and the full nights are blocked.
    const type = eventsOf((await fetchFeed(typeFeed.path)).text);
    expect(type.events.map(({ start, end }) => [start, end])).toEqual([
      [addDays(today, 20), addDays(today, 22)],
      [addDays(today, 40), addDays(today, 41)],
    ]);
    // UIDs are unique, and stable for a run that does not change.
    expect(new Set(unit.events.map((event) => event.uid)).size).toBe(3);
    await book(user, stay(ana._id, double._id, addDays(today, 60), 1, 1, { assigned_beds: [room1] }));
    const again = eventsOf((await fetchFeed(unitFeed.path)).text);
    expect(again.events.slice(0, 3).map((event) => event.uid)).toEqual(unit.events.map((event) => event.uid));
    expect(again.events).toHaveLength(4);
  });

  it('a dorm bed has its own feed, blocked where a stay holds that bed', async () => {
    const { user, today } = await hostel();
    const dorm = await roomType(user, DORM);
    const ana = await guest(user);
    const bed2 = `${dorm._id}-r1-b2`;
    const feed = await publish(user, { room_type_id: dorm._id, unit_id: bed2 });
    await book(user, stay(ana._id, dorm._id, addDays(today, 3), 3, 1, { assigned_beds: [`${dorm._id}-r1-b1`] }));
    await book(user, stay(ana._id, dorm._id, addDays(today, 4), 1, 1, { assigned_beds: [bed2] }));
    const { events, name } = eventsOf((await fetchFeed(feed.path)).text);
    expect(events.map(({ start, end }) => [start, end])).toEqual([[addDays(today, 4), addDays(today, 5)]]);
    expect(name).toContain('bed 2');
  });

  it("a dorm's bed feeds never show more free beds than the dorm has free: stays without a bed block the last free beds", async () => {
    const { user, today } = await hostel();
    const dorm = await roomType(user, DORM);
    const ana = await guest(user);
    const beds = Array.from({ length: 6 }, (_, index) => `${dorm._id}-r1-b${index + 1}`);
    const published = [];
    for (const bed of beds) published.push(await publish(user, { room_type_id: dorm._id, unit_id: bed }));
    const night = addDays(today, 6);
    // Beds b1–b3 taken the first night and b4–b6 the next: a 2-night stay then holds a unit each night and no bed.
    await book(user, stay(ana._id, dorm._id, night, 1, 3, { assigned_beds: beds.slice(0, 3) }));
    await book(user, stay(ana._id, dorm._id, addDays(night, 1), 1, 3, { assigned_beds: beds.slice(3) }));
    expect((await book(user, stay(ana._id, dorm._id, night, 2))).assigned_beds ?? []).toEqual([]);
    const busy: boolean[] = [];
    for (const feed of published) busy.push(eventsOf((await fetchFeed(feed.path)).text).events.some((event) => event.start === night));
    // 2 beds for sale that first night, 3 free by bed: the last free bed shows busy.
    expect(busy).toEqual([true, true, true, false, false, true]);
  });

  it('is RFC 5545 text: CRLF, folded lines, dates as VALUE=DATE, with caching headers and a 304', async () => {
    const { user, today } = await hostel();
    const long = `Hostel ${'Ñandú '.repeat(14)}`.trim();
    expect((await user.call('PUT', '/properties/update', { propertyName: long })).status).toBe(200);
    const double = await roomType(user, PRIVATE);
    await setAvailability(user, double._id, addDays(today, 2), addDays(today, 2), 0);
    const feed = await publish(user, { room_type_id: double._id });
    const first = await fetchFeed(feed.path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(first.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.text.endsWith('\r\n')).toBe(true);
    const lines = first.text.slice(0, -2).split('\r\n');
    expect(lines.every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${addDays(today, 2).replaceAll('-', '')}`);
    expect(eventsOf(first.text).name).toBe(`${long} · ${double.description}`);

    const cached = await fetchFeed(feed.path, { 'if-none-match': etag! });
    expect(cached.status).toBe(304);
    expect(cached.text).toBe('');
    // A change of what is blocked is a new ETag.
    await setAvailability(user, double._id, addDays(today, 9), addDays(today, 9), 0);
    expect((await fetchFeed(feed.path, { 'if-none-match': etag! })).status).toBe(200);
  });

  it('answers HEAD as GET without a body (readers check a feed before they fetch it)', async () => {
    const { user } = await hostel();
    const double = await roomType(user, PRIVATE);
    const feed = await publish(user, { room_type_id: double._id });
    const got = await fetchFeed(feed.path);
    const head = await fetch(`${inject('appUrl')}${feed.path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(head.headers.get('etag')).toBe(got.headers.get('etag'));
    expect(await head.text()).toBe('');
    const fresh = await fetch(`${inject('appUrl')}${feed.path}`, {
      method: 'HEAD',
      headers: { 'if-none-match': got.headers.get('etag')! },
    });
    expect(fresh.status).toBe(304);
    const missing = await fetch(`${inject('appUrl')}/api/v1/ical/${'x'.repeat(43)}.ics`, { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  it('is listed, regenerated (the old URL stops) and revoked by managers only', async () => {
    const { user } = await hostel();
    const dorm = await roomType(user, DORM);
    const feed = await publish(user, { room_type_id: dorm._id });
    expect((await user.call('POST', '/calendar-feeds/create', { room_type_id: dorm._id })).status).toBe(409);
    expect((await user.call('POST', '/calendar-feeds/create', { room_type_id: dorm._id, unit_id: 'nope' })).status).toBe(404);
    expect((await user.call('POST', '/calendar-feeds/create', { room_type_id: 'nope' })).status).toBe(404);
    expect((await user.call('POST', '/calendar-feeds/create', { room_type_id: 'a b' })).status).toBe(400);
    const listed = await user.call('GET', '/calendar-feeds');
    expect(listed.body.feeds).toEqual([expect.objectContaining({ _id: dorm._id, room_type_id: dorm._id, path: feed.path })]);

    const { user: employee } = await signedInMember(user, 'employee');
    expect((await employee.call('GET', '/calendar-feeds')).status).toBe(403);
    expect((await employee.call('PUT', `/calendar-feeds/regenerate/${dorm._id}`)).status).toBe(403);

    const renewed = await user.call('PUT', `/calendar-feeds/regenerate/${dorm._id}`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.path).not.toBe(feed.path);
    expect((await fetchFeed(feed.path)).status).toBe(404);
    expect((await fetchFeed(renewed.body.path)).status).toBe(200);

    expect((await user.call('DELETE', `/calendar-feeds/delete/${dorm._id}`)).status).toBe(200);
    expect((await fetchFeed(renewed.body.path)).status).toBe(404);
    expect((await user.call('GET', '/calendar-feeds')).body.feeds).toEqual([]);
    expect((await user.call('DELETE', `/calendar-feeds/delete/${dorm._id}`)).status).toBe(404);
  });

  it('answers 404 to a token that is not a feed, and another property cannot touch a feed', async () => {
    expect((await fetchFeed('/api/v1/ical/not-a-token.ics')).status).toBe(404);
    expect((await fetchFeed(`/api/v1/ical/${'A'.repeat(43)}.ics`)).status).toBe(404);
    const { user } = await hostel();
    const dorm = await roomType(user, DORM);
    await publish(user, { room_type_id: dorm._id });
    const { user: stranger } = await hostel();
    expect((await stranger.call('PUT', `/calendar-feeds/regenerate/${dorm._id}`)).status).toBe(404);
    expect((await stranger.call('POST', '/calendar-feeds/create', { room_type_id: dorm._id })).status).toBe(404);
  });

  it("answers 404 for a unit no longer in its room type, and the type's own feed still answers", async () => {
    const { user, pid } = await hostel();
    const double = await roomType(user, PRIVATE);
    const room3 = `${double._id}-r3-b1`;
    const unitFeed = await publish(user, { room_type_id: double._id, unit_id: room3 });
    const typeFeed = await publish(user, { room_type_id: double._id });
    expect((await fetchFeed(unitFeed.path)).status).toBe(200);
    // Room 3 taken out of the type, as a change of its rooms would leave it.
    const key = { pk: `PROP#${pid}`, sk: `ROOMTYPE#${double._id}` };
    const item = (await table().send(new GetCommand({ TableName: TABLE, Key: key }))).Item!;
    const rooms = (item.rooms as { bedIds: string[] }[]).filter((room) => !room.bedIds.includes(room3));
    await table().send(new PutCommand({ TableName: TABLE, Item: { ...item, rooms } }));
    expect((await fetchFeed(unitFeed.path)).status).toBe(404);
    expect((await fetchFeed(typeFeed.path)).status).toBe(200);
  });

  it("deleting the account stops its feeds' secret URLs (closed), which lie outside the property", async () => {
    const { user, password } = await signedInOwner();
    const dorm = await roomType(user, DORM);
    const paths = [
      (await publish(user, { room_type_id: dorm._id })).path,
      (await publish(user, { room_type_id: dorm._id, unit_id: `${dorm._id}-r1-b2` })).path,
    ];
    const tokenItem = async (path: string) => {
      const token = /\/ical\/([^/]+)\.ics$/.exec(path)![1];
      return (await table().send(new GetCommand({ TableName: TABLE, Key: { pk: `ICALTOKEN#${token}`, sk: 'ICALTOKEN' } }))).Item;
    };
    for (const path of paths) expect(await tokenItem(path)).toMatchObject({ propertyId: propertyIdOf(user) });
    const deleted = await user.call('DELETE', '/users/accounts/delete', { password, propertyName: 'Casa Azul Hostel' });
    expect(deleted.status).toBe(200);
    // Closed at once; the tokens themselves go with the purge 30 days later (recoverable-deletion.test.ts).
    for (const path of paths) expect((await fetchFeed(path)).status).toBe(404);
  });
});
