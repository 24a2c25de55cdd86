import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialBookingValues } from '../../web/src/features/reservations/new-reservation/booking-values';
import { followDefaults } from '../../web/src/lib/follow-defaults';
import { formatInstant } from '../../web/src/lib/format-date';
import { changeLanguage } from '../../web/src/lib/i18n/i18n';

// The desk's times of day are the hostel's: in the property's zone, named when the browser is elsewhere.
// Every zone is passed in, so no machine's own zone changes what these read.

const CHECK_IN = '2026-11-21T15:04:00Z';
// Intl may space "a. m." and the zone with no-break spaces: the words are what is checked.
const plain = (text: string) => text.replace(/\s/g, ' ');

beforeEach(() => {
  vi.stubGlobal('navigator', { language: 'en-GB', languages: ['en-GB'] });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe("an instant on the desk's screens", () => {
  it("is the property's time without a zone name when the browser is in the same zone", () => {
    expect(formatInstant(CHECK_IN, 'America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires')).toBe('21 Nov 2026, 12:04');
    // Two names of one zone are the same zone.
    expect(formatInstant(CHECK_IN, 'Asia/Kolkata', 'Asia/Calcutta')).toBe('21 Nov 2026, 20:34');
  });

  it("is the property's time with the zone's short name when the browser is elsewhere", () => {
    // 15:04 UTC is 05:04 the next morning on Kiritimati (UTC+14) and 03:04 the same day at UTC-12.
    expect(formatInstant(CHECK_IN, 'Pacific/Kiritimati', 'Etc/GMT+12')).toBe('22 Nov 2026, 05:04 GMT+14');
    expect(formatInstant(CHECK_IN, 'Europe/Madrid', 'America/Argentina/Buenos_Aires')).toBe('21 Nov 2026, 16:04 CET');
    // The name is the zone's at that instant: summer time has its own.
    expect(formatInstant('2026-07-01T10:00:00Z', 'Europe/Madrid', 'UTC')).toBe('1 Jul 2026, 12:00 CEST');
  });

  it("is the browser's, unnamed, until the property's zone is known or for a zone this browser does not know", () => {
    expect(formatInstant(CHECK_IN, undefined, 'Etc/GMT+12')).toBe('21 Nov 2026, 03:04');
    expect(formatInstant(CHECK_IN, 'Mars/Olympus_Mons', 'Etc/GMT+12')).toBe('21 Nov 2026, 03:04');
  });

  it('follows the browser’s English', () => {
    vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US'] });
    expect(plain(formatInstant(CHECK_IN, 'Pacific/Kiritimati', 'Etc/GMT+12'))).toBe('Nov 22, 2026, 5:04 AM GMT+14');
    expect(plain(formatInstant(CHECK_IN, 'America/New_York', 'America/New_York'))).toBe('Nov 21, 2026, 10:04 AM');
  });

  it("is Argentina's on a Spanish screen, the zone named the same way", async () => {
    await changeLanguage('es-AR');
    expect(plain(formatInstant(CHECK_IN, 'Pacific/Kiritimati', 'Etc/GMT+12'))).toBe('22 nov 2026, 5:04 a. m. GMT+14');
    expect(plain(formatInstant(CHECK_IN, 'America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'))).toBe(
      '21 nov 2026, 12:04 p. m.',
    );
    expect(plain(formatInstant(CHECK_IN, 'America/Argentina/Buenos_Aires', 'Europe/Madrid'))).toBe('21 nov 2026, 12:04 p. m. ART');
  });
});

describe("a form's first dates once the property's today is known", () => {
  // The browser (UTC-12) said the 27th; the property (UTC+14) says the 28th.
  const browser = '2026-11-27';
  const property = '2026-11-28';

  it('moves a date still at the old default and keeps one the user typed', () => {
    expect(followDefaults({ date: browser, note: '' }, { date: browser }, { date: property })).toEqual({ date: property, note: '' });
    const typed = { date: '2026-11-20', note: '' };
    expect(followDefaults(typed, { date: browser }, { date: property })).toBe(typed);
  });

  it("moves a new booking's nights not yet changed, and keeps a departure the user chose", () => {
    const before = initialBookingValues(undefined, browser);
    const after = initialBookingValues(undefined, property);
    expect(followDefaults(before, before, after)).toMatchObject({ check_in: property, check_out: '2026-11-29' });
    const longer = { ...before, check_out: '2026-12-02', number_of_guest: '2' };
    expect(followDefaults(longer, before, after)).toMatchObject({ check_in: property, check_out: '2026-12-02', number_of_guest: '2' });
    // Nights chosen on the calendar do not depend on today: nothing moves.
    const chosen = initialBookingValues({ checkIn: '2026-12-10', checkOut: '2026-12-12' }, browser);
    const moved = initialBookingValues({ checkIn: '2026-12-10', checkOut: '2026-12-12' }, property);
    expect(followDefaults(chosen, chosen, moved)).toBe(chosen);
  });
});
