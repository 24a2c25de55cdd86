import { describe, expect, it } from 'vitest';
import type { RatesAndAvailability } from '../../shared/src/api/rate-schemas';
import { freeUnits } from '../../web/src/features/calendar/free-units';

// The calendar's "Beds free" / "Rooms free" row: units for sale per type and night, from the rates read.

const night = (date: string, capacity: number, sold: number, availability: number) => ({
  date,
  capacity,
  sold,
  availability,
  rate: 20,
  custom_rate: false,
  status: availability === 0 ? ('Close' as const) : ('Open' as const),
});

const answer: RatesAndAvailability = {
  from: '2026-11-21',
  to: '2026-11-23',
  today: '2026-11-21',
  room_types: [
    {
      _id: 'dorm',
      description: 'Dorm',
      type: 'dorm',
      gender: 'mixed',
      base_rate: 20,
      currency: 'USD',
      capacity: 6,
      // Open with 2 sold; an override of 3 for sale (physically 5 free); closed with 0 (custom availability 0).
      nights: [night('2026-11-21', 6, 2, 4), night('2026-11-22', 6, 1, 3), night('2026-11-23', 6, 0, 0)],
    },
    {
      _id: 'double',
      description: 'Double',
      type: 'private',
      gender: 'mixed',
      base_rate: 50,
      currency: 'USD',
      capacity: 2,
      // Sold out (both rooms taken): full, not closed.
      nights: [night('2026-11-21', 2, 2, 0), night('2026-11-22', 2, 0, 2), night('2026-11-23', 2, 1, 1)],
    },
  ],
} as RatesAndAvailability;

describe('the free units row', () => {
  it('shows what a booking may still take: sales, overrides and closed nights counted', () => {
    const days = ['2026-11-21', '2026-11-22', '2026-11-23'];
    const rows = freeUnits(answer, days);
    expect(rows.get('dorm')).toEqual([
      { date: '2026-11-21', free: 4, closed: false },
      { date: '2026-11-22', free: 3, closed: false },
      { date: '2026-11-23', free: 0, closed: true },
    ]);
    expect(rows.get('double')).toEqual([
      { date: '2026-11-21', free: 0, closed: false },
      { date: '2026-11-22', free: 2, closed: false },
      { date: '2026-11-23', free: 1, closed: false },
    ]);
  });

  it('leaves a night blank that the answer does not cover (the previous window shown while the next loads)', () => {
    const rows = freeUnits(answer, ['2026-11-23', '2026-11-24']);
    expect(rows.get('dorm')).toEqual([{ date: '2026-11-23', free: 0, closed: true }, undefined]);
    expect(freeUnits(undefined, ['2026-11-23']).size).toBe(0);
  });
});
