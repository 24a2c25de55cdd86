import { describe, expect, it } from 'vitest';
import { commissionByNight, splitByWeight } from '../../functions/src/reports/commission-by-night';
import { periodFigures, type PeriodInput, type ReportStayInput } from '../../functions/src/reports/report-figures';

// An OTA's commission goes to a stay's nights as its revenue does (in proportion to the folio's nightly prices),
// to the cent, so a period cut through the stay takes the share of the commission it takes of the revenue.

const sum = (parts: readonly number[]) => parts.reduce((total, part) => total + part, 0);

describe('a commission split over nights', () => {
  it('follows the nights’ prices, the cents left to the largest remainders, the parts adding up to the commission', () => {
    // 10.00 over nights of 100.00, 100.00 and 150.00: 285.71, 285.71 and 428.57 cents: 285, 285, 428 and 2 cents
    // left, one each to the largest remainders (.71 and .71, before .57).
    expect(splitByWeight(1000, [10_000, 10_000, 15_000])).toEqual([286, 286, 428]);
    expect(splitByWeight(1001, [10_000, 10_000, 15_000])).toEqual([286, 286, 429]);
    expect(splitByWeight(100, [3, 3, 3])).toEqual([34, 33, 33]);
    expect(splitByWeight(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitByWeight(1, [1, 5, 1])).toEqual([0, 1, 0]);
    for (const [commission, weights] of [
      [99_999, [3333, 3333, 3334]],
      [7, [1, 2, 3, 4, 5, 6, 7, 8]],
      [123_457, [1_999_999, 3_199_999, 2_500_050]],
    ] as const)
      expect(sum(splitByWeight(commission, weights))).toBe(commission);
  });

  it('keeps exact integers where cents times a price pass what a float holds', () => {
    // 9,999,999.99 of commission over a night of 90,000,000.01 and one of 10,000,000.00: the products pass 2^53.
    const parts = splitByWeight(999_999_999, [9_000_000_001, 1_000_000_000]);
    expect(parts).toEqual([899_999_999, 100_000_000]);
  });

  it('splits in whole units for a currency without cents, unless the commission itself has cents', () => {
    // 1,000 pesos over three equal nights: 334, 333, 333, never a third of a peso.
    expect(splitByWeight(100_000, [1, 1, 1], 100)).toEqual([33_400, 33_300, 33_300]);
    expect(splitByWeight(100_001, [1, 1, 1], 100)).toEqual([33_334, 33_334, 33_333]);
  });

  it('gives nights worth nothing none of it, spreads it evenly when no night is worth anything, and mirrors a negative one', () => {
    expect(splitByWeight(500, [0, 1000, 0])).toEqual([0, 500, 0]);
    expect(splitByWeight(500, [0, 0])).toEqual([250, 250]);
    expect(splitByWeight(501, [0, 0])).toEqual([251, 250]);
    expect(splitByWeight(-1000, [10_000, 10_000, 15_000])).toEqual([-286, -286, -428]);
    expect(splitByWeight(0, [1, 2])).toEqual([0, 0]);
    expect(splitByWeight(500, [])).toEqual([]);
  });

  it("goes by the folio's nights: its nightly prices, else its price spread evenly; nothing without a commission", () => {
    const nightPrices = [
      { date: '2026-02-28', cents: 10_000 },
      { date: '2026-03-01', cents: 30_000 },
    ];
    const stay = { checkIn: '2026-02-28', checkOut: '2026-03-02', totalCents: 40_000, currency: 'EUR', nightPrices };
    expect(commissionByNight({ ...stay, otaCommissionCents: 6001 })).toEqual([1500, 4501]);
    // A hand price: its nights are even, and so is the commission.
    expect(commissionByNight({ ...stay, nightPrices: undefined, otaCommissionCents: 6001 })).toEqual([3001, 3000]);
    expect(commissionByNight(stay)).toEqual([0, 0]);
  });
});

const dorm = { id: 'dorm', description: 'Dorm 4', kind: 'dorm' as const, maxOccupancy: 4, inventory: 1 };
const double = { id: 'double', description: 'Double', kind: 'private' as const, maxOccupancy: 2, inventory: 2 };

function stay(overrides: Partial<ReportStayInput>): ReportStayInput {
  return {
    guestId: 'g1',
    roomTypeId: 'dorm',
    checkIn: '2026-02-27',
    checkOut: '2026-03-03',
    guests: 1,
    totalCents: 40_000,
    currency: 'EUR',
    bookingSource: 'booking.com',
    status: 'confirmed',
    ...overrides,
  };
}

const input = (overrides: Partial<PeriodInput>): PeriodInput => ({
  from: '2026-03-01',
  to: '2026-03-31',
  currency: 'EUR',
  types: [dorm, double],
  nights: [],
  stays: [],
  countries: new Map(),
  includeMoney: true,
  ...overrides,
});

describe('the report’s OTA commissions', () => {
  // 27 February to 2 March at 50.00, 50.00, 100.00, 200.00 (400.00) with 60.01 of commission: 7.50, 7.50, 15.00, 30.01.
  const nightPrices = [
    { date: '2026-02-27', cents: 5000 },
    { date: '2026-02-28', cents: 5000 },
    { date: '2026-03-01', cents: 10_000 },
    { date: '2026-03-02', cents: 20_000 },
  ];
  const airbnb = stay({ bookingSource: 'channel:airbnb', nightPrices, otaCommissionCents: 6001 });

  it('attributes a stay cut by the period’s edge as its revenue: the nights inside, in proportion, halves adding up', () => {
    const march = periodFigures(input({ stays: [airbnb] }));
    const february = periodFigures(input({ from: '2026-02-01', to: '2026-02-28', stays: [airbnb] }));
    expect(march.totals).toMatchObject({ revenue: 300, ota_commissions: 45.01, net_revenue: 254.99 });
    expect(february.totals).toMatchObject({ revenue: 100, ota_commissions: 15, net_revenue: 85 });
    expect(march.by_night.slice(0, 3)).toEqual([
      expect.objectContaining({ date: '2026-03-01', revenue: 100, ota_commissions: 15, net_revenue: 85 }),
      expect.objectContaining({ date: '2026-03-02', revenue: 200, ota_commissions: 30.01, net_revenue: 169.99 }),
      expect.objectContaining({ date: '2026-03-03', revenue: 0, ota_commissions: 0, net_revenue: 0 }),
    ]);
    expect(march.by_room_type.find((row) => row.room_type_id === 'dorm')).toMatchObject({ ota_commissions: 45.01, net_revenue: 254.99 });
  });

  it('breaks them down by booking source beside its revenue; a source without any shows 0', () => {
    const figures = periodFigures(
      input({
        stays: [
          airbnb,
          stay({ checkIn: '2026-03-05', checkOut: '2026-03-07', otaCommissionCents: 1500, totalCents: 10_000 }),
          stay({ checkIn: '2026-03-05', checkOut: '2026-03-06', bookingSource: 'direct', totalCents: 2000 }),
        ],
      }),
    );
    expect(figures.by_source).toEqual([
      { booking_source: 'channel:airbnb', reservations: 1, beds_sold: 2, revenue: 300, ota_commissions: 45.01, net_revenue: 254.99 },
      { booking_source: 'booking.com', reservations: 1, beds_sold: 2, revenue: 100, ota_commissions: 15, net_revenue: 85 },
      { booking_source: 'direct', reservations: 1, beds_sold: 1, revenue: 20, ota_commissions: 0, net_revenue: 20 },
    ]);
    expect(figures.totals).toMatchObject({ revenue: 420, ota_commissions: 60.01, net_revenue: 359.99 });
  });

  it('counts nothing of a canceled or no-show stay, as its revenue; a stay in another currency is listed apart', () => {
    const figures = periodFigures(
      input({
        stays: [
          stay({ status: 'canceled', otaCommissionCents: 900 }),
          stay({ status: 'no_show', otaCommissionCents: 700 }),
          stay({ currency: 'USD', checkIn: '2026-03-01', otaCommissionCents: 301 }),
        ],
      }),
    );
    expect(figures.totals).toMatchObject({ revenue: 0, ota_commissions: 0, net_revenue: 0 });
    expect(figures.other_currencies).toEqual([{ currency: 'USD', revenue: 400, ota_commissions: 3.01 }]);
  });

  it('says nothing of them to an employee', () => {
    const figures = periodFigures(input({ includeMoney: false, stays: [airbnb] }));
    expect(JSON.stringify(figures)).not.toMatch(/commission|net_revenue/);
  });
});
