import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { formatMoney } from '../../shared/src/domain/money-format';
import { DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { dragEdge, FOUR_BED_DORM } from '../support/calendar-page';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';

// Prices follow dates on the calendar: an edge dragged to add a night asks to confirm, showing the total
// before and after in the page's language (the added night at its custom rate), and saves the new total.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const TEXTS = {
  'en-US': { title: "Change Ana García's dates", save: 'Save dates', total: 'Total:' },
  'es-AR': { title: 'Cambiar las fechas de Ana García', save: 'Guardar fechas', total: 'Total:' },
} as const;

/** One night booked at the rates (20 a bed); the night after it costs 35. */
async function oneNightAtRates() {
  const base = await hostel();
  const dorm = await roomType(base.user, FOUR_BED_DORM);
  const ana = await guest(base.user, { firstName: 'Ana', lastName: 'García' });
  const tomorrow = addDays(base.today, 1);
  const range = await base.user.call('POST', `/rates-and-availability/create/${dorm._id}`, {
    start_date: addDays(tomorrow, 1),
    end_date: addDays(tomorrow, 1),
    custom_rate: 35,
  });
  expect(range.status).toBe(201);
  const reservation = await book(base.user, stay(ana._id, dorm._id, tomorrow, 1, 1, { total_price: 20 }));
  return { ...base, reservation, tomorrow };
}

const dayCell = (page: Page, date: string) => page.locator('.calendar-free-row').first().locator(`[data-date="${date}"]`);

describe.each([
  { locale: 'en-US' as const, viewport: DESK, size: '1280 px' },
  { locale: 'es-AR' as const, viewport: DESK, size: '1280 px' },
  { locale: 'en-US' as const, viewport: PHONE, size: '375 px' },
  { locale: 'es-AR' as const, viewport: PHONE, size: '375 px' },
])('an edge drag in $locale at $size', ({ locale, viewport }) => {
  it('shows the old and new total before saving, and saves the new one', async () => {
    const world = await oneNightAtRates();
    const texts = TEXTS[locale];
    const { page, problems } = await signedInPage(browser, world.user, viewport, { locale });
    await page.goto('/app/calendar');
    const bar = page.locator(`.stay-bar[data-stay-id="${world.reservation._id}"]`);
    await expect.poll(() => bar.isVisible()).toBe(true);
    await dragEdge(page, bar.locator('[data-edge="end"]'), dayCell(page, addDays(world.tomorrow, 1)), viewport === PHONE);
    const dialog = page.getByRole('dialog', { name: texts.title });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const [before, after] = [formatMoney(20, 'USD', locale), formatMoney(55, 'USD', locale)];
    await expect.poll(() => dialog.getByTestId('new-total').innerText()).toBe(`${texts.total} ${before} → ${after}`);
    // Nothing is saved until the desk confirms.
    expect((await world.user.call('GET', `/reservations/find-by-id/${world.reservation._id}`)).body.total_price).toBe(20);
    const saved = page.waitForResponse((response) => response.url().includes('/reservations/update-dates-guest/'));
    await dialog.getByRole('button', { name: texts.save }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => bar.locator('..').getAttribute('aria-colspan')).toBe('2');
    const stored = await world.user.call('GET', `/reservations/find-by-id/${world.reservation._id}`);
    expect(stored.body).toMatchObject({ check_out: addDays(world.tomorrow, 2), total_price: 55 });
    expect(problems).toEqual([]);
  });
});
