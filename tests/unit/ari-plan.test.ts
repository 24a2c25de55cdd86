import { describe, expect, it } from 'vitest';
import {
  ariPlan,
  closedPlan,
  inMessages,
  mergeRanges,
  pushWindow,
  releasedKey,
  releasedOf,
  releasedPlan,
  withinWindow,
  type AriInput,
} from '../../functions/src/channel-manager/ari-plan';
import type { NightItem } from '../../functions/src/data/night-inventory-repository';

// What goes out to the channel manager for a set of nights: units for sale and the rate per unit, each a
// run of equal nights; sold out as 0 units, closed (a custom availability 0) as 0 units and stop-sell.

const DORM = { id: 'dorm', kind: 'dorm' as const, maxOccupancy: 4, inventory: 1, baseRateCents: 2500 };
const TWIN = { id: 'twin', kind: 'private' as const, maxOccupancy: 2, inventory: 3, baseRateCents: 6000 };
const MAPPING = [
  { roomTypeId: 'dorm', channelRoomTypeId: 'cx-dorm', channelRatePlanId: 'cx-dorm-rate' },
  { roomTypeId: 'twin', channelRoomTypeId: 'cx-twin', channelRatePlanId: 'cx-twin-rate' },
];

/** What a night without restrictions says, every field, so the channel lifts an older restriction. */
const UNRESTRICTED = { minStayArrival: 1, closedToArrival: false, closedToDeparture: false };

const night = (roomTypeId: string, date: string, fields: Partial<NightItem>): NightItem => ({
  date,
  roomTypeId,
  counted: [],
  beds: {},
  ...fields,
});

const plan = (input: Partial<AriInput>) => ariPlan({ roomTypes: [DORM, TWIN], nights: [], mapping: MAPPING, ranges: {}, ...input });

describe('availability out', () => {
  it('sends untouched nights as the whole capacity, merged into one run per type', () => {
    const out = plan({ ranges: { dorm: { from: '2027-03-01', to: '2027-03-10' }, twin: { from: '2027-03-05', to: '2027-03-06' } } });
    expect(out.availability).toEqual([
      { roomTypeId: 'cx-dorm', from: '2027-03-01', to: '2027-03-10', units: 4 },
      { roomTypeId: 'cx-twin', from: '2027-03-05', to: '2027-03-06', units: 3 },
    ]);
  });

  it('sends a sold-out night as 0 units and splits the run around it, without stop-sell', () => {
    const out = plan({
      nights: [night('dorm', '2027-03-02', { sold: 4, forSale: 0 })],
      ranges: { dorm: { from: '2027-03-01', to: '2027-03-03' } },
    });
    expect(out.availability).toEqual([
      { roomTypeId: 'cx-dorm', from: '2027-03-01', to: '2027-03-01', units: 4 },
      { roomTypeId: 'cx-dorm', from: '2027-03-02', to: '2027-03-02', units: 0 },
      { roomTypeId: 'cx-dorm', from: '2027-03-03', to: '2027-03-03', units: 4 },
    ]);
    expect(out.rates).toEqual([
      { ratePlanId: 'cx-dorm-rate', from: '2027-03-01', to: '2027-03-03', rateCents: 2500, ...UNRESTRICTED, stopSell: false },
    ]);
  });

  it('sends a closed night (custom availability 0, beds free) as 0 units and stop-sell', () => {
    const out = plan({
      nights: [night('twin', '2027-03-02', { forSale: 0, sold: 1, customRateCents: 6000 })],
      ranges: { twin: { from: '2027-03-02', to: '2027-03-03' } },
    });
    expect(out.availability).toEqual([
      { roomTypeId: 'cx-twin', from: '2027-03-02', to: '2027-03-02', units: 0 },
      { roomTypeId: 'cx-twin', from: '2027-03-03', to: '2027-03-03', units: 3 },
    ]);
    expect(out.rates).toEqual([
      { ratePlanId: 'cx-twin-rate', from: '2027-03-02', to: '2027-03-02', rateCents: 6000, ...UNRESTRICTED, stopSell: true },
      { ratePlanId: 'cx-twin-rate', from: '2027-03-03', to: '2027-03-03', rateCents: 6000, ...UNRESTRICTED, stopSell: false },
    ]);
  });

  it('never sends more than is physically free, whatever an override says', () => {
    const out = plan({
      nights: [night('dorm', '2027-03-01', { sold: 3, forSale: 4 })],
      ranges: { dorm: { from: '2027-03-01', to: '2027-03-01' } },
    });
    expect(out.availability).toEqual([{ roomTypeId: 'cx-dorm', from: '2027-03-01', to: '2027-03-01', units: 1 }]);
  });

  it('sends nothing for a type it has no mapping for, and nothing beyond the ranges asked', () => {
    const out = plan({ mapping: [MAPPING[1]!], ranges: { dorm: { from: '2027-03-01', to: '2027-03-02' } } });
    expect(out).toEqual({ availability: [], rates: [] });
  });

  it('sells nothing of a mapped type that no longer exists', () => {
    const out = plan({ roomTypes: [TWIN], ranges: { dorm: { from: '2027-03-01', to: '2027-03-02' } } });
    expect(out.availability).toEqual([{ roomTypeId: 'cx-dorm', from: '2027-03-01', to: '2027-03-02', units: 0 }]);
    expect(out.rates).toEqual([{ ratePlanId: 'cx-dorm-rate', from: '2027-03-01', to: '2027-03-02', stopSell: true }]);
  });
});

describe('rates out', () => {
  it('sends the base rate, a range’s custom rate where set, one run per equal price', () => {
    const out = plan({
      nights: [night('dorm', '2027-03-02', { customRateCents: 3000 }), night('dorm', '2027-03-03', { customRateCents: 3000 })],
      ranges: { dorm: { from: '2027-03-01', to: '2027-03-04' } },
    });
    expect(out.rates).toEqual([
      { ratePlanId: 'cx-dorm-rate', from: '2027-03-01', to: '2027-03-01', rateCents: 2500, ...UNRESTRICTED, stopSell: false },
      { ratePlanId: 'cx-dorm-rate', from: '2027-03-02', to: '2027-03-03', rateCents: 3000, ...UNRESTRICTED, stopSell: false },
      { ratePlanId: 'cx-dorm-rate', from: '2027-03-04', to: '2027-03-04', rateCents: 2500, ...UNRESTRICTED, stopSell: false },
    ]);
  });

  it('carries a night’s restrictions, a stop-sell among them, and splits runs where they differ', () => {
    const out = plan({
      nights: [night('twin', '2027-03-02', { customRateCents: 6000, minStay: 2, closedToArrival: true, stopSell: true })],
      ranges: { twin: { from: '2027-03-01', to: '2027-03-03' } },
    });
    expect(out.rates).toEqual([
      { ratePlanId: 'cx-twin-rate', from: '2027-03-01', to: '2027-03-01', rateCents: 6000, ...UNRESTRICTED, stopSell: false },
      {
        ratePlanId: 'cx-twin-rate',
        from: '2027-03-02',
        to: '2027-03-02',
        rateCents: 6000,
        minStayArrival: 2,
        closedToArrival: true,
        closedToDeparture: false,
        stopSell: true,
      },
      { ratePlanId: 'cx-twin-rate', from: '2027-03-03', to: '2027-03-03', rateCents: 6000, ...UNRESTRICTED, stopSell: false },
    ]);
    // A stop-sell restriction closes the rate plan; the units stay as they are.
    expect(out.availability).toEqual([{ roomTypeId: 'cx-twin', from: '2027-03-01', to: '2027-03-03', units: 3 }]);
  });
});

describe('a closed property out', () => {
  it('sends every asked night of each mapped type as 0 units and stop-sell, whatever is free, and nothing else of the rates', () => {
    const out = closedPlan(MAPPING, { dorm: { from: '2027-03-01', to: '2028-07-13' }, twin: { from: '2027-03-05', to: '2027-03-05' } });
    expect(out).toEqual({
      availability: [
        { roomTypeId: 'cx-dorm', from: '2027-03-01', to: '2028-07-13', units: 0 },
        { roomTypeId: 'cx-twin', from: '2027-03-05', to: '2027-03-05', units: 0 },
      ],
      rates: [
        { ratePlanId: 'cx-dorm-rate', from: '2027-03-01', to: '2028-07-13', stopSell: true },
        { ratePlanId: 'cx-twin-rate', from: '2027-03-05', to: '2027-03-05', stopSell: true },
      ],
    });
  });

  it('leaves out the types not asked, and a range of a type no longer mapped', () => {
    expect(closedPlan(MAPPING.slice(1), { dorm: { from: '2027-03-01', to: '2027-03-02' } })).toEqual({ availability: [], rates: [] });
  });
});

describe('ranges and messages', () => {
  it('covers 500 nights from today, and cuts a range to them', () => {
    const window = pushWindow('2027-01-01');
    expect(window).toEqual({ from: '2027-01-01', to: '2028-05-14' });
    expect(withinWindow({ from: '2026-12-30', to: '2027-01-02' }, window)).toEqual({ from: '2027-01-01', to: '2027-01-02' });
    expect(withinWindow({ from: '2026-12-01', to: '2026-12-31' }, window)).toBeUndefined();
  });

  it('merges pending ranges into one covering both', () => {
    expect(mergeRanges(undefined, { from: '2027-01-05', to: '2027-01-06' })).toEqual({ from: '2027-01-05', to: '2027-01-06' });
    expect(mergeRanges({ from: '2027-01-05', to: '2027-01-06' }, { from: '2027-01-02', to: '2027-01-03' })).toEqual({
      from: '2027-01-02',
      to: '2027-01-06',
    });
  });

  it('splits changes into messages of at most the limit, in order', () => {
    expect(inMessages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inMessages([], 2)).toEqual([]);
  });

  it('keeps a full resync of every night differing, 20 types, within one message under 10 MB', () => {
    const types = Array.from({ length: 20 }, (_, k) => ({ ...DORM, id: `t${k}` }));
    const window = pushWindow('2027-01-01');
    const dates = Array.from({ length: 500 }, (_, k) => new Date(Date.UTC(2027, 0, 1 + k)).toISOString().slice(0, 10));
    const out = ariPlan({
      roomTypes: types,
      mapping: types.map((type) => ({ roomTypeId: type.id, channelRoomTypeId: `cx-${type.id}`, channelRatePlanId: `rp-${type.id}` })),
      nights: types.flatMap((type) => dates.map((date, k) => night(type.id, date, { customRateCents: 2000 + (k % 2) }))),
      ranges: Object.fromEntries(types.map((type) => [type.id, window])),
    });
    expect(out.rates).toHaveLength(10_000);
    const [message, ...rest] = inMessages(out.rates);
    expect(rest).toEqual([]);
    expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThan(10 * 1024 * 1024);
  });
});

describe('Channex rooms let go', () => {
  const link = { roomTypeId: 'dorm', channelRoomTypeId: 'cx-room', channelRatePlanId: 'cx-plan' };
  const range = { from: '2026-12-01', to: '2028-04-14' };

  it('are pending under a key of their own, apart from our room types', () => {
    expect(releasedOf(releasedKey(link))).toEqual({ channelRoomTypeId: 'cx-room', channelRatePlanId: 'cx-plan' });
    expect(releasedOf('dorm')).toBeUndefined();
  });

  it('are sent closed (0 units, stop-sell), but not a room or plan the mapping links again', () => {
    expect(releasedPlan([{ channelRoomTypeId: 'cx-room', channelRatePlanId: 'cx-plan', range }], [])).toEqual({
      availability: [{ roomTypeId: 'cx-room', ...range, units: 0 }],
      rates: [{ ratePlanId: 'cx-plan', ...range, stopSell: true }],
    });
    const relinked = [{ roomTypeId: 'double', channelRoomTypeId: 'cx-room', channelRatePlanId: 'cx-other' }];
    expect(releasedPlan([{ channelRoomTypeId: 'cx-room', channelRatePlanId: 'cx-plan', range }], relinked)).toEqual({
      availability: [],
      rates: [{ ratePlanId: 'cx-plan', ...range, stopSell: true }],
    });
  });
});
