import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, todayIn } from '@hostel/shared/domain/dates';
import { formatMoney } from '@hostel/shared/domain/money-format';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyIdOf, signedInMember, signedInOwner, type ApiUser } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESK, PHONE, shown, signedInPage, workerBrowser } from '../support/browser';
import { book, guest, roomType, stay } from '../support/front-desk';
import { TABLE, table } from '../support/table';

// The reports page against a hostel made through the API: the figures it shows, each chart and its table
// view saying the same numbers, the money beside the nights (revenue split, payments, the drawer, the OTA's
// commission), and the CSV with those numbers; on a desk and on a phone, and the commission in Spanish.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/**
 * A 4-bed dorm; over five nights, 2 guests for two nights (100, direct, from Argentina) and 1 for one (60, booking.com,
 * Spain) on which Booking.com charged 9 of commission.
 */
async function hostelWithStays(): Promise<{ owner: ApiUser; from: string; to: string; currency: string }> {
  const { user: owner } = await signedInOwner();
  const property = (await owner.call('GET', '/properties')).body;
  const currency = property.currency as string;
  const from = addDays(todayIn(property.time_zone), 10);
  const dorm = await roomType(owner, { description: 'Dorm 4', type: 'dorm', max_occupancy: 4, inventory: 1, base_rate: 20, currency });
  const argentina = await guest(owner, { countryCode: 'AR' });
  const spain = await guest(owner, { countryCode: 'ES' });
  const first = await book(owner, stay(argentina._id, dorm._id, from, 2, 2, { total_price: 100, currency, booking_source: 'direct' }));
  const second = await book(
    owner,
    stay(spain._id, dorm._id, addDays(from, 2), 1, 1, { total_price: 60, currency, booking_source: 'booking.com' }),
  );
  // The commission as the channel sync keeps it on a stay it booked (the desk has no call that sets one).
  await table().send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { pk: `PROP#${propertyIdOf(owner)}`, sk: `RES#${second._id}` },
      UpdateExpression: 'SET otaCommissionCents = :commission',
      ExpressionAttributeValues: { ':commission': 900 },
    }),
  );
  // Money beside the nights: a towel (5, per stay) on the first stay, and 40 paid on it in cash.
  const towel = await owner.call('POST', '/properties/extras/create', { name: 'Towel', price: 5, charged: 'per_stay' });
  const charged = await owner.call('POST', `/reservations/charges/${first._id}`, { kind: 'extra', extra_id: towel.body._id });
  const paid = await owner.call(
    'POST',
    `/reservations/payments/${first._id}`,
    { amount: 40, method: 'cash' },
    { 'idempotency-key': randomUUID() },
  );
  expect([charged.status, paid.status]).toEqual([201, 201]);
  return { owner, from, to: addDays(from, 4), currency };
}

async function openReport(page: Page, from: string, to: string): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes(`/api/v1/reports?from=${from}&to=${to}`));
  await page.goto(`/app/reports?from=${from}&to=${to}`);
  expect((await answered).status()).toBe(200);
}

const section = (page: Page, title: string) => page.locator('section', { has: page.getByRole('heading', { name: title, level: 2 }) });

/** The chart's bars as "label, series: value", read from their titles. */
async function chartBars(chart: Locator): Promise<string[]> {
  const svgTitles = await chart.locator('rect title').allTextContents();
  const barTitles = await chart.locator('.report-bar-line').evaluateAll((spans) => spans.map((span) => span.getAttribute('title') ?? ''));
  return [...svgTitles, ...barTitles];
}

/** The same figures from the table view: each row's label with each column's series name and cell. */
async function tableBars(chart: Locator): Promise<string[]> {
  const header = await chart.locator('thead th').allTextContents();
  const rows = await chart
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
  return rows.flatMap(([label, ...cells]) => cells.map((cell, index) => `${label}, ${header[index + 1]}: ${cell}`));
}

async function expectChartMatchesTable(page: Page, title: string, expected: string[]): Promise<void> {
  const chart = section(page, title);
  const bars = await chartBars(chart);
  expect(bars).toEqual(expect.arrayContaining(expected));
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect.poll(() => chart.locator('table').isVisible()).toBe(true);
  expect(await tableBars(chart)).toEqual(bars);
  await chart.getByRole('button', { name: 'Show as chart' }).click();
  await expect.poll(() => chart.locator('table').count()).toBe(0);
}

describe.each([
  ['desk', DESK],
  ['phone', PHONE],
])('reports on a %s', (_, viewport) => {
  it(`at ${viewport.width} px: shows the figures, each chart agrees with its table, and the CSV has the same numbers`, async () => {
    const { owner, from, to, currency } = await hostelWithStays();
    const { page, problems } = await signedInPage(browser, owner, viewport);
    await openReport(page, from, to);
    const price = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

    // 5 of 20 beds sold (25%), 160 of revenue: ADR 32, RevPAB 8; 9 of it to Booking.com, 151 left; nothing a year before.
    const keys = page.locator('.report-key');
    await expect.poll(() => keys.first().textContent()).toContain('25.0%');
    const keyText = (await keys.allTextContents()).join(' | ');
    const figures = ['Occupancy25.0%', `Revenue${price(160)}`, `ADR${price(32)}`, `RevPAB${price(8)}`];
    for (const figure of [...figures, `OTA commissions${price(9)}`, `Net revenue${price(151)}`]) expect(keyText).toContain(figure);
    expect(keyText).toContain('A year before: 0.0%');

    const nights = await section(page, 'Occupancy per night').locator('rect title').allTextContents();
    expect(nights.filter((bar) => bar.includes('This period')).map((bar) => bar.split(': ')[1])).toEqual([
      '50.0%',
      '50.0%',
      '25.0%',
      '0.0%',
      '0.0%',
    ]);
    await expectChartMatchesTable(page, 'Occupancy per night', nights.slice(0, 2));
    await expectChartMatchesTable(page, 'Revenue by booking source', [
      `Direct, This period: ${price(100)}`,
      `Booking.com, This period: ${price(60)}`,
      `Direct, A year before: ${price(0)}`,
    ]);
    await expectChartMatchesTable(page, 'Arrivals by guest country', ['Argentina, This period: 1', 'Spain, This period: 1']);

    const split = section(page, 'Revenue: nights, extras and tax');
    expect(await split.locator('tr[data-row="extras"] td').first().textContent()).toBe(price(5));
    expect(await split.locator('tr[data-row="total"] td').first().textContent()).toBe(price(165));
    const payments = section(page, 'Payments by method and currency');
    expect(await payments.locator('tbody tr').first().textContent()).toBe(`Cash${currency}1${price(40)}${price(0)}`);
    await shown(section(page, 'Cash drawer: differences per shift').getByText('No shift opened in the period'));
    // By source: only Booking.com charged one: its revenue, the commission, what is left, and none a year before.
    const commissions = section(page, 'OTA commissions by booking source');
    expect(await commissions.locator('tbody tr').allTextContents()).toEqual([`Booking.com${price(60)}${price(9)}${price(51)}${price(0)}`]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`report-${from}-to-${to}.csv`);
    const lines = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('section,item,figure,this period,year before');
    expect(lines).toEqual(
      expect.arrayContaining([
        'totals,all,occupancy (%),25,0',
        'totals,all,beds for sale,20,20',
        'totals,all,beds sold,5,0',
        `totals,all,revenue (${currency}),160.00,0.00`,
        `totals,all,OTA commissions (${currency}),9.00,0.00`,
        `totals,all,net revenue (${currency}),151.00,0.00`,
        `totals,all,ADR (${currency}),32.00,0.00`,
        `totals,all,RevPAB (${currency}),8.00,0.00`,
        `night,${from},occupancy (%),50,0`,
        `night,${addDays(from, 2)},OTA commissions (${currency}),9.00,0.00`,
        `night,${addDays(from, 2)},net revenue (${currency}),51.00,0.00`,
        `booking source,direct,revenue (${currency}),100.00,0.00`,
        `booking source,direct,OTA commissions (${currency}),0.00,0.00`,
        `booking source,booking.com,revenue (${currency}),60.00,0.00`,
        `booking source,booking.com,OTA commissions (${currency}),9.00,0.00`,
        `booking source,booking.com,net revenue (${currency}),51.00,0.00`,
        'arrivals by country,AR,arrivals,1,0',
        'cancellations,all,arrivals booked,2,0',
        `revenue split,Nights,revenue (${currency}),160.00,0.00`,
        `revenue split,Extras,revenue (${currency}),5.00,0.00`,
        `revenue split,Total,revenue (${currency}),165.00,0.00`,
        `payments,Cash ${currency},amount (${currency}),40.00,0.00`,
      ]),
    );

    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('reports in Spanish', () => {
  it('say what the OTAs cost and the revenue left, in Spanish words and numbers', async () => {
    const { owner, from, to, currency } = await hostelWithStays();
    const { page, problems } = await signedInPage(browser, owner, PHONE, { locale: 'es-AR' });
    await openReport(page, from, to);
    const price = (amount: number) => formatMoney(amount, currency, 'es-AR');
    const keys = page.locator('.report-key');
    await expect.poll(() => keys.first().textContent()).toContain('25,0');
    const keyText = (await keys.allTextContents()).join(' | ');
    expect(keyText).toContain(`Comisiones de las OTA${price(9)}`);
    expect(keyText).toContain(`Ingresos netos${price(151)}`);
    const commissions = section(page, 'Comisiones de las OTA por origen');
    expect(await commissions.locator('tbody tr').allTextContents()).toEqual([`Booking.com${price(60)}${price(9)}${price(51)}${price(0)}`]);
    expect(problems).toEqual([]);
  });
});

describe('reports: ranges and roles', () => {
  it('a preset asks for its range; a reversed range is refused before asking', async () => {
    const { user: owner } = await signedInOwner();
    const { page, problems } = await signedInPage(browser, owner, DESK);
    await page.goto('/app/reports');
    await expect.poll(() => page.locator('.report-key').first().isVisible()).toBe(true);

    const next = page.waitForResponse((response) => /\/api\/v1\/reports\?from=\d{4}-\d{2}-\d{2}&to=/.test(response.url()));
    await page.getByRole('button', { name: 'Next 30 days' }).click();
    const url = new URL((await next).url());
    const asked = { from: url.searchParams.get('from')!, to: url.searchParams.get('to')! };
    expect(addDays(asked.from, 29)).toBe(asked.to);
    await page.waitForURL((address) => address.search === `?from=${asked.from}&to=${asked.to}`);

    await page.getByLabel('From').fill('2026-03-10');
    await page.getByLabel('To').fill('2026-03-01');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('To must be on or after From');
    expect(problems).toEqual([]);
  });

  it('an employee has no Reports in the menu and is refused the page', async () => {
    const { user: owner } = await signedInOwner();
    const { user: employee } = await signedInMember(owner, 'employee');
    const { page } = await signedInPage(browser, employee, DESK);
    await page.goto('/app/reports');
    await expect.poll(() => page.getByText('Access denied').first().isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).count()).toBe(0);
  });
});
