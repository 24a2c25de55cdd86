import { describe, expect, it } from 'vitest';
import type { RatesAndAvailability } from '../../shared/src/api/rate-schemas';
import type { Reservation } from '../../shared/src/api/reservation-schemas';
import { repricedTotal } from '../../web/src/lib/reprice-preview';

// The total the desk sees before saving a change of dates is the one the server saves (stay-price.ts for both).

const reservation = (fields: Partial<Reservation>) =>
  ({
    check_in: '2026-12-01',
    check_out: '2026-12-03',
    number_of_guest: 1,
    room_type_id: 't1',
    total_price: 50.01,
    currency: 'USD',
    nightly_prices: [],
    ...fields,
  }) as Reservation;

const rates = (currency: 'USD' | 'ARS'): RatesAndAvailability =>
  ({
    today: '2026-11-27',
    room_types: [
      {
        _id: 't1',
        description: 'Dorm',
        type: 'dorm',
        gender: 'mixed',
        base_rate: 20,
        currency,
        capacity: 6,
        nights: ['2026-12-01', '2026-12-02', '2026-12-03'].map((date) => ({ date, rate: 20, availability: 6 })),
      },
    ],
  }) as unknown as RatesAndAvailability;

describe('the repriced total shown before saving', () => {
  it('keeps a hand price’s share for the nights kept and prices the added one from the rates, as the server does', () => {
    const next = { checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 1 };
    expect(repricedTotal(reservation({}), next, rates('USD'))).toBe(70.01);
    expect(repricedTotal(reservation({}), { ...next, checkOut: '2026-12-02' }, rates('USD'))).toBe(25.01);
  });

  it('shows none for a night priced in another currency than the stay’s (the server refuses it unless the price is kept)', () => {
    const next = { checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 1 };
    expect(repricedTotal(reservation({}), next, rates('ARS'))).toBeUndefined();
    // Fewer nights need no rate: the nights kept are the stay's own.
    expect(repricedTotal(reservation({}), { ...next, checkOut: '2026-12-02' }, rates('ARS'))).toBe(25.01);
  });
});
