import { describe, expect, it } from 'vitest';
import { type MoneyStayInput, moneyFigures, type ShiftInput } from '../../functions/src/reports/money-figures';
import { periodFigures, type ReportStayInput } from '../../functions/src/reports/report-figures';

// The report's money against a fixture computed by hand: the revenue split into nights, extras, adjustments
// and tax over the nights inside the period; payments by method and currency of the stays arriving in it;
// the drawer's shifts opened on its days (the property's), with their differences.

type Stay = MoneyStayInput & ReportStayInput;
const base = { guestId: 'g', roomTypeId: 't', bookingSource: 'direct', currency: 'ARS', status: 'confirmed' as const };
const pay = (
  method: 'cash' | 'card' | 'transfer' | 'mercado_pago',
  amountCents: number,
  more: { currency?: string; foreignCents?: number } = {},
) => ({
  method,
  amountCents,
  ...more,
});

const stays: Stay[] = [
  // A: nights 9, 10, 11 of March (9 and 10 inside), 2 guests at 100.00 a night; breakfast 10.00 for the stay,
  // a 5.00 discount, tax 1.50 × 2 guests × 3 nights. Inside: nights 200.00; extras 3.34 + 3.33; discount
  // −(1.67 + 1.67); tax 3.00 + 3.00. Paid 100.00 by Mercado Pago.
  {
    ...base,
    checkIn: '2026-03-09',
    checkOut: '2026-03-12',
    guests: 2,
    totalCents: 30000,
    charges: [
      { kind: 'extra', amountCents: 1000 },
      { kind: 'discount', amountCents: -500 },
    ],
    touristTax: { perGuestNightCents: 150 },
    payments: [pay('mercado_pago', 10000)],
  },
  // B: 1 and 2 March, 99.99 (50.00 + 49.99), a 5.00 extra, tax exempt. Paid 50.00 cash, US$ 10.00 cash at 12, 30.00 by card.
  {
    ...base,
    checkIn: '2026-03-01',
    checkOut: '2026-03-03',
    guests: 1,
    totalCents: 9999,
    charges: [{ kind: 'extra', amountCents: 500 }],
    touristTax: { perGuestNightCents: 150, exempt: { reason: 'Resident', by: 'u', at: 'x' } },
    payments: [pay('cash', 5000), pay('cash', 12000, { currency: 'USD', foreignCents: 1000 }), pay('card', 3000)],
  },
  // C: canceled, arriving 5 March: no revenue; its deposit and refund by transfer still count (2 payments, 0).
  {
    ...base,
    status: 'canceled',
    checkIn: '2026-03-05',
    checkOut: '2026-03-06',
    guests: 1,
    totalCents: 8000,
    payments: [pay('transfer', 2000), pay('transfer', -2000)],
  },
  // D: priced in dollars: out of the split (not converted); its card payment counts in USD.
  { ...base, currency: 'USD', checkIn: '2026-03-06', checkOut: '2026-03-07', guests: 1, totalCents: 5000, payments: [pay('card', 5000)] },
  // E: 27 and 28 February and 1 March at 10.00 each: only 1 March inside; it arrived before, so its payment is the earlier period's.
  { ...base, checkIn: '2026-02-27', checkOut: '2026-03-02', guests: 1, totalCents: 3000, payments: [pay('cash', 3000)] },
];

// Buenos Aires is UTC−3: a shift opened at 02:00 UTC on 1 March was opened on 28 February there.
const shifts: ShiftInput[] = [
  { id: 's1', userName: 'Ana', openedAt: '2026-03-01T02:00:00.000Z', closedAt: '2026-03-01T10:00:00.000Z', differenceCents: { ARS: 100 } },
  { id: 's3', userName: 'Luis', openedAt: '2026-03-11T01:00:00.000Z' },
  {
    id: 's2',
    userName: 'Ana',
    openedAt: '2026-03-01T12:00:00.000Z',
    closedAt: '2026-03-01T20:00:00.000Z',
    differenceCents: { USD: 0, ARS: -50000 },
  },
  { id: 's4', userName: 'Luis', openedAt: '2026-03-11T12:00:00.000Z', closedAt: '2026-03-11T20:00:00.000Z', differenceCents: { ARS: 5 } },
];

const period = { from: '2026-03-01', to: '2026-03-10', currency: 'ARS' };

describe("the report's money", () => {
  const figures = moneyFigures({ ...period, timeZone: 'America/Argentina/Buenos_Aires', stays, shifts });

  it('splits the revenue of the nights inside the period into nights, extras, adjustments and tax, to the cent', () => {
    // Nights 200.00 + 99.99 + 10.00; extras 6.67 + 5.00; adjustments −3.34; tax 6.00 (B exempt).
    expect(figures.revenue_split).toEqual({ nights: 309.99, extras: 11.67, adjustments: -3.34, tax: 6, total: 324.32 });
  });

  it("counts the nights as the report's revenue does", () => {
    const report = periodFigures({ ...period, types: [], nights: [], stays, countries: new Map(), includeMoney: true });
    expect(report.totals.revenue).toBe(figures.revenue_split.nights);
  });

  it("counts the nights at the folio's nightly prices, as the report's revenue does", () => {
    const nightPrices = [
      { date: '2026-02-28', cents: 10_000 },
      { date: '2026-03-01', cents: 15_000 },
    ];
    const across: Stay = { ...base, checkIn: '2026-02-28', checkOut: '2026-03-02', guests: 1, totalCents: 25_000, nightPrices };
    const money = moneyFigures({ ...period, timeZone: 'UTC', stays: [across], shifts: [] });
    expect(money.revenue_split.nights).toBe(150);
    const report = periodFigures({ ...period, types: [], nights: [], stays: [across], countries: new Map(), includeMoney: true });
    expect(report.totals.revenue).toBe(150);
  });

  it('lists the payments of the stays arriving in the period by method and the currency paid in', () => {
    expect(figures.payments_by_method).toEqual([
      { method: 'card', currency: 'ARS', payments: 1, amount: 30 },
      { method: 'card', currency: 'USD', payments: 1, amount: 50 },
      { method: 'cash', currency: 'ARS', payments: 1, amount: 50 },
      { method: 'cash', currency: 'USD', payments: 1, amount: 10 },
      { method: 'mercado_pago', currency: 'ARS', payments: 1, amount: 100 },
      { method: 'transfer', currency: 'ARS', payments: 2, amount: 0 },
    ]);
  });

  it('lists money an OTA collected as its own method, never as cash', () => {
    const airbnb: Stay = {
      ...base,
      bookingSource: 'channel:airbnb',
      checkIn: '2026-03-02',
      checkOut: '2026-03-04',
      guests: 1,
      totalCents: 5000,
      payments: [
        { method: 'ota', amountCents: 5000 },
        { method: 'cash', amountCents: 1200 },
      ],
    };
    const rows = moneyFigures({ ...period, timeZone: 'UTC', stays: [airbnb], shifts: [] }).payments_by_method;
    expect(rows).toEqual([
      { method: 'cash', currency: 'ARS', payments: 1, amount: 12 },
      { method: 'ota', currency: 'ARS', payments: 1, amount: 50 },
    ]);
  });

  it("lists the drawer's shifts opened on the period's days in the property's time zone, oldest first, with their differences", () => {
    expect(figures.drawer_shifts).toEqual([
      {
        shift_id: 's2',
        user_name: 'Ana',
        opened_At: '2026-03-01T12:00:00.000Z',
        closed_At: '2026-03-01T20:00:00.000Z',
        differences: [
          { currency: 'ARS', difference: -500 },
          { currency: 'USD', difference: 0 },
        ],
      },
      { shift_id: 's3', user_name: 'Luis', opened_At: '2026-03-11T01:00:00.000Z', closed_At: null, differences: [] },
    ]);
  });
});
