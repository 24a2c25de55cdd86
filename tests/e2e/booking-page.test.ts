import { addDays } from '@hostel/shared/domain/dates';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoViolations } from '../support/axe';
import { hostelWithPage } from '../support/booking-page';
import { DESK, freshPage, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { uniqueEmail } from '../support/api';
import { latestMail, linkIn } from '../support/mailbox';

// A guest on a phone and on a laptop: the hostel's booking page, dates and guests → offers with total
// prices → details with the robot check → the confirmation; the email's private link opens the stay,
// which the guest cancels. The staff see the booking on the calendar. axe runs on each step, light and dark.

const WAIT = { timeout: 20_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/** A fresh page, not a kept one: the scripts it loads are counted. */
async function guestPage(viewport: typeof PHONE): Promise<{ page: Page; problems: string[]; scripts: string[] }> {
  const { page, problems } = await freshPage(browser, viewport);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { page, problems, scripts };
}

async function bookOn(page: Page, choose: RegExp, email: string, from: string, guests: number) {
  await page.getByLabel('Check-in').fill(from);
  await page.getByLabel('Check-out').fill(addDays(from, 2));
  await page.getByLabel('Guests').fill(String(guests));
  await page.getByRole('button', { name: 'See rooms' }).click();
  await page.getByRole('heading', { name: 'Rooms free for your stay' }).waitFor(WAIT);
  await expectNoViolations(page, 'offers');
  await page.getByRole('button', { name: choose }).click();
  await page.getByRole('heading', { name: 'Your details' }).waitFor(WAIT);
  await page.getByLabel('First name').fill('Mia');
  await page.getByLabel('Last name').fill('Rossi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Arrival time (optional)').fill('19:00');
  await page.getByText('Checked: you are not a robot.').waitFor(WAIT);
  await expectNoViolations(page, 'details');
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.getByRole('heading', { name: 'Your stay is booked' }).waitFor(WAIT);
  await expectNoViolations(page, 'confirmation');
}

describe.each([
  ['phone', PHONE],
  ['laptop', DESK],
] as const)('the booking page on a %s', (_name, viewport) => {
  it('books a dorm bed; the email link opens the stay and the guest cancels it', async () => {
    const hostel = await hostelWithPage();
    const { page, problems, scripts } = await guestPage(viewport);
    const from = addDays(hostel.today, 7);
    await page.goto(`/book/${hostel.slug}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Loading' }).waitFor(WAIT);
    await expectNoViolations(page, 'page');
    const email = uniqueEmail('mia');
    await bookOn(page, new RegExp(`^Choose ${hostel.dorm.description}$`), email, from, 1);
    // Two beds' worth for one guest: 2 nights × 20, in the browser's Intl money.
    expect(await page.getByText('$40.00').count()).toBeGreaterThan(0);
    expect(scripts.filter((path) => !/^\/assets\/book-page-[\w-]+\.js$/.test(path))).toEqual([]);
    const mail = await latestMail(email, /is booked$/);
    await page.goto(linkIn(mail, '/book/stay/').pathname);
    await page.getByRole('heading', { name: 'Your stay' }).waitFor(WAIT);
    await expectNoViolations(page, 'stay');
    await page.getByRole('button', { name: 'Cancel my stay' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my stay' }).click();
    await page.getByRole('heading', { name: 'Your stay is canceled' }).waitFor(WAIT);
    // A canceled stay owes nothing: no total to pay is left on it.
    await page.getByText('Nothing to pay: this stay is canceled.').waitFor(WAIT);
    expect(await page.getByText('Total, paid at the hostel').count()).toBe(0);
    await expectNoViolations(page, 'canceled');
    await latestMail(email, /is canceled$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(problems).toEqual([]);
  });

  it('books a private room, which the staff see on the calendar', async () => {
    const hostel = await hostelWithPage();
    const { page, problems } = await guestPage(viewport);
    const from = addDays(hostel.today, 1);
    await page.goto(`/book/${hostel.slug}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Loading' }).waitFor(WAIT);
    await bookOn(page, new RegExp(`^Choose ${hostel.double.description}$`), uniqueEmail('mia'), from, 2);
    expect(problems).toEqual([]);
    const desk = await signedInPage(browser, hostel.user, viewport);
    await desk.page.goto('/app/calendar');
    await expect.poll(() => desk.page.locator('.calendar-grid').getAttribute('data-state'), WAIT).toBe('ready');
    await expect.poll(() => desk.page.locator('.stay-bar', { hasText: 'Mia Rossi' }).count(), WAIT).toBeGreaterThan(0);
  });
});

it('answers an unknown page with a clear message', async () => {
  const { page } = await guestPage(PHONE);
  await page.goto('/book/no-such-hostel-here');
  await page.getByRole('heading', { name: 'This booking page does not exist.' }).waitFor(WAIT);
});
