import { describe, expect, it } from 'vitest';
import { dateAtProperty } from '../../functions/src/calendar-sync/feed-dates';

// The date an imported value names, where the property is.

describe('the date of a feed value in the property zone', () => {
  it.each([
    ['a DATE is its own date', { date: '2027-01-06', zone: { kind: 'utc' } }, 'America/Los_Angeles', '2027-01-06'],
    [
      'midnight UTC is the evening before in Los Angeles',
      { date: '2027-01-06', time: '00:00:00', zone: { kind: 'utc' } },
      'America/Los_Angeles',
      '2027-01-05',
    ],
    [
      'midnight UTC is the same day in Madrid',
      { date: '2027-01-06', time: '00:00:00', zone: { kind: 'utc' } },
      'Europe/Madrid',
      '2027-01-06',
    ],
    [
      'late evening UTC is the next day in Tokyo',
      { date: '2027-01-06', time: '20:00:00', zone: { kind: 'utc' } },
      'Asia/Tokyo',
      '2027-01-07',
    ],
    [
      'floating is the property wall time',
      { date: '2027-01-06', time: '23:30:00', zone: { kind: 'floating' } },
      'Asia/Tokyo',
      '2027-01-06',
    ],
    [
      'a TZID is read in that zone',
      { date: '2027-01-06', time: '01:00:00', zone: { kind: 'iana', name: 'Europe/Madrid' } },
      'America/New_York',
      '2027-01-05',
    ],
    [
      'a TZID in summer time',
      { date: '2027-07-06', time: '05:30:00', zone: { kind: 'iana', name: 'America/New_York' } },
      'Europe/London',
      '2027-07-06',
    ],
    [
      'an unknown TZID is floating',
      { date: '2027-01-06', time: '01:00:00', zone: { kind: 'iana', name: 'Nowhere/Else' } },
      'Asia/Tokyo',
      '2027-01-06',
    ],
    ['a VTIMEZONE offset', { date: '2027-01-06', time: '01:00:00', zone: { kind: 'offset', seconds: 3600 } }, 'UTC', '2027-01-06'],
    [
      'a VTIMEZONE offset crossing midnight',
      { date: '2027-01-06', time: '00:30:00', zone: { kind: 'offset', seconds: 3600 } },
      'UTC',
      '2027-01-05',
    ],
    [
      'a time skipped by the clock change',
      { date: '2027-03-14', time: '02:30:00', zone: { kind: 'iana', name: 'America/New_York' } },
      'America/New_York',
      '2027-03-14',
    ],
    [
      'midnight skipped by the clock change is that day (Santiago springs forward at 00:00)',
      { date: '2026-09-06', time: '00:00:00', zone: { kind: 'iana', name: 'America/Santiago' } },
      'America/Santiago',
      '2026-09-06',
    ],
    [
      'half past a skipped midnight is that day too',
      { date: '2026-09-06', time: '00:30:00', zone: { kind: 'iana', name: 'America/Santiago' } },
      'America/Santiago',
      '2026-09-06',
    ],
    [
      'the repeated hour of the clock going back keeps its day',
      { date: '2027-04-03', time: '23:30:00', zone: { kind: 'iana', name: 'America/Santiago' } },
      'America/Santiago',
      '2027-04-03',
    ],
    [
      'UTC on the night Santiago springs forward: 23:30 the day before, then 01:30',
      { date: '2026-09-06', time: '03:30:00', zone: { kind: 'utc' } },
      'America/Santiago',
      '2026-09-05',
    ],
    [
      'an Auckland morning is the evening before in Los Angeles',
      { date: '2026-11-29', time: '00:30:00', zone: { kind: 'iana', name: 'Pacific/Auckland' } },
      'America/Los_Angeles',
      '2026-11-28',
    ],
  ] as const)('%s', (_, value, zone, expected) => {
    expect(dateAtProperty(value, zone)).toBe(expected);
  });
});
