import { addDays } from '@hostel/shared/domain/dates';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../web/src/booking-page/catalogs/en';
import { esAR } from '../../web/src/booking-page/catalogs/es-ar';
import { expectNoViolations } from '../support/axe';
import { hostelWithPage } from '../support/booking-page';
import { DESK, freshPage, PHONE, workerBrowser } from '../support/browser';
import { uniqueEmail } from '../support/api';

// The booking page's steps on a phone and a laptop, in both languages: each step is a history entry (Back
// and Forward walk them, "Back to the rooms" too), a changed search clears the offers it no longer matches,
// a reload of the confirmation shows the stay, each step has one h1, and axe finds nothing, light or dark.

const WAIT = { timeout: 20_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function oneH1(page: Page, where: string) {
  expect(await page.locator('h1').count(), `${where}: one h1`).toBe(1);
}

const choices = (page: Page) => page.locator('.offer button');

describe.each([
  ['en', en, 'en-US'],
  ['es-AR', esAR, 'es-AR'],
] as const)('the booking page in %s', (_language, words, locale) => {
  describe.each([
    ['phone', PHONE],
    ['laptop', DESK],
  ] as const)('on a %s', (_name, viewport) => {
    it('walks its steps as history entries and shows the booked stay after a reload', async () => {
      const hostel = await hostelWithPage();
      const { page, problems } = await freshPage(browser, viewport, { locale });
      const from = addDays(hostel.today, 5);
      // Before its script runs, the shell says nothing in a language the guest may not read.
      let release: () => void = () => {};
      const scriptHeld = new Promise<void>((done) => {
        release = done;
      });
      await page.route(/\/assets\/book-page-[\w-]+\.js$/, async (route) => {
        await scriptHeld;
        await route.continue();
      });
      // A deferred script holds DOMContentLoaded back: the shell is read as soon as it is parsed.
      await page.goto(`/book/${hostel.slug}`, { waitUntil: 'commit' });
      await page.locator('#book .spinner').waitFor({ state: 'attached', ...WAIT });
      expect(await page.locator('body').innerText()).toBe('');
      release();
      await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
      await oneH1(page, 'search');
      await expectNoViolations(page, 'search');

      await page.getByLabel(words.checkIn, { exact: true }).fill(from);
      await page.getByLabel(words.checkOut, { exact: true }).fill(addDays(from, 2));
      await page.getByRole('button', { name: words.search }).click();
      await page.getByRole('heading', { name: words.offersHeading }).waitFor(WAIT);
      await oneH1(page, 'offers');
      await expectNoViolations(page, 'offers');

      // A changed search clears the offers of the old one: nothing can book dates the form no longer says.
      await page.getByLabel(words.checkOut, { exact: true }).fill(addDays(from, 3));
      await expect.poll(() => choices(page).count()).toBe(0);
      await page.getByRole('button', { name: words.search }).click();
      await page.getByRole('heading', { name: words.offersHeading }).waitFor(WAIT);
      expect(await choices(page).count()).toBeGreaterThan(0);

      await page.getByRole('button', { name: words.chooseLabel.replace('{{room}}', hostel.dorm.description) }).click();
      await page.getByRole('heading', { name: words.detailsHeading }).waitFor(WAIT);
      await oneH1(page, 'details');
      await expectNoViolations(page, 'details');

      // The browser's Back goes to the offers of the 3-night search, still on the page; Forward to the details again.
      await page.goBack();
      await page.getByRole('heading', { name: words.offersHeading }).waitFor(WAIT);
      expect(new URL(page.url()).pathname).toBe(`/book/${hostel.slug}`);
      expect(await page.getByLabel(words.checkOut, { exact: true }).inputValue()).toBe(addDays(from, 3));
      await page.goForward();
      await page.getByRole('heading', { name: words.detailsHeading }).waitFor(WAIT);
      // The page's own Back is the same step back.
      await page.getByRole('button', { name: words.back }).click();
      await page.getByRole('heading', { name: words.offersHeading }).waitFor(WAIT);
      await page.getByRole('button', { name: words.chooseLabel.replace('{{room}}', hostel.dorm.description) }).click();
      await page.getByRole('heading', { name: words.detailsHeading }).waitFor(WAIT);

      await page.getByLabel(words.firstName, { exact: true }).fill('Mia');
      await page.getByLabel(words.lastName, { exact: true }).fill('Rossi');
      await page.getByLabel(words.email, { exact: true }).fill(uniqueEmail('mia'));
      await page.getByText(words.captchaDone).waitFor(WAIT);
      await page.getByRole('button', { name: words.book, exact: true }).click();
      await page.getByRole('heading', { name: words.bookedHeading }).waitFor(WAIT);
      await oneH1(page, 'confirmation');
      await expectNoViolations(page, 'confirmation');

      // A reload of the confirmation shows the stay it confirmed.
      await page.reload();
      await page.getByRole('heading', { name: words.stayHeading, exact: true }).waitFor(WAIT);
      await oneH1(page, 'stay');
      await expectNoViolations(page, 'stay');
      expect(problems).toEqual([]);
    });
  });
});

describe('a search changed while its offers are on their way', () => {
  it('drops their answer: no offer for dates the form no longer says; a new search shows the new dates', async () => {
    const hostel = await hostelWithPage();
    const { page, problems } = await freshPage(browser, DESK);
    const from = addDays(hostel.today, 5);
    await page.goto(`/book/${hostel.slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    await page.getByLabel(en.checkIn, { exact: true }).fill(from);
    await page.getByLabel(en.checkOut, { exact: true }).fill(addDays(from, 2));
    // The offers' answer is held until the guest has changed the dates.
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/booking-page\/[^/]+\/offers\?/, async (route) => {
      await held;
      await route.continue();
    });
    const answered = page.waitForResponse(/\/offers\?/);
    const search = page.getByRole('button', { name: en.search });
    await search.click();
    await page.getByText(en.searching).waitFor(WAIT);
    await page.getByLabel(en.checkOut, { exact: true }).fill(addDays(from, 3));
    release();
    expect((await answered).status()).toBe(200);
    // The answer is in once the search can be sent again; no offer came with it.
    await expect.poll(() => search.isEnabled(), WAIT).toBe(true);
    expect(await choices(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: en.offersHeading }).count()).toBe(0);

    await page.unrouteAll();
    await search.click();
    await page.getByRole('heading', { name: en.offersHeading }).waitFor(WAIT);
    await page.getByRole('button', { name: en.chooseLabel.replace('{{room}}', hostel.dorm.description) }).click();
    await page.getByRole('heading', { name: en.detailsHeading }).waitFor(WAIT);
    // The stay chosen is the one the form says: three nights.
    const shownDay = (date: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    expect(await page.locator('.choice').innerText()).toBe(`${hostel.dorm.description}: ${shownDay(from)} → ${shownDay(addDays(from, 3))}`);
    expect(problems).toEqual([]);
  });
});
