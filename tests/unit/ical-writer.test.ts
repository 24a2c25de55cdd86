import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { blockedNights, blockedRuns, stillFresh } from '../../functions/src/calendar-sync/availability-feed';
import { escapeText, foldLine, writeCalendar } from '../../functions/src/calendar-sync/ical-writer';

const night = (date: string, forSale: number, beds: Record<string, string> = {}) => ({ date, roomTypeId: 't', forSale, counted: [], beds });

describe('iCal writing (RFC 5545)', () => {
  it('folds at 75 octets without splitting a UTF-8 character, and unfolds back to the line', () => {
    const line = `X-WR-CALNAME:${'ñ'.repeat(100)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('escapes text values and reads back through ical.js', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const text = writeCalendar('Casa', [{ uid: 'u1', start: '2026-12-30', end: '2027-01-02', summary: 'Casa, "Sol"; Room 1' }], new Date());
    // The parsed value (jCal) is the text as written, unescaped.
    expect(ICAL.parse(text)[2][0][1]).toContainEqual(['summary', {}, 'text', 'Casa, "Sol"; Room 1']);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect([event.startDate.toString(), event.endDate.toString(), event.startDate.isDate]).toEqual(['2026-12-30', '2027-01-02', true]);
  });

  it('never shows more free beds than free units: k units held without a bed block the last k free beds', () => {
    const dorm = [['b1'], ['b2'], ['b3'], ['b4']];
    // Two units sold, one of them on b2, the other on no bed: 2 for sale, so only b1 and b3 show free;
    // with 1 for sale and no bed held, only b1 does.
    const nights = [night('2026-01-01', 2, { b2: 'r' }), night('2026-01-02', 4), night('2026-01-03', 1)];
    const blocked = (unit: string) => blockedNights(nights, unit, dorm);
    expect(['b1', 'b2', 'b3', 'b4'].map(blocked)).toEqual([[], ['2026-01-01', '2026-01-03'], ['2026-01-03'], ['2026-01-01', '2026-01-03']]);
    // A private room is one unit of several beds: a held bed holds its room.
    const rooms = [
      ['r1-b1', 'r1-b2'],
      ['r2-b1', 'r2-b2'],
      ['r3-b1', 'r3-b2'],
    ];
    const privateNights = [night('2026-01-01', 1, { 'r1-b1': 'r' })];
    expect(['r1-b1', 'r2-b1', 'r3-b1'].map((unit) => blockedNights(privateNights, unit, rooms))).toEqual([
      ['2026-01-01'],
      [],
      ['2026-01-01'],
    ]);
  });

  it('blocks closed or full nights for everyone, and held beds for their unit only; runs merge consecutive nights', () => {
    const nights = [
      night('2026-01-01', 0),
      night('2026-01-02', 2, { b1: 'r' }),
      night('2026-01-03', 2, { b2: 'r' }),
      night('2026-01-05', 1),
    ];
    expect(blockedNights(nights)).toEqual(['2026-01-01']);
    expect(blockedNights(nights, 'b1')).toEqual(['2026-01-01', '2026-01-02']);
    expect(blockedRuns(['2026-01-01', '2026-01-02', '2026-01-04'])).toEqual([
      { start: '2026-01-01', end: '2026-01-03' },
      { start: '2026-01-04', end: '2026-01-05' },
    ]);
  });

  it('matches If-None-Match, weak or strong, among several', () => {
    expect(stillFresh('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(stillFresh('"abc"', 'W/"abc"')).toBe(true);
    expect(stillFresh('W/"abd"', 'W/"abc"')).toBe(false);
    expect(stillFresh(undefined, 'W/"abc"')).toBe(false);
  });
});
