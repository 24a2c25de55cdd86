import { describe, expect, it } from 'vitest';
import { nightlyShares } from '../../shared/src/domain/stay-price';
import {
  bedsPerUnit,
  periodFigures,
  stayed,
  unitsOffered,
  yearBefore,
  type PeriodInput,
  type ReportStayInput,
} from '../../functions/src/reports/report-figures';
import { reportQuery } from '../../shared/src/api/report-schemas';

const dorm = { id: 'dorm', description: 'Dorm 4', kind: 'dorm' as const, maxOccupancy: 4, inventory: 1 };
const double = { id: 'double', description: 'Double', kind: 'private' as const, maxOccupancy: 2, inventory: 2 };

function stay(overrides: Partial<ReportStayInput>): ReportStayInput {
  return {
    guestId: 'g1',
    roomTypeId: 'dorm',
    checkIn: '2026-03-01',
    checkOut: '2026-03-03',
    guests: 1,
    totalCents: 4000,
    currency: 'EUR',
    bookingSource: 'direct',
    status: 'confirmed',
    ...overrides,
  };
}

function input(overrides: Partial<PeriodInput>): PeriodInput {
  return {
    from: '2026-03-01',
    to: '2026-03-02',
    currency: 'EUR',
    types: [dorm, double],
    nights: [],
    stays: [],
    countries: new Map(),
    includeMoney: true,
    ...overrides,
  };
}

describe('report rules', () => {
  it('a dorm sells beds one by one, a private room all of its beds at once', () => {
    expect(bedsPerUnit(dorm)).toBe(1);
    expect(bedsPerUnit(double)).toBe(2);
  });

  it('a night offers what it sold plus what is still for sale; never written, its whole capacity; closed, only what it sold', () => {
    expect(unitsOffered(4, undefined)).toBe(4);
    expect(unitsOffered(4, { sold: 1, forSale: 3 })).toBe(4);
    expect(unitsOffered(4, { sold: 0, forSale: 0 })).toBe(0);
    expect(unitsOffered(4, { sold: 2, forSale: 0 })).toBe(2);
    expect(unitsOffered(4, { sold: 1 })).toBe(4);
  });

  it("spreads a stay's price evenly over its nights, the odd cents on the first nights, the sum unchanged", () => {
    expect(nightlyShares(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(nightlyShares(4000, 2)).toEqual([2000, 2000]);
    expect(nightlyShares(5, 3).reduce((a, b) => a + b)).toBe(5);
  });

  it('every stay earns and arrives but a canceled or no-show one', () => {
    expect(['confirmed', 'provisional', 'canceled', 'no_show'].filter((status) => stayed(status as never))).toEqual([
      'confirmed',
      'provisional',
    ]);
  });

  it('the year before is the same calendar day; 29 February becomes the 28th', () => {
    expect(yearBefore('2026-03-01')).toBe('2025-03-01');
    expect(yearBefore('2028-02-29')).toBe('2027-02-28');
  });

  it('the query takes yyyy-MM-dd dates in order, at most 366 nights', () => {
    expect(reportQuery.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(reportQuery.safeParse({ from: '2026-01-01', to: '2027-01-01' }).success).toBe(true);
    expect(reportQuery.safeParse({ from: '2026-01-01', to: '2027-01-02' }).success).toBe(false);
    expect(reportQuery.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
    expect(reportQuery.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
  });
});

describe('period figures', () => {
  it('counts occupancy, revenue, ADR and RevPAB per night, per room type and in total', () => {
    // Dorm: 4 beds; on the 1st 2 sold, on the 2nd closed after 1 sold. Double: 2 rooms of 2 beds, 1 room sold on the 1st.
    const figures = periodFigures(
      input({
        nights: [
          { date: '2026-03-01', roomTypeId: 'dorm', sold: 2, forSale: 2 },
          { date: '2026-03-02', roomTypeId: 'dorm', sold: 1, forSale: 0 },
          { date: '2026-03-01', roomTypeId: 'double', sold: 1, forSale: 1 },
        ],
        stays: [
          stay({ guests: 1, totalCents: 4000 }),
          stay({ checkOut: '2026-03-02', totalCents: 2500, bookingSource: 'booking.com' }),
          stay({ roomTypeId: 'double', checkOut: '2026-03-02', guests: 2, totalCents: 9000, bookingSource: 'booking.com' }),
        ],
      }),
    );
    // For sale: dorm 4 + 1 = 5 beds, double 4 + 4 = 8 beds: 13. Sold: dorm 2 + 1 = 3, double 2: 5.
    expect(figures.totals).toEqual({
      beds_for_sale: 13,
      beds_sold: 5,
      occupancy: 0.3846,
      revenue: 155,
      adr: 31,
      revpab: 11.92,
      ota_commissions: 0,
      net_revenue: 155,
    });
    expect(figures.by_night).toEqual([
      { date: '2026-03-01', beds_for_sale: 8, beds_sold: 4, occupancy: 0.5, revenue: 135, ota_commissions: 0, net_revenue: 135 },
      { date: '2026-03-02', beds_for_sale: 5, beds_sold: 1, occupancy: 0.2, revenue: 20, ota_commissions: 0, net_revenue: 20 },
    ]);
    expect(figures.by_room_type.map((row) => [row.room_type_id, row.beds_for_sale, row.beds_sold, row.revenue, row.adr])).toEqual([
      ['dorm', 5, 3, 65, 21.67],
      ['double', 8, 2, 90, 45],
    ]);
    expect(figures.by_source).toEqual([
      { booking_source: 'booking.com', reservations: 2, beds_sold: 3, revenue: 115, ota_commissions: 0, net_revenue: 115 },
      { booking_source: 'direct', reservations: 1, beds_sold: 2, revenue: 40, ota_commissions: 0, net_revenue: 40 },
    ]);
  });

  it('counts only the nights inside the period of a stay that crosses its edges', () => {
    const figures = periodFigures(input({ stays: [stay({ checkIn: '2026-02-27', checkOut: '2026-03-05', totalCents: 6001 })] }));
    // 6 nights: 1001, 1000 × 5; the 3rd and 4th are in the period.
    expect(figures.totals.revenue).toBe(20);
  });

  it("counts each night at the price the folio states for it, so a month's revenue stays when the stay is cut at its end", () => {
    // 28 February and 1, 2 March at the rates 100.00, 100.00, 150.00 (the folio's nightly prices): March brings 250.00.
    const nightPrices = [
      { date: '2026-02-28', cents: 10_000 },
      { date: '2026-03-01', cents: 10_000 },
      { date: '2026-03-02', cents: 15_000 },
    ];
    const booked = stay({ checkIn: '2026-02-28', checkOut: '2026-03-03', totalCents: 35_000, nightPrices });
    const march = periodFigures(input({ stays: [booked] }));
    expect(march.by_night.map((night) => night.revenue)).toEqual([100, 150]);
    expect(periodFigures(input({ from: '2026-02-28', to: '2026-02-28', stays: [booked] })).totals.revenue).toBe(100);
    // The guest leaves on 2 March: the folio keeps the nights stayed at their prices, and March's 1st still says 100.00.
    const left = stay({ checkIn: '2026-02-28', checkOut: '2026-03-02', totalCents: 20_000, nightPrices: nightPrices.slice(0, 2) });
    expect(periodFigures(input({ stays: [left] })).by_night[0]!.revenue).toBe(100);
  });

  it('spreads a hand price without a breakdown evenly, in whole units for a currency without cents', () => {
    const pesos = { from: '2026-03-02', to: '2026-03-02', currency: 'CLP' };
    const chilean = stay({ checkIn: '2026-03-01', checkOut: '2026-03-04', totalCents: 1_000_000, currency: 'CLP' });
    // 10,000 pesos over 3 nights: 3,334, 3,333, 3,333, as the folio keeps the nights of an early check-out.
    expect(periodFigures(input({ ...pesos, stays: [chilean] })).totals.revenue).toBe(3333);
    // A breakdown that does not add up to the total is not the folio's: the total is spread.
    const stale = stay({ totalCents: 4001, nightPrices: [{ date: '2026-03-01', cents: 1000 }] });
    expect(periodFigures(input({ stays: [stale] })).by_night.map((night) => night.revenue)).toEqual([20.01, 20]);
  });

  it('canceled and no-show stays count nothing in revenue, and are counted among the arrivals booked', () => {
    const figures = periodFigures(
      input({
        stays: [
          stay({ status: 'canceled', totalCents: 1000 }),
          stay({ status: 'no_show', totalCents: 3000 }),
          stay({ status: 'provisional', checkIn: '2026-03-02', checkOut: '2026-03-03', totalCents: 500 }),
          stay({ checkIn: '2026-02-28', totalCents: 9900 }),
        ],
      }),
    );
    // The provisional stay's one night (5) and two of the three nights of the stay from the 28th (33 each).
    expect(figures.totals.revenue).toBe(5 + 66);
    expect(figures.cancellations).toEqual({ booked: 3, canceled: 1, no_show: 1, canceled_value: 10, no_show_value: 30 });
  });

  it('counts arrivals by the guest country, people too, live stays only', () => {
    const figures = periodFigures(
      input({
        countries: new Map([
          ['ar', 'AR'],
          ['es', 'ES'],
          ['none', ''],
        ]),
        stays: [
          stay({ guestId: 'ar', guests: 2 }),
          stay({ guestId: 'ar', checkIn: '2026-03-02', checkOut: '2026-03-04' }),
          stay({ guestId: 'es', guests: 3 }),
          stay({ guestId: 'none' }),
          stay({ guestId: 'es', status: 'canceled' }),
          stay({ guestId: 'es', checkIn: '2026-02-20', checkOut: '2026-03-02' }),
        ],
      }),
    );
    expect(figures.arrivals_by_country).toEqual([
      { country_code: 'AR', arrivals: 2, guests: 3 },
      { country_code: '', arrivals: 1, guests: 1 },
      { country_code: 'ES', arrivals: 1, guests: 3 },
    ]);
  });

  it('leaves stays in another currency out of the figures and lists their revenue apart', () => {
    const figures = periodFigures(input({ stays: [stay({ currency: 'USD', totalCents: 5000 }), stay({ totalCents: 1000 })] }));
    expect(figures.totals.revenue).toBe(10);
    expect(figures.other_currencies).toEqual([{ currency: 'USD', revenue: 50, ota_commissions: 0 }]);
  });

  it('without money, no field says what anything cost', () => {
    const figures = periodFigures(
      input({ includeMoney: false, stays: [stay({}), stay({ status: 'canceled' }), stay({ currency: 'USD' })] }),
    );
    const text = JSON.stringify(figures);
    for (const field of ['revenue', 'adr', 'revpab', 'value', 'other_currencies']) expect(text).not.toContain(field);
    expect(figures.totals.beds_for_sale).toBe(16);
    expect(figures.by_source).toEqual([{ booking_source: 'direct', reservations: 1, beds_sold: 2 }]);
  });

  it('a period with nothing for sale has occupancy 0, not a division by zero', () => {
    const figures = periodFigures(input({ types: [] }));
    expect(figures.totals).toEqual({
      beds_for_sale: 0,
      beds_sold: 0,
      occupancy: 0,
      revenue: 0,
      adr: 0,
      revpab: 0,
      ota_commissions: 0,
      net_revenue: 0,
    });
  });
});
