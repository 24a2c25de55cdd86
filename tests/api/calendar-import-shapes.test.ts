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
// calendars in one body, Google's dated TZIDs, shared UIDs and weekly rules; Booking.com's closed dates,
// Airbnb's reservations and blocks, and a Google calendar's series with its exceptions as each site writes
// them; a broken event is skipped and named while the rest import; an empty feed releases its stays only
// after it stayed empty for a while.

const ZONE = 'America/Los_Angeles';
const TYPE = { description: 'Rooms', type: 'private', max_occupancy: 2, inventory: 4, base_rate: 80, currency: 'USD' };
const feeds = feedServerForFile({ ICAL_FETCH_ALLOW_LOOPBACK: 'true', ICAL_FETCH_TIMEOUT_MS: '5000' });

async function setup(name = 'Airbnb') {
  const { user } = await signedInOwner();
  const zoned = await user.call('PUT', '/properties/update', { propertyName: 'West Hostel', timeZone: ZONE });
  expect(zoned.status, JSON.stringify(zoned.body)).toBe(200);
  const type = await roomType(user, TYPE);
  const path = feeds.newPath('shapes');
  const serve = (body: string) => feeds.set(path, { body });
  serve(otaFeed([]));
  const feedId = (await importFeed(user, type._id, feeds.url(path), name))._id;
  const sync = () => syncNow(user, feedId);
  return { user, pid: propertyIdOf(user), today: todayIn(ZONE), feedId, serve, sync };
}

const compact = (date: string) => date.replaceAll('-', '');
/** A VCALENDAR of these header lines and events, its long lines folded at 75 octets as iCal writers do. */
const vcalendar = (head: string[], events: string[][]) =>
  ['BEGIN:VCALENDAR', ...head, ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']), 'END:VCALENDAR', '']
    .map((line) => line.match(/.{1,74}/g)?.join('\r\n ') ?? '')
    .join('\r\n');
const calendar = (...events: string[][]) =>
  vcalendar(
    ['VERSION:2.0'],
    events.map((lines) => ['DTSTAMP:20260101T000000Z', ...lines]),
  );

async function stays(pid: string, source = 'ical:Airbnb') {
  return (await partition(pid, 'RES#'))
    .filter((item) => item.bookingSource === source && item.status !== undefined)
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

describe('feeds in the shapes the sites send', () => {
  const range = (today: string, from: number, to: number) => ({
    checkIn: addDays(today, from),
    checkOut: addDays(today, to),
    status: 'confirmed',
  });

  it("books Booking.com's closed dates night by night, the end date being the check-out", async () => {
    const { pid, today, serve, sync } = await setup('Booking.com');
    const day = (offset: number) => compact(addDays(today, offset));
    const closed = (uid: string, from: number, to: number) => [
      `DTSTART;VALUE=DATE:${day(from)}`,
      `DTEND;VALUE=DATE:${day(to)}`,
      `UID:${uid}@booking.com`,
      'SUMMARY:CLOSED - Not available',
      'DTSTAMP:20260101T101010Z',
    ];
    // Back to back (one checks out the day the next checks in), and a single night.
    serve(
      vcalendar(
        ['VERSION:2.0', 'PRODID:-//admin.booking.com//h//EN', 'CALSCALE:GREGORIAN'],
        [
          closed('7d6a0c2e4b1f9a83c5e2d0b6f4a19c7e', 3, 5),
          closed('c1f08e3b5a7d2946e0b8c4f1a3d65e92', 5, 8),
          closed('0a9e4c7b2d5f8163a4e0c9b7d2f51a68', 12, 13),
        ],
      ),
    );
    expect(await sync()).toMatchObject({ last_events_seen: 3, last_conflicts: 0 });
    expect(await stays(pid, 'ical:Booking.com')).toEqual([range(today, 3, 5), range(today, 5, 8), range(today, 12, 13)]);
  });

  it("books Airbnb's reservations and its blocked dates alike, the end date being the check-out", async () => {
    const { pid, today, serve, sync } = await setup();
    const day = (offset: number) => compact(addDays(today, offset));
    serve(
      vcalendar(
        ['PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'CALSCALE:GREGORIAN', 'VERSION:2.0'],
        [
          [
            `DTEND;VALUE=DATE:${day(9)}`,
            `DTSTART;VALUE=DATE:${day(6)}`,
            'UID:1418fb94e984-5c2d8a0e3f71b46d9e02c8a5f3b17d4e@airbnb.com',
            'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMQ4X2ZT8R\nPhone Number (Last 4 Digits): 4821',
            'SUMMARY:Reserved',
          ],
          [
            `DTEND;VALUE=DATE:${day(16)}`,
            `DTSTART;VALUE=DATE:${day(14)}`,
            'UID:7f3e9a1c6b2d-0e4f8a6c2b9d17e53a0c6f4b8d2e91a7@airbnb.com',
            'SUMMARY:Airbnb (Not available)',
          ],
        ],
      ),
    );
    expect(await sync()).toMatchObject({ last_events_seen: 2, last_conflicts: 0 });
    expect(await stays(pid)).toEqual([range(today, 6, 9), range(today, 14, 16)]);
  });

  it('reads a Google calendar: its time zone, a weekly series with an exception, a moved and a cancelled occurrence, and the latest version', async () => {
    const { pid, today, serve, sync } = await setup('Google');
    const day = (offset: number) => compact(addDays(today, offset));
    const madrid = (offset: number, time: string) => `TZID=Europe/Madrid:${day(offset)}T${time}`;
    const google = (uid: string, lines: string[], status = 'CONFIRMED') => [
      ...lines,
      'DTSTAMP:20260101T090000Z',
      `UID:${uid}@google.com`,
      'CREATED:20251201T090000Z',
      'LAST-MODIFIED:20251215T090000Z',
      `STATUS:${status}`,
      'SUMMARY:Blocked',
      'TRANSP:OPAQUE',
    ];
    const series = '3q1m8v0c5k2j7h4g9f6d0s1a2p';
    serve(
      vcalendar(
        [
          'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
          'VERSION:2.0',
          'CALSCALE:GREGORIAN',
          'METHOD:PUBLISH',
          'X-WR-CALNAME:Hostel rooms',
          'X-WR-TIMEZONE:Europe/Madrid',
          'BEGIN:VTIMEZONE',
          'TZID:Europe/Madrid',
          'X-LIC-LOCATION:Europe/Madrid',
          'BEGIN:DAYLIGHT',
          'TZOFFSETFROM:+0100',
          'TZOFFSETTO:+0200',
          'TZNAME:CEST',
          'DTSTART:19700329T020000',
          'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
          'END:DAYLIGHT',
          'BEGIN:STANDARD',
          'TZOFFSETFROM:+0200',
          'TZOFFSETTO:+0100',
          'TZNAME:CET',
          'DTSTART:19701025T030000',
          'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
          'END:STANDARD',
          'END:VTIMEZONE',
        ],
        [
          // 06:00 in Madrid is the evening before in Los Angeles: the nights of the 4th and the 5th.
          google('zone8d2k4m6n0p', [`DTSTART;${madrid(5, '060000')}`, `DTEND;${madrid(7, '060000')}`, 'SEQUENCE:0']),
          // One night a week, five times, but the second is excepted, the third moved two days on (and a night
          // longer) and the fourth cancelled.
          google(series, [
            `DTSTART;${madrid(30, '150000')}`,
            `DTEND;${madrid(31, '110000')}`,
            'RRULE:FREQ=WEEKLY;COUNT=5',
            `EXDATE;${madrid(37, '150000')}`,
            'SEQUENCE:0',
          ]),
          google(series, [
            `DTSTART;${madrid(46, '150000')}`,
            `DTEND;${madrid(48, '110000')}`,
            `RECURRENCE-ID;${madrid(44, '150000')}`,
            'SEQUENCE:1',
          ]),
          google(
            series,
            [`DTSTART;${madrid(51, '150000')}`, `DTEND;${madrid(52, '110000')}`, `RECURRENCE-ID;${madrid(51, '150000')}`, 'SEQUENCE:1'],
            'CANCELLED',
          ),
          // The edited event, listed before the version it replaces.
          google('edit5r7t9w1y3z', [`DTSTART;VALUE=DATE:${day(13)}`, `DTEND;VALUE=DATE:${day(15)}`, 'SEQUENCE:2']),
          google('edit5r7t9w1y3z', [`DTSTART;VALUE=DATE:${day(10)}`, `DTEND;VALUE=DATE:${day(12)}`, 'SEQUENCE:1']),
        ],
      ),
    );
    const outcome = await sync();
    expect(outcome).toMatchObject({ last_events_seen: 5, last_conflicts: 0 });
    expect(outcome.last_error).toBeUndefined();
    expect(outcome.last_skipped).toBeUndefined();
    expect(await stays(pid, 'ical:Google')).toEqual([
      range(today, 4, 6),
      range(today, 13, 15),
      range(today, 30, 31),
      range(today, 46, 48),
      range(today, 58, 59),
    ]);
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
