import { describe, expect, it } from 'vitest';
import type { Report, ReportPeriod } from '../../shared/src/api/report-schemas';
import { reportCsv } from '../../web/src/features/reports/report-csv';
import { i18n } from '../../web/src/lib/i18n/i18n';
import { changePercent, presetRange, rangeFromSearch, rangeProblem } from '../../web/src/features/reports/report-range';

function period(overrides: Partial<ReportPeriod> = {}): ReportPeriod {
  return {
    from: '2026-03-01',
    to: '2026-03-01',
    nights: 1,
    totals: { beds_for_sale: 4, beds_sold: 1, occupancy: 0.25, revenue: 20, adr: 20, revpab: 5, ota_commissions: 3, net_revenue: 17 },
    by_night: [{ date: '2026-03-01', beds_for_sale: 4, beds_sold: 1, occupancy: 0.25, revenue: 20, ota_commissions: 3, net_revenue: 17 }],
    by_room_type: [
      {
        room_type_id: 't',
        description: '=Dorm, "big"',
        type: 'dorm',
        beds_for_sale: 4,
        beds_sold: 1,
        occupancy: 0.25,
        revenue: 20,
        adr: 20,
        revpab: 5,
        ota_commissions: 2.5,
        net_revenue: 17.5,
      },
    ],
    by_source: [{ booking_source: 'direct', reservations: 1, beds_sold: 1, revenue: 20, ota_commissions: 0.5, net_revenue: 19.5 }],
    arrivals_by_country: [{ country_code: '', arrivals: 1, guests: 1 }],
    cancellations: { booked: 1, canceled: 0, no_show: 0, canceled_value: 0, no_show_value: 0 },
    ...overrides,
  };
}

describe('the report page range', () => {
  it('presets: the 30 nights up to last night, this and last calendar month, the 30 nights from tonight', () => {
    expect(presetRange('last30', '2026-03-15')).toEqual({ from: '2026-02-13', to: '2026-03-14' });
    expect(presetRange('thisMonth', '2026-02-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('next30', '2026-12-20')).toEqual({ from: '2026-12-20', to: '2027-01-18' });
  });

  it('takes a valid range from the address, else the last 30 days', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-01-01&to=2026-01-31'), '2026-03-15')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    for (const search of ['from=2026-01-31&to=2026-01-01', 'from=2026-02-30&to=2026-03-01', 'from=2025-01-01&to=2026-01-02', ''])
      expect(rangeFromSearch(new URLSearchParams(search), '2026-03-15'), search).toEqual({ from: '2026-02-13', to: '2026-03-14' });
  });

  it('says what the server would refuse, and compares with the year before only when there was something', () => {
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-01-01', to: '2027-01-01' })).toBeUndefined();
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeUndefined();
  });
});

describe('the report CSV', () => {
  const report: Report = {
    currency: 'EUR',
    includes_money: true,
    current: period(),
    year_before: period({ by_source: [], arrivals_by_country: [] }),
  };

  it('one table of plain numbers, this period beside the year before, text cells quoted and guarded', () => {
    const lines = reportCsv(report).split('\r\n');
    expect(lines[0]).toBe('section,item,figure,this period,year before');
    expect(lines).toContain('totals,all,occupancy (%),25,25');
    expect(lines).toContain('night,2026-03-01,occupancy (%),25,25');
    expect(lines).toContain(`room type,"'=Dorm, ""big""",ADR (EUR),20.00,20.00`);
    expect(lines).toContain('arrivals by country,Not given,arrivals,1,0');
    expect(lines).toContain('cancellations,all,value of no-shows (EUR),0.00,0.00');
  });

  it('follows each revenue row with the OTA commissions on it and the revenue left, this period and the year before', () => {
    const lines = reportCsv(report).split('\r\n');
    const at = lines.indexOf('totals,all,revenue (EUR),20.00,20.00');
    expect(lines.slice(at, at + 3)).toEqual([
      'totals,all,revenue (EUR),20.00,20.00',
      'totals,all,OTA commissions (EUR),3.00,3.00',
      'totals,all,net revenue (EUR),17.00,17.00',
    ]);
    expect(lines).toContain('night,2026-03-01,OTA commissions (EUR),3.00,3.00');
    expect(lines).toContain(`room type,"'=Dorm, ""big""",net revenue (EUR),17.50,17.50`);
    // A source the year before did not have: its cells say 0.00, as its revenue's.
    expect(lines).toContain('booking source,direct,OTA commissions (EUR),0.50,0.00');
    expect(lines).toContain('booking source,direct,net revenue (EUR),19.50,0.00');
    // Every row keeps the five columns it had (the room type's quoted name holds a comma of its own).
    const widths = lines.filter((line) => line && !line.startsWith('room type')).map((line) => line.split(',').length);
    expect(new Set(widths)).toEqual(new Set([5]));
  });

  it('in Spanish: its words follow the language, its numbers stay plain with a dot and its codes stay codes', async () => {
    await i18n.changeLanguage('es-AR');
    try {
      const lines = reportCsv(report).split('\r\n');
      expect(lines[0]).toBe('sección,ítem,cifra,este período,un año antes');
      expect(lines).toContain('totales,todo,ocupación (%),25,25');
      expect(lines).toContain('totales,todo,ingresos (EUR),20.00,20.00');
      expect(lines).toContain('totales,todo,comisiones de las OTA (EUR),3.00,3.00');
      expect(lines).toContain('origen,direct,ingresos netos (EUR),19.50,0.00');
      expect(lines).toContain('llegadas por país,Sin dato,llegadas,1,0');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('the money sections: the revenue split, payments by method and currency beside the year before, and the shifts with their differences', () => {
    const money = {
      revenue_split: { nights: 20, extras: 5.5, adjustments: -1, tax: 3, total: 27.5 },
      payments_by_method: [
        { method: 'cash', currency: 'EUR', payments: 2, amount: 30 },
        { method: 'mercado_pago', currency: 'USD', payments: 1, amount: 10 },
      ],
      drawer_shifts: [
        {
          shift_id: 's',
          user_name: 'Ana',
          opened_At: '2026-03-01T12:00:00.000Z',
          closed_At: '2026-03-01T20:00:00.000Z',
          differences: [{ currency: 'EUR', difference: -2.5 }],
        },
      ],
    };
    const before = { revenue_split: { nights: 0, extras: 0, adjustments: 0, tax: 0, total: 0 }, payments_by_method: [], drawer_shifts: [] };
    const lines = reportCsv({ ...report, current: period({ money }), year_before: period({ money: before }) }).split('\r\n');
    expect(lines).toContain('revenue split,Extras,revenue (EUR),5.50,0.00');
    expect(lines).toContain('revenue split,Adjustments and discounts,revenue (EUR),-1.00,0.00');
    expect(lines).toContain('revenue split,Tourist tax,revenue (EUR),3.00,0.00');
    expect(lines).toContain('revenue split,Total,revenue (EUR),27.50,0.00');
    expect(lines).toContain('payments,Cash EUR,payments,2,0');
    expect(lines).toContain('payments,Mercado Pago USD,amount (USD),10.00,0.00');
    expect(lines).toContain('cash drawer,Ana 2026-03-01T12:00:00.000Z,difference (EUR),-2.50,');
  });

  it('without money, no money figure', () => {
    const strip = (one: ReportPeriod): ReportPeriod => ({
      ...one,
      totals: { beds_for_sale: 4, beds_sold: 1, occupancy: 0.25 },
      by_night: [{ date: '2026-03-01', beds_for_sale: 4, beds_sold: 1, occupancy: 0.25 }],
      by_source: [{ booking_source: 'direct', reservations: 1, beds_sold: 1 }],
      cancellations: { booked: 1, canceled: 0, no_show: 0 },
    });
    const csv = reportCsv({ ...report, includes_money: false, current: strip(report.current), year_before: strip(report.year_before) });
    expect(csv).not.toMatch(/EUR|revenue|ADR|RevPAB|value|commission/);
    expect(csv).toContain('totals,all,beds sold,1,1\r\n');
  });
});
