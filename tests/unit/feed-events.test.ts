import { describe, expect, it } from 'vitest';
import { feedEvents, MalformedFeed, MAX_REPORTED_UID, MAX_UID_LENGTH, reportedUid } from '../../functions/src/calendar-sync/feed-events';
import { message } from '../../shared/src/i18n/message';

// Reading an OTA's feed as stays: real-world shapes (UTC times, shared UIDs, recurrences, Google's dated
// TZIDs, a BOM, concatenated calendars) and the one odd event that must not cost the rest.

const LA = { zone: 'America/Los_Angeles', from: '2027-01-01', to: '2028-06-01' };
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const stays = (text: string, window = LA) => feedEvents(text, window).events.map(({ uid, checkIn, checkOut }) => [uid, checkIn, checkOut]);

describe('dates', () => {
  it('dates a UTC time by the property zone, not by UTC', () => {
    const text = calendar(['UID:z@ota', 'DTSTART:20270106T000000Z', 'DTEND:20270108T000000Z']);
    expect(stays(text)).toEqual([['z@ota', '2027-01-05', '2027-01-07']]);
  });

  it('reads a TZID in its VTIMEZONE, and floating times as the property wall time', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:Custom Plus Ten',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+1000',
      'TZOFFSETTO:+1000',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:tz@ota',
      'DTSTART;TZID=Custom Plus Ten:20270110T080000',
      'DTEND;TZID=Custom Plus Ten:20270112T080000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:iana@ota',
      'DTSTART;TZID=Asia/Tokyo:20270120T080000',
      'DTEND;TZID=Asia/Tokyo:20270122T080000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:float@ota',
      'DTSTART:20270130T230000',
      'DTEND:20270201T110000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(stays(text)).toEqual([
      ['tz@ota', '2027-01-09', '2027-01-11'],
      ['iana@ota', '2027-01-19', '2027-01-21'],
      ['float@ota', '2027-01-30', '2027-02-01'],
    ]);
  });

  it("dates times on the nights Santiago's clock changes by the feed's own VTIMEZONE, a skipped midnight on its own day", () => {
    const chile = [
      'BEGIN:VTIMEZONE',
      'TZID:Chile Time',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700906T000000',
      'RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=1SU',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0300',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:19700405T000000',
      'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
      'TZOFFSETFROM:-0300',
      'TZOFFSETTO:-0400',
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const event = (uid: string, start: string, end: string) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTART;TZID=Chile Time:${start}`,
      `DTEND;TZID=Chile Time:${end}`,
      'END:VEVENT',
    ];
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      ...chile,
      // 2026-09-06 00:00 to 01:00 does not exist in Santiago: read with the offset before the gap, it is 01:00 that day.
      ...event('midnight@ota', '20260906T000000', '20260908T000000'),
      ...event('half-past@ota', '20260906T003000', '20260908T003000'),
      ...event('evening@ota', '20260905T233000', '20260907T010000'),
      // 2027-04-03 23:00 to 24:00 happens twice: the same day either way.
      ...event('repeated@ota', '20270403T233000', '20270405T003000'),
      'END:VCALENDAR',
    ].join('\r\n');
    expect(stays(text, { zone: 'America/Santiago', from: '2026-09-01', to: '2027-05-01' })).toEqual([
      ['midnight@ota', '2026-09-06', '2026-09-08'],
      ['half-past@ota', '2026-09-06', '2026-09-08'],
      ['evening@ota', '2026-09-05', '2026-09-07'],
      ['repeated@ota', '2027-04-03', '2027-04-05'],
    ]);
    // Read in Buenos Aires (UTC−3 all year): the repeated 23:30 is its first occurrence (02:30 UTC), still the 3rd
    // there; the second (03:30 UTC) would be 00:30 on the 4th. Chile's 23:30 on the 5th (UTC−4) is 00:30 there.
    expect(stays(text, { zone: 'America/Argentina/Buenos_Aires', from: '2026-09-01', to: '2027-05-01' })).toEqual([
      ['midnight@ota', '2026-09-06', '2026-09-08'],
      ['half-past@ota', '2026-09-06', '2026-09-08'],
      ['evening@ota', '2026-09-06', '2026-09-07'],
      ['repeated@ota', '2027-04-03', '2027-04-05'],
    ]);
  });

  it('skips and reports a timed event within one day: it occupies no night', () => {
    const text = calendar(
      ['UID:day@ota', 'DTSTART:20270106T170000Z', 'DTEND:20270106T210000Z'],
      ['UID:ok@ota', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270111'],
    );
    const read = feedEvents(text, LA);
    expect(read.events.map((event) => event.uid)).toEqual(['ok@ota']);
    expect(read.skipped).toEqual([{ uid: 'day@ota', reason: message('calendar.eventSameDay') }]);
  });
});

describe('events sharing a UID, and recurrences', () => {
  it('keeps the highest SEQUENCE of one event, and both events when neither supersedes the other', () => {
    const text = calendar(
      ['UID:v@ota', 'SEQUENCE:2', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270305'],
      ['UID:v@ota', 'SEQUENCE:1', 'DTSTART;VALUE=DATE:20270201', 'DTEND;VALUE=DATE:20270205'],
      ['UID:same@ota', 'DTSTART;VALUE=DATE:20270401', 'DTEND;VALUE=DATE:20270429'],
      ['UID:same@ota', 'DTSTART;VALUE=DATE:20270601', 'DTEND;VALUE=DATE:20270603'],
    );
    expect(stays(text)).toEqual([
      ['v@ota', '2027-03-01', '2027-03-05'],
      ['same@ota', '2027-04-01', '2027-04-29'],
      ['same@ota/2027-06-01/2027-06-03', '2027-06-01', '2027-06-03'],
    ]);
  });

  it('expands a weekly RRULE, with a RECURRENCE-ID overriding one occurrence and an EXDATE removing one', () => {
    const text = calendar(
      [
        'UID:weekly@ota',
        'DTSTART;VALUE=DATE:20270102',
        'DTEND;VALUE=DATE:20270103',
        'RRULE:FREQ=WEEKLY;COUNT=5',
        'EXDATE;VALUE=DATE:20270123',
      ],
      ['UID:weekly@ota', 'RECURRENCE-ID;VALUE=DATE:20270109', 'DTSTART;VALUE=DATE:20270109', 'DTEND;VALUE=DATE:20270111'],
      [
        'UID:weekly@ota',
        'RECURRENCE-ID;VALUE=DATE:20270116',
        'STATUS:CANCELLED',
        'DTSTART;VALUE=DATE:20270116',
        'DTEND;VALUE=DATE:20270117',
      ],
    );
    expect(stays(text)).toEqual([
      ['weekly@ota/2027-01-02', '2027-01-02', '2027-01-03'],
      ['weekly@ota/2027-01-09', '2027-01-09', '2027-01-11'],
      ['weekly@ota/2027-01-30', '2027-01-30', '2027-01-31'],
    ]);
  });

  it('expands an endless rule only within the window, with a bound', () => {
    const text = calendar(['UID:daily@ota', 'DTSTART;VALUE=DATE:20200101', 'DTEND;VALUE=DATE:20200102', 'RRULE:FREQ=DAILY']);
    const read = stays(text, { zone: 'UTC', from: '2027-01-01', to: '2027-01-10' });
    expect(read.map(([, checkIn]) => checkIn)).toEqual(
      Array.from({ length: 10 }, (_, day) => `2027-01-${String(day + 1).padStart(2, '0')}`),
    );
  });
});

describe('odd feeds', () => {
  it("reads Google's date with a TZID, a BOM and two concatenated calendars", () => {
    const first = calendar(['UID:g@google', 'DTSTART;TZID=Europe/Madrid:20270105', 'DTEND;TZID=Europe/Madrid:20270107']);
    const second = calendar(['UID:b@ota', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270111']);
    expect(stays(`\uFEFF${first}${second}`)).toEqual([
      ['g@google', '2027-01-05', '2027-01-07'],
      ['b@ota', '2027-01-10', '2027-01-11'],
    ]);
  });

  it('skips a broken event, reporting its UID, and reads the rest', () => {
    const text = calendar(
      ['UID:broken@ota', 'DTSTART:2027-bad', 'DTEND;VALUE=DATE:20270107'],
      ['UID:ok@ota', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270111'],
    );
    const read = feedEvents(text, LA);
    expect(read.events.map((event) => event.uid)).toEqual(['ok@ota']);
    expect(read.skipped).toEqual([{ uid: 'broken@ota', reason: message('calendar.eventCouldNotBeRead') }]);
  });

  it('refuses what is no calendar at all', () => {
    expect(() => feedEvents('<html>Not found</html>', LA)).toThrow(MalformedFeed);
    expect(() => feedEvents('BEGIN:VCALENDAR\r\nthis is not iCal', LA)).toThrow(MalformedFeed);
  });

  it('refuses a calendar cut short: a truncated body is no feed with fewer stays', () => {
    const whole = calendar(
      ['UID:a@ota', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270111'],
      ['UID:b@ota', 'DTSTART;VALUE=DATE:20270120'],
    );
    expect(() => feedEvents(whole.slice(0, whole.indexOf('UID:b@ota') + 5), LA)).toThrow(MalformedFeed);
    expect(() => feedEvents(whole.replace('END:VCALENDAR', ''), LA)).toThrow(MalformedFeed);
  });

  it('reads an empty body as an empty calendar (Booking.com sends one)', () => {
    expect(feedEvents('', LA)).toEqual({ events: [], skipped: [] });
  });
});

describe('UIDs no site sends', () => {
  const UNREADABLE = message('calendar.eventCouldNotBeRead');
  const cut = (uid: string) => `${Array.from(uid).slice(0, MAX_REPORTED_UID).join('')}…`;

  it('skips an event whose UID is past the limit, reporting it cut short, and reads the rest', () => {
    const long = `${'x'.repeat(450_000)}@ota`;
    const text = calendar(
      ['UID:a@ota', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270112'],
      [`UID:${long}`, 'DTSTART;VALUE=DATE:20270115', 'DTEND;VALUE=DATE:20270117', 'SUMMARY:Reserved'],
      ['UID:b@ota', 'DTSTART;VALUE=DATE:20270120', 'DTEND;VALUE=DATE:20270121'],
    );
    const read = feedEvents(text, LA);
    expect(read.events).toEqual([
      { uid: 'a@ota', checkIn: '2027-01-10', checkOut: '2027-01-12' },
      { uid: 'b@ota', checkIn: '2027-01-20', checkOut: '2027-01-21' },
    ]);
    expect(read.skipped).toEqual([{ uid: cut(long), reason: UNREADABLE }]);
    expect(read.skipped[0]!.uid).toHaveLength(MAX_REPORTED_UID + 1);
  });

  it('reads a UID of exactly the limit, multi-byte characters too, and skips one a character longer', () => {
    const atLimit = 'é'.repeat(MAX_UID_LENGTH);
    const over = 'é'.repeat(MAX_UID_LENGTH + 1);
    const read = feedEvents(
      calendar(
        [`UID:${atLimit}`, 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270112'],
        [`UID:${over}`, 'DTSTART;VALUE=DATE:20270115', 'DTEND;VALUE=DATE:20270117'],
      ),
      LA,
    );
    expect(read.events).toEqual([{ uid: atLimit, checkIn: '2027-01-10', checkOut: '2027-01-12' }]);
    // At most 3 bytes of UTF-8 for each character counted: small beside DynamoDB's 400 KB item.
    expect(Buffer.byteLength(read.events[0]!.uid)).toBeLessThanOrEqual(3 * MAX_UID_LENGTH);
    expect(read.skipped).toEqual([{ uid: cut(over), reason: UNREADABLE }]);
  });

  it('reports a long UID once, whatever versions, overrides and rules the feed lists under it', () => {
    const long = 'r'.repeat(MAX_UID_LENGTH + 1);
    const read = feedEvents(
      calendar(
        [`UID:${long}`, 'DTSTART;VALUE=DATE:20270102', 'DTEND;VALUE=DATE:20270103', 'RRULE:FREQ=WEEKLY;COUNT=5'],
        [`UID:${long}`, 'RECURRENCE-ID;VALUE=DATE:20270109', 'DTSTART;VALUE=DATE:20270109', 'DTEND;VALUE=DATE:20270111'],
        [`UID:${long}`, 'SEQUENCE:0', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270305'],
      ),
      LA,
    );
    expect(read).toEqual({ events: [], skipped: [{ uid: cut(long), reason: UNREADABLE }] });
  });

  it('cuts the UID every skipped event reports: one that cannot be read, one holding no night', () => {
    const broken = `${'b'.repeat(300_000)}@ota`;
    const sameDay = 'd'.repeat(MAX_UID_LENGTH);
    const read = feedEvents(
      calendar(
        [`UID:${broken}`, 'DTSTART:2027-bad', 'DTEND;VALUE=DATE:20270107'],
        [`UID:${sameDay}`, 'DTSTART:20270106T170000Z', 'DTEND:20270106T210000Z'],
      ),
      LA,
    );
    expect(read.events).toEqual([]);
    expect(read.skipped).toEqual([
      { uid: cut(broken), reason: UNREADABLE },
      { uid: cut(sameDay), reason: message('calendar.eventSameDay') },
    ]);
  });

  it('cuts a reported UID between characters, never inside one', () => {
    expect(reportedUid('short@ota')).toBe('short@ota');
    const exact = '😀'.repeat(MAX_REPORTED_UID);
    expect(reportedUid(exact)).toBe(exact);
    const cutShort = reportedUid(`${'😀'.repeat(MAX_REPORTED_UID)}x`);
    expect(cutShort).toBe(`${exact}…`);
    // No half of a pair: the text survives UTF-8 as it is.
    expect(Buffer.from(cutShort).toString()).toBe(cutShort);
  });
});
