import { describe, expect, it } from 'vitest';
import {
  addDays,
  compactDate,
  datesFrom,
  daysBetween,
  isKnownTimeZone,
  parseCompactDate,
  parseIsoDate,
  todayIn,
} from '../../shared/src/domain/dates';

describe('calendar dates', () => {
  it('parses real dates only, in both written forms', () => {
    expect(parseIsoDate('2028-02-29')).toBe('2028-02-29');
    expect(parseIsoDate('2027-02-29')).toBeUndefined();
    expect(parseIsoDate('2026-13-01')).toBeUndefined();
    expect(parseIsoDate('2026-1-01')).toBeUndefined();
    expect(parseIsoDate('2026-11-21T00:00:00Z')).toBeUndefined();
    expect(parseIsoDate('1999-12-31')).toBeUndefined();
    expect(parseCompactDate('20261121')).toBe('2026-11-21');
    expect(parseCompactDate('20260230')).toBeUndefined();
    expect(parseCompactDate('2026-11-21')).toBeUndefined();
    expect(compactDate('2026-11-21')).toBe('20261121');
  });

  it('counts days across month, year and daylight-saving changes exactly', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
    expect(datesFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesFrom('2026-12-30', '2026-12-30')).toEqual(['2026-12-30']);
    expect(datesFrom('2026-12-30', '2026-12-29')).toEqual([]);
  });

  it("reads today in the property's time zone, not the server's", () => {
    const instant = new Date('2026-11-21T02:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-21');
    expect(todayIn('America/Argentina/Buenos_Aires', instant)).toBe('2026-11-20');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-11-21T11:00:00Z'))).toBe('2026-11-22');
  });

  it("reads a zone's day as Intl does, over a year of hours and its summer-time changes, and leaves the process's TZ as it was", () => {
    const zones = [
      'America/Los_Angeles',
      'Europe/Madrid',
      'America/Argentina/Buenos_Aires',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'UTC',
    ];
    const intl = new Map(
      zones.map((zone) => [zone, new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })]),
    );
    const before = process.env.TZ;
    const differ: string[] = [];
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 1_800_000);
      for (const zone of zones) if (todayIn(zone, at) !== intl.get(zone)!.format(at)) differ.push(`${zone} ${at.toISOString()}`);
    }
    expect(differ).toEqual([]);
    expect(process.env.TZ).toBe(before);
  });

  it('knows IANA time zones and refuses anything else', () => {
    expect(isKnownTimeZone('America/Argentina/Cordoba')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(isKnownTimeZone('../etc/passwd')).toBe(false);
  });
});
