import { addDays } from '@hostel/shared/domain/dates';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../web/src/booking-page/catalogs/en';
import { esAR } from '../../web/src/booking-page/catalogs/es-ar';
import { uniqueEmail } from '../support/api';
import { expectNoViolations } from '../support/axe';
import { hostelWithPage } from '../support/booking-page';
import { freshPage, PHONE, workerBrowser } from '../support/browser';

// The tourist tax on the booking page, on a phone in both languages: the offer, the details step, the
// confirmation and the stay page show the same tax line and total to pay at the hostel (money and numbers
// through Intl), and a canceled stay shows nothing to pay. Axe on each step.

const WAIT = { timeout: 20_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/** What a locator reads, with Intl's no-break spaces as plain ones. */
const read = async (locator: Locator) => (await locator.innerText()).replaceAll('\u00a0', ' ');

/** A hostel in Argentina charging US dollars, its page on and a tourist tax of 1.50 per guest per night. */
async function taxedHostel(appliesTo: 'everyone' | 'abroad') {
  const hostel = await hostelWithPage();
  const updated = await hostel.user.call('PUT', '/properties/update', { propertyName: 'Casa Azul', countryCode: 'AR', currency: 'USD' });
  expect(updated.status).toBe(200);
  const tax = await hostel.user.call('PUT', '/properties/tourist-tax/update', { enabled: true, amount: 1.5, applies_to: appliesTo });
  expect(tax.status).toBe(200);
  return hostel;
}

async function search(page: Page, words: typeof en, from: string, nights: number, guests: number) {
  await page.getByLabel(words.checkIn, { exact: true }).fill(from);
  await page.getByLabel(words.checkOut, { exact: true }).fill(addDays(from, nights));
  await page.getByLabel(words.guests, { exact: true }).fill(String(guests));
  await page.getByRole('button', { name: words.search }).click();
  await page.getByRole('heading', { name: words.offersHeading }).waitFor(WAIT);
}

describe.each([
  ['en', en, 'en-US'],
  ['es-AR', esAR, 'es-AR'],
] as const)('the tourist tax on the booking page in %s', (_language, words, locale) => {
  const money = (amount: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount).replaceAll('\u00a0', ' ');
  // 2 guests × 2 nights at 1.50: the words of the catalog, the money and numbers through Intl.
  const line = words.taxLine
    .replace('{{rate}}', money(1.5))
    .replace('{{guests}}', words.taxGuests_other.replace('{{n}}', '2'))
    .replace('{{nights}}', words.taxNights_other.replace('{{n}}', '2'));

  it('taxed for everyone: the offer, the details, the confirmation and the stay page say the same line and total; canceled, nothing to pay', async () => {
    const hostel = await taxedHostel('everyone');
    const { page, problems } = await freshPage(browser, PHONE, { locale });
    const from = addDays(hostel.today, 6);
    await page.goto(`/book/${hostel.slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    await search(page, words, from, 2, 2);

    // The dorm: 2 beds × 2 nights × 20 = 80, tax 6, to pay 86.
    const offer = page.locator('.offer').filter({ hasText: hostel.dorm.description });
    const offered = await read(offer);
    for (const part of [words.nightsPrice, money(80), line, money(6), words.total, money(86)]) expect(offered).toContain(part);
    await expectNoViolations(page, 'offers');

    await page.getByRole('button', { name: words.chooseLabel.replace('{{room}}', hostel.dorm.description) }).click();
    await page.getByRole('heading', { name: words.detailsHeading }).waitFor(WAIT);
    const sums = await read(page.locator('section > dl.facts'));
    for (const part of [line, money(6), words.total, money(86)]) expect(sums).toContain(part);
    await expectNoViolations(page, 'details');

    await page.getByLabel(words.firstName, { exact: true }).fill('Mia');
    await page.getByLabel(words.lastName, { exact: true }).fill('Berg');
    await page.getByLabel(words.email, { exact: true }).fill(uniqueEmail('mia'));
    await page.getByText(words.captchaDone).waitFor(WAIT);
    await page.getByRole('button', { name: words.book, exact: true }).click();
    await page.getByRole('heading', { name: words.bookedHeading }).waitFor(WAIT);
    const confirmed = await read(page.locator('dl.facts'));
    for (const part of [words.nightsPrice, money(80), line, money(6), words.total, money(86)]) expect(confirmed).toContain(part);
    await expectNoViolations(page, 'confirmation');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('link', { name: words.manageLink }).click();
    await page.getByRole('heading', { name: words.stayHeading, exact: true }).waitFor(WAIT);
    const stay = await read(page.locator('dl.facts'));
    for (const part of [words.nightsPrice, money(80), line, money(6), words.total, money(86)]) expect(stay).toContain(part);
    await expectNoViolations(page, 'stay');

    await page.getByRole('button', { name: words.cancel }).click();
    await page.getByRole('button', { name: words.cancelConfirm }).click();
    await page.getByRole('heading', { name: words.canceledHeading }).waitFor(WAIT);
    const canceled = await read(page.locator('dl.facts'));
    expect(canceled).toContain(words.nothingToPay);
    expect(canceled).not.toContain(money(86));
    expect(canceled).not.toContain(line);
    expect(problems).toEqual([]);
  });

  it('taxed only for guests from abroad: the offer names the rate, and the details step gives the exact line once the country is typed', async () => {
    const hostel = await taxedHostel('abroad');
    const { page, problems } = await freshPage(browser, PHONE, { locale });
    const from = addDays(hostel.today, 6);
    await page.goto(`/book/${hostel.slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    await search(page, words, from, 2, 2);
    const argentina = new Intl.DisplayNames(locale, { type: 'region' }).of('AR')!;
    const offered = await read(page.locator('.offer').filter({ hasText: hostel.dorm.description }));
    expect(offered).toContain(money(80));
    expect(offered).toContain(words.taxAbroad.replace('{{rate}}', money(1.5)).replace('{{country}}', argentina));
    await expectNoViolations(page, 'offers');

    await page.getByRole('button', { name: words.chooseLabel.replace('{{room}}', hostel.dorm.description) }).click();
    await page.getByRole('heading', { name: words.detailsHeading }).waitFor(WAIT);
    const sums = page.locator('section > dl.facts');
    // Not known yet: it is owed (as the booking would keep it), and the guest is told how not to owe it.
    expect(await read(sums)).toContain(money(86));
    expect(await read(sums)).toContain(words.taxAskCountry.replace('{{country}}', argentina));
    await page.getByLabel(words.country, { exact: true }).fill('AR');
    await expect.poll(() => read(sums)).toContain(words.taxLocal.replace('{{country}}', argentina));
    expect(await read(sums)).not.toContain(line);
    expect(await read(sums)).toContain(money(80));
    await page.getByLabel(words.country, { exact: true }).fill('DE');
    await expect.poll(() => read(sums)).toContain(line);
    expect(await read(sums)).toContain(money(86));
    await expectNoViolations(page, 'details');

    await page.getByLabel(words.firstName, { exact: true }).fill('Jonas');
    await page.getByLabel(words.lastName, { exact: true }).fill('Weber');
    await page.getByLabel(words.email, { exact: true }).fill(uniqueEmail('jonas'));
    await page.getByText(words.captchaDone).waitFor(WAIT);
    await page.getByRole('button', { name: words.book, exact: true }).click();
    await page.getByRole('heading', { name: words.bookedHeading }).waitFor(WAIT);
    const confirmed = await read(page.locator('dl.facts'));
    for (const part of [line, money(6), money(86)]) expect(confirmed).toContain(part);
    expect(problems).toEqual([]);
  });
});
