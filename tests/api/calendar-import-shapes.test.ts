import { describe, expect, it } from 'vitest';
import type { TenantId } from '../../functions/src/data/tenant';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { renderMessage } from '../../shared/src/i18n/render-message';
import { propertyIdOf, signedInOwner } from '../support/api';
import { feedServerForFile, importFeed, syncNow } from '../support/calendar-feeds';
import { otaFeed } from '../support/feed-server';
import { roomType } from '../support/front-desk';
import { partition } from '../support/table';

// Real-world feed shapes, served from 127.0.0.1: UTC times dated where the property is, a BOM and two
// calendars in one body, Google's dated TZIDs, shared UIDs and weekly rules; a broken event is skipped and
// named while the rest import; an empty feed releases its stays only after it stayed empty for a while.

const ZONE = 'America/Los_Angeles';
const TYPE = { description: 'Rooms', type: 'private', max_occupancy: 2, inventory: 4, base_rate: 80, currency: 'USD' };
const feeds = feedServerForFile({ ICAL_FETCH_ALLOW_LOOPBACK: 'true', ICAL_FETCH_TIMEOUT_MS: '5000' });

async function setup() {
  const { user } = await signedInOwner();
  const zoned = await user.call('PUT', '/properties/update', { propertyName: 'West Hostel', timeZone: ZONE });
  expect(zoned.status, JSON.stringify(zoned.body)).toBe(200);
  const type = await roomType(user, TYPE);
  const path = feeds.newPath('shapes');
  const serve = (body: string) => feeds.set(path, { body });
  serve(otaFeed([]));
  const feedId = (await importFeed(user, type._id, feeds.url(path)))._id;
  const sync = () => syncNow(user, feedId);
  return { user, pid: propertyIdOf(user), today: todayIn(ZONE), feedId, serve, sync };
}

const compact = (date: string) => date.replaceAll('-', '');
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

async function stays(pid: string) {
  return (await partition(pid, 'RES#'))
    .filter((item) => item.bookingSource === 'ical:Airbnb' && item.status !== undefined)
    .map((item) => ({ checkIn: item.checkIn as string, checkOut: item.checkOut as string, status: item.status as string }))
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn));
}

describe('feeds as real sites send them', () => {
  it('dates UTC times in the property zone, reads every shape, and skips only the broken event, naming it', async () => {
    const { pid, today, serve, sync } = await setup();
    const day = (offset: number) => compact(addDays(today, offset));
    // Saturdays are not needed: a weekly rule from any day, four times.
    const first = calendar(
      ['UID:utc@ota', `DTSTART:${day(10)}T000000Z`, `DTEND:${day(12)}T000000Z`],
      ['UID:google@ota', `DTSTART;TZID=Europe/Madrid:${day(20)}`, `DTEND;TZID=Europe/Madrid:${day(22)}`],
      ['UID:broken@ota', 'DTSTART:2027-bad', `DTEND;VALUE=DATE:${day(31)}`],
    );
    const second = calendar(
      ['UID:weekly@ota', `DTSTART;VALUE=DATE:${day(40)}`, `DTEND;VALUE=DATE:${day(41)}`, 'RRULE:FREQ=WEEKLY;COUNT=4'],
      ['UID:twice@ota', `DTSTART;VALUE=DATE:${day(70)}`, `DTEND;VALUE=DATE:${day(98)}`],
      ['UID:twice@ota', `DTSTART;VALUE=DATE:${day(100)}`, `DTEND;VALUE=DATE:${day(102)}`],
    );
    serve(`\uFEFF${first}${second}`);
    const outcome = await sync();
    expect(outcome).toMatchObject({ last_conflicts: 0, last_skipped: [{ uid: 'broken@ota', reason: 'The event could not be read' }] });
    expect(outcome.last_error).toBeUndefined();
    const range = (from: number, to: number) => ({ checkIn: addDays(today, from), checkOut: addDays(today, to), status: 'confirmed' });
    expect(await stays(pid)).toEqual([
      range(9, 11),
      range(20, 22),
      range(40, 41),
      range(47, 48),
      range(54, 55),
      range(61, 62),
      range(70, 98),
      range(100, 102),
    ]);
  });

  it('skips a same-day timed event and reports it: it holds no night', async () => {
    const { pid, today, serve, sync } = await setup();
    const day = compact(addDays(today, 5));
    serve(calendar(['UID:viewing@ota', `DTSTART;TZID=${ZONE}:${day}T100000`, `DTEND;TZID=${ZONE}:${day}T120000`]));
    expect(await sync()).toMatchObject({
      last_events_seen: 0,
      last_skipped: [{ uid: 'viewing@ota', reason: 'The event starts and ends on the same day: it holds no night' }],
    });
    expect(await stays(pid)).toEqual([]);
  });
});

describe('an empty feed counts time, not syncs', () => {
  it('releases nothing on two quick syncs of an empty (zero-byte) feed, and releases once it stayed empty 24 hours', async () => {
    const { user, pid, today, feedId, serve, sync } = await setup();
    serve(otaFeed([{ uid: 'a@ota', checkIn: addDays(today, 3), checkOut: addDays(today, 5) }]));
    await sync();
    serve('');
    const first = await sync();
    const second = await sync();
    const message = 'The feed listed no events; nothing was released. If it stays empty for 24 hours, its stays are released';
    expect([first.last_error, second.last_error]).toEqual([message, message]);
    expect(second.empty_since).toBe(first.empty_since);
    expect(Date.parse(second.empty_release_after as string) - Date.parse(second.empty_since as string)).toBe(24 * 3_600_000);
    expect((await stays(pid)).map((stay) => stay.status)).toEqual(['confirmed']);

    const { syncFeed } = await import('../../functions/src/calendar-sync/import-sync');
    const { fetchFeedText } = await import('../../functions/src/calendar-sync/imported-feeds');
    const { calendarImports } = await import('../../functions/src/data/calendar-import-repository');
    const tenant = pid as TenantId;
    const since = Date.parse(first.empty_since as string);
    const feed = async () => (await calendarImports.get(tenant, feedId))!;
    const almost = await syncFeed(tenant, await feed(), fetchFeedText, new Date(since + 24 * 3_600_000 - 1_000));
    expect(almost.error && renderMessage(almost.error)).toBe(message);
    expect((await stays(pid)).map((stay) => stay.status)).toEqual(['confirmed']);
    const later = await syncFeed(tenant, await feed(), fetchFeedText, new Date(since + 24 * 3_600_000));
    expect(later.error).toBeUndefined();
    expect((await stays(pid)).map((stay) => stay.status)).toEqual(['canceled']);
    const listed = (await user.call('GET', '/calendar-imports')).body.feeds as Record<string, unknown>[];
    expect(listed.find((item) => item._id === feedId)).not.toHaveProperty('empty_since');
  });
});
