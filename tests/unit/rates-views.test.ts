import { describe, expect, test } from 'vitest';
import {
  bulkEditForm,
  browserToday,
  canGoBack,
  nextStart,
  occupancyPercent,
  previousStart,
  windowFrom,
} from '../../web/src/features/rates/rates-view';
import { formatDay, formatDayInFull, formatRange, weekdayOf } from '../../web/src/lib/format-date';
import { renderSchemaMessage as english } from '../../shared/src/i18n/render-message';

describe('the rates week (spec §9: 7 days, arrows move 7, never before today)', () => {
  const today = '2026-11-21';

  test('a week names its first and last night', () => {
    expect(windowFrom('2026-12-29')).toEqual({ from: '2026-12-29', to: '2027-01-04' });
  });

  test('previous goes back 7 days but stops at today, and is off at today', () => {
    expect(previousStart('2026-12-05', today)).toBe('2026-11-28');
    expect(previousStart('2026-11-24', today)).toBe(today);
    expect(canGoBack(today, today)).toBe(false);
    expect(canGoBack('2026-11-22', today)).toBe(true);
    expect(canGoBack('2026-11-20', today)).toBe(false);
    expect(nextStart(today)).toBe('2026-11-28');
  });

  test("the browser's today is read in its own zone", () => {
    expect(browserToday(new Date('2026-11-21T12:00:00Z'))).toMatch(/^2026-11-2[012]$/);
  });

  test('occupancy is the share of units sold, whole percent, 0 without capacity', () => {
    expect(occupancyPercent(0, 12)).toBe(0);
    expect(occupancyPercent(4, 12)).toBe(33);
    expect(occupancyPercent(12, 12)).toBe(100);
    expect(occupancyPercent(0, 0)).toBe(0);
  });
});

describe('Bulk Edit form', () => {
  const base = {
    roomTypeId: 'rt1',
    start_date: '2026-12-24',
    end_date: '2026-12-26',
    custom_rate: '30.5',
    custom_availability: '',
    min_stay: '',
    closed_to_arrival: false,
    closed_to_departure: false,
    stop_sell: false,
  };
  const problems = (values: typeof base) => {
    const result = bulkEditForm.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), english(issue.message)]);
  };

  test('an empty availability is left out; the room type is not sent in the body', () => {
    expect(bulkEditForm.parse(base)).toEqual({ start_date: '2026-12-24', end_date: '2026-12-26', custom_rate: 30.5 });
    expect(bulkEditForm.parse({ ...base, custom_availability: '0' })).toEqual({
      start_date: '2026-12-24',
      end_date: '2026-12-26',
      custom_rate: 30.5,
      custom_availability: 0,
    });
  });

  test("refusals name their field with the API's words", () => {
    expect(problems({ ...base, custom_rate: '' })).toEqual([['custom_rate', 'Rate must be a number']]);
    expect(problems({ ...base, custom_rate: '0' })).toEqual([['custom_rate', 'Rate must be more than 0']]);
    expect(problems({ ...base, custom_rate: '10.005' })).toEqual([['custom_rate', 'Rate must have at most two decimals']]);
    expect(problems({ ...base, custom_availability: '1.5' })).toEqual([
      ['custom_availability', 'Availability must be a whole number from 0 to 1000'],
    ]);
    expect(problems({ ...base, end_date: '2026-12-23' })).toEqual([['end_date', 'End date must be on or after the start date']]);
    expect(problems({ ...base, start_date: '' })).toEqual([['start_date', 'Start date must be a real date written yyyy-MM-dd']]);
  });

  test('a single night has the same start and end date (both included)', () => {
    expect(problems({ ...base, end_date: base.start_date })).toEqual([]);
  });
});

describe('dates as the pages show them', () => {
  test('calendar days do not move with the time zone', () => {
    expect(formatDay('2026-12-24')).toBe('24 Dec 2026');
    expect(weekdayOf('2026-12-24')).toBe('Thu');
    expect(formatDayInFull('2026-12-24')).toBe('Thursday 24 December 2026');
    expect(formatRange('2026-12-24', '2026-12-26')).toBe('24 – 26 Dec 2026');
    expect(formatRange('2026-11-28', '2026-12-04')).toBe('28 Nov – 4 Dec 2026');
    expect(formatRange('2026-12-29', '2027-01-04')).toBe('29 Dec 2026 – 4 Jan 2027');
    expect(formatRange('2026-12-24', '2026-12-24')).toBe('24 Dec 2026');
  });
});
