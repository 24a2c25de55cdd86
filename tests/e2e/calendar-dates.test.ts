import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { confirmDates, dragEdge, FOUR_BED_DORM } from '../support/calendar-page';
import { DESK, dayShown, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';

// Changing a stay's dates on the calendar, on a desk (mouse) and a phone (a finger): dragging an edge
// of a bar (the right adds nights, the left moves the check-in) asks to confirm (calendar-repricing.test.ts
// reads its totals), then saves through the update-dates call (the reservation page shows the new departure); a refused change (the night was closed meanwhile) puts the
// bar back and says why; the keyboard's way is the bar's menu, "Change dates…".

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function oneGuest() {
  const base = await hostel();
  const dorm = await roomType(base.user, FOUR_BED_DORM);
  const ana = await guest(base.user, { firstName: 'Ana', lastName: 'García' });
  const reservation = await book(base.user, stay(ana._id, dorm._id, addDays(base.today, 1), 1));
  return { ...base, dorm, reservation };
}

const barOf = (page: Page, id: string) => page.locator(`.stay-bar[data-stay-id="${id}"]`);
const dayCell = (page: Page, date: string) => page.locator('.calendar-free-row').first().locator(`[data-date="${date}"]`);

describe.each([
  { label: 'desk', viewport: DESK, touch: false },
  { label: 'phone', viewport: PHONE, touch: true },
])('changing dates on a $label', ({ viewport, touch }) => {
  it('drags the right edge to add a night; the reservation page shows the new departure', async () => {
    const world = await oneGuest();
    const { page, problems } = await signedInPage(browser, world.user, viewport);
    await page.goto('/app/calendar');
    const bar = barOf(page, world.reservation._id);
    await expect.poll(() => bar.isVisible()).toBe(true);
    const saved = page.waitForResponse((response) => response.url().includes('/reservations/update-dates-guest/'));
    await dragEdge(page, bar.locator('[data-edge="end"]'), dayCell(page, addDays(world.today, 2)), touch);
    await confirmDates(page, "Change Ana García's dates", 'Save dates');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByRole('status').innerText()).toContain('Ana García now stays');
    // The bar spans two nights, and the free row counts the bed taken on the added night.
    expect(await bar.locator('..').getAttribute('aria-colspan')).toBe('2');
    const stored = await world.user.call('GET', `/reservations/find-by-id/${world.reservation._id}`);
    expect(stored.body).toMatchObject({ check_in: addDays(world.today, 1), check_out: addDays(world.today, 3), number_of_guest: 1 });
    await page.goto(`/app/reservations/${world.reservation._id}`);
    await expect.poll(() => page.locator('dt:has-text("Departure") + dd').innerText()).toBe(dayShown(addDays(world.today, 3)));
    expect(problems).toEqual([]);
  });

  it('puts the bar back and says why when the server refuses the new dates (409)', async () => {
    const world = await oneGuest();
    const { page, problems } = await signedInPage(browser, world.user, viewport);
    await page.goto('/app/calendar');
    const bar = barOf(page, world.reservation._id);
    await expect.poll(() => bar.isVisible()).toBe(true);
    // The night after the stay is closed after this page loaded: the calendar still shows it free.
    const closed = addDays(world.today, 2);
    const closing = await world.user.call('POST', `/rates-and-availability/create/${world.dorm._id}`, {
      start_date: closed,
      end_date: closed,
      custom_rate: 20,
      custom_availability: 0,
    });
    expect(closing.status).toBe(201);
    const refused = page.waitForResponse((response) => response.url().includes('/reservations/update-dates-guest/'));
    await dragEdge(page, bar.locator('[data-edge="end"]'), dayCell(page, closed), touch);
    await confirmDates(page, "Change Ana García's dates", 'Save dates');
    expect((await refused).status()).toBe(409);
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/^Ana García's dates did not change: /);
    await expect.poll(() => bar.locator('..').getAttribute('aria-colspan')).toBe('1');
    const stored = await world.user.call('GET', `/reservations/find-by-id/${world.reservation._id}`);
    expect(stored.body.check_out).toBe(addDays(world.today, 2));
    expect(problems).toEqual([]);
  });
});

describe('changing dates with the keyboard', () => {
  it('opens "Change dates…" from the bar\'s menu and saves new dates', async () => {
    const world = await oneGuest();
    const { page, problems } = await signedInPage(browser, world.user, DESK);
    await page.goto('/app/calendar');
    const bar = barOf(page, world.reservation._id);
    await bar.locator('.stay-bar-link').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: 'Change dates…' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Change Ana García's dates" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Check-in').fill(world.today);
    await dialog.getByLabel('Check-out').fill(addDays(world.today, 3));
    const saved = page.waitForResponse((response) => response.url().includes('/reservations/update-dates-guest/'));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => bar.locator('..').getAttribute('aria-colspan')).toBe('3');
    // Focus returns to the bar.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('stay-bar-link'))).toBe(true);
    const stored = await world.user.call('GET', `/reservations/find-by-id/${world.reservation._id}`);
    expect(stored.body).toMatchObject({ check_in: world.today, check_out: addDays(world.today, 3) });
    expect(problems).toEqual([]);
  });
});

describe('the left edge', () => {
  it('dragged a night earlier moves the check-in and keeps the check-out', async () => {
    const world = await oneGuest();
    const { page, problems } = await signedInPage(browser, world.user, DESK);
    await page.goto('/app/calendar');
    const bar = barOf(page, world.reservation._id);
    await expect.poll(() => bar.isVisible()).toBe(true);
    const saved = page.waitForResponse((response) => response.url().includes('/reservations/update-dates-guest/'));
    await dragEdge(page, bar.locator('[data-edge="start"]'), dayCell(page, world.today), false);
    await confirmDates(page, "Change Ana García's dates", 'Save dates');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => bar.locator('..').getAttribute('aria-colspan')).toBe('2');
    const stored = await world.user.call('GET', `/reservations/find-by-id/${world.reservation._id}`);
    expect(stored.body).toMatchObject({ check_in: world.today, check_out: addDays(world.today, 2) });
    expect(problems).toEqual([]);
  });
});

describe('another desk changed the stay after the calendar read it', () => {
  const datesCall = (response: { url(): string }) => response.url().includes('/reservations/update-dates-guest/');

  it('sends the dates again when only a payment came in between: the total the desk confirmed still holds', async () => {
    const world = await oneGuest();
    const { page, problems } = await signedInPage(browser, world.user, DESK);
    await page.goto('/app/calendar');
    const bar = barOf(page, world.reservation._id);
    await expect.poll(() => bar.isVisible()).toBe(true);
    // A payment at another desk: a new version of the stay, with the same dates, guests and price.
    const paid = await world.user.call(
      'POST',
      `/reservations/payments/${world.reservation._id}`,
      { amount: 5, method: 'cash' },
      { 'idempotency-key': `pay-${world.reservation._id}` },
    );
    expect(paid.status).toBe(201);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (datesCall(response)) answers.push(response.status());
    });
    await dragEdge(page, bar.locator('[data-edge="end"]'), dayCell(page, addDays(world.today, 2)), false);
    await confirmDates(page, "Change Ana García's dates", 'Save dates');
    await expect.poll(() => page.getByRole('status').innerText()).toContain('Ana García now stays');
    // The first try named the version the calendar read and was refused; the second named the one read again.
    expect(answers).toEqual([409, 200]);
    const stored = await world.user.call('GET', `/reservations/find-by-id/${world.reservation._id}`);
    expect(stored.body).toMatchObject({ check_in: addDays(world.today, 1), check_out: addDays(world.today, 3), paid_total: 5 });
    expect(problems).toEqual([]);
  });

  it.each([
    {
      what: 'the guests they set',
      change: (world: Awaited<ReturnType<typeof oneGuest>>) => ({ check_out: world.reservation.check_out, number_of_guest: 2 }),
    },
    {
      what: 'the dates they set',
      change: (world: Awaited<ReturnType<typeof oneGuest>>) => ({ check_out: addDays(world.today, 4), number_of_guest: 1 }),
    },
  ])('does not save over $what, and says so', async ({ change }) => {
    const world = await oneGuest();
    const { page, problems } = await signedInPage(browser, world.user, DESK);
    await page.goto('/app/calendar');
    const bar = barOf(page, world.reservation._id);
    await expect.poll(() => bar.isVisible()).toBe(true);
    const changed = await world.user.call('PUT', `/reservations/update-dates-guest/${world.reservation._id}`, {
      check_in: world.reservation.check_in,
      ...change(world),
    });
    expect(changed.status).toBe(200);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (datesCall(response)) answers.push(response.status());
    });
    // The dialog's total was worked out from the stay as this calendar holds it: one guest, one night.
    await dragEdge(page, bar.locator('[data-edge="end"]'), dayCell(page, addDays(world.today, 2)), false);
    await confirmDates(page, "Change Ana García's dates", 'Save dates');
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe("Someone else changed Ana García's stay meanwhile, so your dates were not saved: the calendar now shows it as it is.");
    expect(answers).toEqual([409]);
    const stored = await world.user.call('GET', `/reservations/find-by-id/${world.reservation._id}`);
    expect(stored.body).toMatchObject({ check_in: addDays(world.today, 1), ...change(world) });
    // The calendar read the stay again: a bar for each guest's bed, over the nights the other desk left it.
    const { check_out, number_of_guest } = change(world);
    await expect.poll(() => bar.count()).toBe(number_of_guest);
    const nights = check_out === world.reservation.check_out ? '1' : '3';
    await expect.poll(() => bar.first().locator('..').getAttribute('aria-colspan')).toBe(nights);
    expect(problems).toEqual([]);
  });
});
