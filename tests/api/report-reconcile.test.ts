import { describe, expect, it } from 'vitest';
import type { ApiUser } from '../support/api';
import { cents, expectedOf, type Folio, folioProblems, plusDays, seeded, type TypeInfo } from '../support/report-ledger';
import { runChannelStays } from '../support/report-channel-stays';
import { reconcileDesk } from '../support/report-desk';
import { runSequence } from '../support/report-sequence';
import { reportCsv } from '../../web/src/features/reports/report-csv';

// The owner reconciles the report with the folios, to the cent: after a seeded month of desk work through the API,
// and OTA bookings through the channel manager's feed with their commissions (then changed at the desk), every money
// figure of the report (revenue by kind and by night, type and source, the OTA commissions and the revenue left after
// them by night, type and source, other currencies, cancellations, payments by method and currency, the drawer) equals
// a sum over every stay's folio as getReservation answers it, for the whole month and for periods that cut stays in
// two (a month's end among them), whose halves add up to it.
// A failure names its seed: REPORT_SEED=<seed> (REPORT_STEPS=<n> for a longer run, REPORT_SEED=random for a new one) npx vitest run tests/api/report-reconcile.test.ts
// replays it; its dates are relative to today.

// Seed 10 books stays across dearer nights whose nightly prices the report once spread evenly; 2024129303 put
// November's revenue 14,000 off. The gate runs fixed seeds, so a red run is this change's; REPORT_SEED=random explores.
const asked = process.env.REPORT_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.REPORT_SEED);
const SEEDS = asked ? [asked] : [10, 2024129303];
const STEPS = Number(process.env.REPORT_STEPS) || 100;

async function reportOf(user: ApiUser, from: string, to: string) {
  const response = await user.call('GET', `/reports?from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  return response.body as any;
}

/** Every figure of one period that differs from the folios' count, said as "figure: report ≠ folios". */
function differences(report: any, folios: readonly Folio[], types: ReadonlyMap<string, TypeInfo>, from: string, to: string): string[] {
  const want = expectedOf(folios, types, report.currency, from, to);
  const period = report.current;
  const found: string[] = [];
  const same = (what: string, got: number | undefined, expected: number) =>
    cents(got ?? 0) !== expected && found.push(`${from}…${to} ${what}: ${got} ≠ ${expected / 100}`);
  const split = period.money.revenue_split;
  same('nights', split.nights, want.nights);
  same('extras', split.extras, want.extras);
  same('adjustments', split.adjustments, want.adjustments);
  same('tax', split.tax, want.tax);
  same('total', split.total, want.nights + want.extras + want.adjustments + want.tax);
  same('revenue', period.totals.revenue, want.nights);
  same('OTA commissions', period.totals.ota_commissions, want.commissions);
  same('net revenue', period.totals.net_revenue, want.nights - want.commissions);
  for (const night of period.by_night) {
    const wanted = want.byNight.get(night.date)!;
    same(`revenue of ${night.date}`, night.revenue, wanted.cents);
    same(`OTA commissions of ${night.date}`, night.ota_commissions, wanted.commission);
    same(`net revenue of ${night.date}`, night.net_revenue, wanted.cents - wanted.commission);
    if (night.beds_sold !== want.byNight.get(night.date)!.beds)
      found.push(`beds sold ${night.date}: ${night.beds_sold} ≠ ${want.byNight.get(night.date)!.beds}`);
  }
  for (const type of period.by_room_type) {
    same(`revenue of ${type.description}`, type.revenue, want.byType.get(type.room_type_id) ?? 0);
    same(`OTA commissions of ${type.description}`, type.ota_commissions, want.commissionsByType.get(type.room_type_id) ?? 0);
  }
  const sources = new Map(period.by_source.map((row: any) => [row.booking_source, row]));
  for (const [source, row] of want.bySource) {
    const got: any = sources.get(source) ?? {};
    same(`revenue of ${source}`, got.revenue, row.cents);
    same(`OTA commissions of ${source}`, got.ota_commissions, row.commission);
    same(`net revenue of ${source}`, got.net_revenue, row.cents - row.commission);
    if (got.reservations !== row.reservations || got.beds_sold !== row.beds)
      found.push(`${source}: ${JSON.stringify(got)} ≠ ${JSON.stringify(row)}`);
  }
  if (sources.size !== want.bySource.size) found.push(`sources: ${[...sources.keys()]} ≠ ${[...want.bySource.keys()]}`);
  const others = new Map((period.other_currencies ?? []).map((row: any) => [row.currency, cents(row.revenue)]));
  expect(others, `${from}…${to} other currencies`).toEqual(want.otherCurrencies);
  const otherCommissions = new Map((period.other_currencies ?? []).map((row: any) => [row.currency, cents(row.ota_commissions)]));
  expect(otherCommissions, `${from}…${to} OTA commissions in other currencies`).toEqual(want.otherCommissions);
  const lost = period.cancellations;
  same('canceled value', lost.canceled_value, want.canceledValue);
  same('no-show value', lost.no_show_value, want.noShowValue);
  if ([lost.booked, lost.canceled, lost.no_show].join() !== [want.booked, want.canceled, want.noShow].join())
    found.push(`cancellations ${JSON.stringify(lost)} ≠ ${want.booked}/${want.canceled}/${want.noShow}`);
  const paid = new Map(
    period.money.payments_by_method.map((row: any) => [
      `${row.method}#${row.currency}`,
      { payments: row.payments, cents: cents(row.amount) },
    ]),
  );
  expect(paid, `${from}…${to} payments by method and currency`).toEqual(want.payments);
  return found;
}

/** The money of two adjacent periods added up, against the period they make together. */
function halvesProblems(whole: any, first: any, second: any): string[] {
  const problems: string[] = [];
  for (const part of ['nights', 'extras', 'adjustments', 'tax', 'total']) {
    const sum = cents(first.current.money.revenue_split[part]) + cents(second.current.money.revenue_split[part]);
    if (sum !== cents(whole.current.money.revenue_split[part]))
      problems.push(`${part}: halves ${sum / 100} ≠ ${whole.current.money.revenue_split[part]}`);
  }
  for (const figure of ['revenue', 'ota_commissions', 'net_revenue']) {
    const sum = cents(first.current.totals[figure]) + cents(second.current.totals[figure]);
    if (sum !== cents(whole.current.totals[figure])) problems.push(`${figure}: halves ${sum / 100} ≠ ${whole.current.totals[figure]}`);
  }
  const nightOf = (night: any) => [night.date, night.revenue, night.beds_sold, night.ota_commissions];
  const nights = [...first.current.by_night, ...second.current.by_night].map(nightOf);
  if (JSON.stringify(nights) !== JSON.stringify(whole.current.by_night.map(nightOf)))
    problems.push('the halves’ nights are not the whole’s');
  return problems;
}

describe('the report against the folios', () => {
  it.each(SEEDS)(
    'reconciles to the cent after a seeded month at the desk (seed %i)',
    async (seed) => {
      const rng = seeded(seed);
      const desk = await reconcileDesk();
      const { user, today } = desk;
      const first = plusDays(today, -18);
      const last = plusDays(today, 18);
      const { log, ids: deskIds } = await runSequence(desk, rng, first, last, STEPS);
      // The OTAs' stays draw from a generator of their own, so the desk's month above is the seed's as before.
      const channel = await runChannelStays(desk, seeded(seed ^ 0x0ca5cade), first, last, Math.max(4, Math.round(STEPS / 12)));
      const ids = [...deskIds, ...channel.ids];
      const context = `seed ${seed} (REPORT_SEED=${seed} replays it); steps:\n${[...log, ...channel.log].join('\n')}`;

      // The drawer closes short by a random amount; the report says each currency's difference.
      const drawer = (await user.call('GET', '/cash-drawer')).body as any;
      const shift = drawer.open;
      const folios: Folio[] = await Promise.all(
        ids.map(async (id) => (await user.call('GET', `/reservations/find-by-id/${id}`)).body as Folio),
      );
      const cash = (currency: string) =>
        folios
          .flatMap((folio) => folio.payments)
          .filter((p) => p.shift_id === shift._id && p.currency === currency)
          .reduce((sum, p) => sum + cents(p.amount_paid), 0);
      const short = rng.int(0, 50_000);
      const counted = { ARS: 1_000_000_000 + cash('ARS') - short, USD: 500_000 + cash('USD') };
      expect((await user.call('POST', '/cash-drawer/close', desk.counts(counted.ARS / 100, counted.USD / 100))).status, context).toBe(200);

      expect(folios.flatMap(folioProblems), context).toEqual([]);
      const cut = (() => {
        // The 28th plus 4 days is always in the next month: its first day.
        const next = `${plusDays(`${today.slice(0, 8)}28`, 4).slice(0, 8)}01`;
        return next <= last ? next : `${today.slice(0, 8)}01`;
      })();
      const cuts = [cut, plusDays(first, rng.int(1, 35)), plusDays(first, rng.int(1, 35))];
      const whole = await reportOf(user, first, last);
      const problems = differences(whole, folios, desk.types, first, last);
      for (const at of cuts) {
        const [before, after] = await Promise.all([reportOf(user, first, plusDays(at, -1)), reportOf(user, at, last)]);
        problems.push(
          ...differences(before, folios, desk.types, first, plusDays(at, -1)),
          ...differences(after, folios, desk.types, at, last),
        );
        problems.push(...halvesProblems(whole, before, after).map((problem) => `cut at ${at}: ${problem}`));
      }
      expect(problems, context).toEqual([]);
      // The CSV the page downloads says the same money (built in the browser from this very answer).
      const want = expectedOf(folios, desk.types, 'ARS', first, last);
      const csv = reportCsv(whole)
        .split('\r\n')
        .map((line) => line.split(','));
      const cells = (section: string, figure: RegExp) =>
        csv.filter((row) => row[0] === section && figure.test(row[2]!)).map((row) => cents(Number(row[3])));
      const parts = [want.nights, want.extras, want.adjustments, want.tax, want.nights + want.extras + want.adjustments + want.tax];
      expect(cells('revenue split', /^revenue/), context).toEqual(parts);
      expect(cells('night', /^revenue/), context).toEqual([...want.byNight.values()].map((night) => night.cents));
      // Each revenue row is followed by its OTA commissions and the revenue left, this period and the year before.
      const pairs = (section: string, figure: RegExp) =>
        csv.filter((row) => row[0] === section && figure.test(row[2]!)).map((row) => [row[3], row[4]]);
      const money = (c: number) => (c / 100).toFixed(2);
      expect(pairs('totals', /^OTA commissions/), context).toEqual([[money(want.commissions), money(0)]]);
      expect(pairs('totals', /^net revenue/), context).toEqual([[money(want.nights - want.commissions), money(0)]]);
      expect(cells('night', /^OTA commissions/), context).toEqual([...want.byNight.values()].map((night) => night.commission));
      const bySourceCsv = new Map(
        csv.filter((row) => row[0] === 'booking source' && /^OTA commissions/.test(row[2]!)).map((row) => [row[1], cents(Number(row[3]))]),
      );
      expect(bySourceCsv, context).toEqual(new Map([...want.bySource].map(([source, row]) => [source, row.commission])));
      const paidIn = (currency: string) =>
        [...want.payments].filter(([key]) => key.endsWith(currency)).reduce((sum, [, row]) => sum + row.cents, 0);
      for (const currency of ['ARS', 'USD'])
        expect(
          cells('payments', new RegExp(`^amount \\(${currency}`)).reduce((a, b) => a + b, 0),
          context,
        ).toBe(paidIn(currency));
      expect(whole.current.money.drawer_shifts, context).toEqual([
        expect.objectContaining({
          shift_id: shift._id,
          differences: [
            { currency: 'ARS', difference: -short / 100 },
            { currency: 'USD', difference: 0 },
          ],
        }),
      ]);
      // The sequence did what it is for: stays of several kinds, with money and charges on them.
      expect(folios.length, context).toBeGreaterThanOrEqual(10);
      expect(folios.filter((folio) => folio.payments.length > 0).length, context).toBeGreaterThanOrEqual(3);
      expect(
        folios.some((folio) => folio.charges.length > 0),
        context,
      ).toBe(true);
      // And OTA stays with commissions: in pesos on nights of the month, some across unequal nights, some lost.
      const charged = folios.filter((folio) => (folio.ota_commission ?? 0) > 0);
      const live = (folio: Folio) => !['canceled', 'no_show'].includes(folio.reservation_status);
      expect(want.commissions, context).toBeGreaterThan(0);
      expect(
        charged.some((folio) => live(folio) && new Set(folio.nightly_prices.map((night) => night.price)).size > 1),
        context,
      ).toBe(true);
      expect(
        charged.some((folio) => !live(folio)),
        context,
      ).toBe(true);
    },
    120_000,
  );
});
