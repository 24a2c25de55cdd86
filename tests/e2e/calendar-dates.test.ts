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

  it('keeps the guests they set: the drag changes the dates only', async () => {
    const world = await oneGuest();
    const { page, problems } = await signedInPage(browser, world.user, DESK);
    await page.goto('/app/calendar');
    const bar = barOf(page, world.reservation._id);
    await expect.poll(() => bar.isVisible()).toBe(true);
    // A second guest joins at another desk; this calendar still holds the stay with one.
    const joined = await world.user.call('PUT', `/reservations/update-dates-guest/${world.reservation._id}`, {
      check_in: world.reservation.check_in,
      check_out: world.reservation.check_out,
      number_of_guest: 2,
    });
    expect(joined.status).toBe(200);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (datesCall(response)) answers.push(response.status());
    });
    await dragEdge(page, bar.locator('[data-edge="end"]'), dayCell(page, addDays(world.today, 2)), false);
    await confirmDates(page, "Change Ana García's dates", 'Save dates');
    await expect.poll(() => page.getByRole('status').innerText()).toContain('Ana García now stays');
    // The calendar's first try named the version it read and was refused; the second sent the guests as they are.
    expect(answers).toEqual([409, 200]);
    const stored = await world.user.call('GET', `/reservations/find-by-id/${world.reservation._id}`);
    expect(stored.body).toMatchObject({ check_in: addDays(world.today, 1), check_out: addDays(world.today, 3), number_of_guest: 2 });
    expect(problems).toEqual([]);
  });

  it('does not put its drag over dates they changed, and says so', async () => {
    const world = await oneGuest();
    const { page, problems } = await signedInPage(browser, world.user, DESK);
    await page.goto('/app/calendar');
    const bar = barOf(page, world.reservation._id);
    await expect.poll(() => bar.isVisible()).toBe(true);
    const longer = await world.user.call('PUT', `/reservations/update-dates-guest/${world.reservation._id}`, {
      check_in: world.reservation.check_in,
      check_out: addDays(world.today, 4),
      number_of_guest: 1,
    });
    expect(longer.status).toBe(200);
    const refused = page.waitForResponse(datesCall);
    // From the one night it shows to two: over the other desk's three, it would take one away.
    await dragEdge(page, bar.locator('[data-edge="end"]'), dayCell(page, addDays(world.today, 2)), false);
    await confirmDates(page, "Change Ana García's dates", 'Save dates');
    expect((await refused).status()).toBe(409);
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe("Someone else changed Ana García's dates meanwhile, so yours were not saved: the calendar now shows the stay as it is.");
    // The calendar read the stay again: its bar spans the three nights the other desk set.
    await expect.poll(() => bar.locator('..').getAttribute('aria-colspan')).toBe('3');
    const stored = await world.user.call('GET', `/reservations/find-by-id/${world.reservation._id}`);
    expect(stored.body).toMatchObject({ check_in: addDays(world.today, 1), check_out: addDays(world.today, 4) });
    expect(problems).toEqual([]);
  });
});
