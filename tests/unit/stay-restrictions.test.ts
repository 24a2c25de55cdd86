import { describe, expect, test } from 'vitest';
import {
  isRestricted,
  NO_RESTRICTIONS,
  nightRestrictions,
  restrictionBreaks,
  restrictionsFor,
  storedRestrictions,
} from '../../shared/src/domain/stay-restrictions';
import { renderMessage } from '../../shared/src/i18n/render-message';
import { blockedNights } from '../../functions/src/calendar-sync/availability-feed';
import { deskRestrictionBreaks } from '../../web/src/lib/desk-restrictions';

// Minimum stay, closed to arrival, closed to departure and stop-sell per night: what a night holds, and what
// a stay breaks of them, as message ids with their values.

const nights = [
  { date: '2026-12-24', minStay: 3, closedToArrival: true },
  { date: '2026-12-25', stopSell: true },
  { date: '2026-12-26' },
  { date: '2026-12-27', closedToDeparture: true, minStay: 2 },
];
const dates = ['2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28'];

describe('restrictionsFor', () => {
  test('gives every date its restrictions, none where nothing is stored', () => {
    const byDate = restrictionsFor(nights, dates);
    expect([...byDate.keys()]).toEqual(dates);
    expect(byDate.get('2026-12-23')).toEqual(NO_RESTRICTIONS);
    expect(byDate.get('2026-12-24')).toEqual({ minStay: 3, closedToArrival: true, closedToDeparture: false, stopSell: false });
    expect(byDate.get('2026-12-25')).toEqual({ minStay: 1, closedToArrival: false, closedToDeparture: false, stopSell: true });
    expect(byDate.get('2026-12-27')).toEqual({ minStay: 2, closedToArrival: false, closedToDeparture: true, stopSell: false });
    expect(isRestricted(byDate.get('2026-12-26')!)).toBe(false);
    expect(isRestricted(byDate.get('2026-12-25')!)).toBe(true);
  });

  test('reads a minimum stay below 1 as none, and only true as closed', () => {
    expect(nightRestrictions({ minStay: 0, closedToArrival: false })).toEqual(NO_RESTRICTIONS);
    expect(nightRestrictions(undefined)).toEqual(NO_RESTRICTIONS);
  });

  test('a range stores only what restricts, so one without restrictions stores nothing', () => {
    expect(storedRestrictions({ minStay: 1, closedToArrival: false, closedToDeparture: undefined, stopSell: false })).toEqual({});
    expect(storedRestrictions({ minStay: 4, stopSell: true })).toEqual({ minStay: 4, stopSell: true });
  });
});

describe('restrictionBreaks', () => {
  const byDate = restrictionsFor(nights, dates);

  test('a stay that keeps every restriction breaks none', () => {
    expect(restrictionBreaks({ checkIn: '2026-12-26', checkOut: '2026-12-28' }, byDate)).toEqual([]);
    expect(restrictionBreaks({ checkIn: '2026-12-23', checkOut: '2026-12-24' }, byDate)).toEqual([]);
  });

  test('names the minimum stay of the arrival night, the closed arrival, departure and the stop-sell nights', () => {
    const breaks = restrictionBreaks({ checkIn: '2026-12-24', checkOut: '2026-12-27' }, byDate);
    expect(breaks.map((rule) => [rule.kind, rule.id, rule.values])).toEqual([
      ['closedToArrival', 'stay.restrictionClosedToArrival', { date: '2026-12-24' }],
      ['closedToDeparture', 'stay.restrictionClosedToDeparture', { date: '2026-12-27' }],
      ['stopSell', 'stay.restrictionStopSell', { date: '2026-12-25', dates: ['2026-12-25'] }],
    ]);
    const short = restrictionBreaks({ checkIn: '2026-12-24', checkOut: '2026-12-25' }, byDate);
    expect(short[0]).toEqual({ kind: 'minStay', id: 'stay.restrictionMinStay', values: { date: '2026-12-24', count: 3 } });
  });

  test('the minimum stay is the arrival night’s only, and a night after the stay is not stop-sold for it', () => {
    // 2026-12-27 asks 2 nights, but a stay arriving on the 26th is held to the 26th's rule (none): only its departure breaks.
    expect(restrictionBreaks({ checkIn: '2026-12-26', checkOut: '2026-12-27' }, byDate).map((rule) => rule.kind)).toEqual([
      'closedToDeparture',
    ]);
    expect(restrictionBreaks({ checkIn: '2026-12-27', checkOut: '2026-12-28' }, byDate).map((rule) => rule.kind)).toEqual(['minStay']);
  });

  test('its messages say the rule in English and in Spanish', () => {
    const [minStay] = restrictionBreaks({ checkIn: '2026-12-24', checkOut: '2026-12-25' }, byDate);
    expect(renderMessage({ id: minStay!.id, values: minStay!.values }, 'en')).toBe(
      'Stays arriving on 2026-12-24 must be at least 3 nights',
    );
    expect(renderMessage({ id: minStay!.id, values: minStay!.values }, 'es-AR')).toBe(
      'Las estadías que llegan el 2026-12-24 tienen que ser de al menos 3 noches',
    );
  });
});

describe('the published feed', () => {
  test('blocks a stop-sell night, whatever is for sale on it', () => {
    const night = (date: string, extra: object) => ({ date, roomTypeId: 't', counted: [], beds: {}, forSale: 4, ...extra });
    expect(blockedNights([night('2026-12-24', { stopSell: true }), night('2026-12-25', {})])).toEqual(['2026-12-24']);
  });
});

describe("the desk's warning, from the rates its forms read", () => {
  const night = (date: string, extra: object = {}) => ({
    date,
    capacity: 6,
    sold: 0,
    availability: 6,
    rate: 20,
    custom_rate: false,
    status: 'Open' as const,
    ...extra,
  });
  const read = (from: string, to: string, nights: ReturnType<typeof night>[]) => ({
    from,
    to,
    today: '2026-12-01',
    room_types: [
      {
        _id: 't1',
        description: 'Dorm',
        type: 'dorm' as const,
        gender: 'mixed' as const,
        base_rate: 20,
        currency: 'USD' as const,
        capacity: 6,
        nights,
      },
    ],
  });

  test('lists what the stay breaks, the departure day read with its nights', () => {
    const rates = read('2026-12-24', '2026-12-25', [
      night('2026-12-24', { min_stay: 2 }),
      night('2026-12-25', { closed_to_departure: true }),
    ]);
    expect(deskRestrictionBreaks(rates, 't1', '2026-12-24', '2026-12-25')?.map((rule) => rule.kind)).toEqual([
      'minStay',
      'closedToDeparture',
    ]);
    expect(deskRestrictionBreaks(rates, 't1', '2026-12-24', '2026-12-26')).toEqual([]);
  });

  test('says nothing from a read of other nights, or while nothing is read', () => {
    const rates = read('2026-12-24', '2026-12-25', [night('2026-12-24', { min_stay: 2 }), night('2026-12-25')]);
    expect(deskRestrictionBreaks(rates, 't1', '2026-12-23', '2026-12-24')).toBeUndefined();
    expect(deskRestrictionBreaks(rates, 't1', '2026-12-24', '2026-12-28')).toBeUndefined();
    expect(deskRestrictionBreaks(undefined, 't1', '2026-12-24', '2026-12-25')).toBeUndefined();
    expect(deskRestrictionBreaks(rates, 'other', '2026-12-24', '2026-12-25')).toBeUndefined();
  });
});
