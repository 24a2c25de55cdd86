import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { formatMoney } from '../../shared/src/domain/money-format';
import { expectNoViolations } from '../support/axe';
import { DESK, PHONE, shown, signedInPage, WAIT, workerBrowser } from '../support/browser';
import { englishLeft } from '../support/english-left';
import { book, DORM, guest, hostel, PRIVATE, roomType, stay } from '../support/front-desk';

// A dorm guest upgrades to a private room from the reservation page: the dialog lists the other types with
// the stay's total at their rates, shows old → new before saving, and the page then shows the new type and total.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const TEXTS = {
  'en-US': { open: 'Change room type', total: 'Total:', saved: 'Room type changed', type: 'Room type', price: 'Total price' },
  'es-AR': {
    open: 'Cambiar tipo de habitación',
    total: 'Total:',
    saved: 'Tipo de habitación cambiado',
    type: 'Tipo de habitación',
    price: 'Precio total',
  },
} as const;

describe.each([
  { locale: 'en-US' as const, viewport: DESK, size: '1280 px' },
  { locale: 'es-AR' as const, viewport: DESK, size: '1280 px' },
  { locale: 'en-US' as const, viewport: PHONE, size: '375 px' },
  { locale: 'es-AR' as const, viewport: PHONE, size: '375 px' },
])('changing the room type in $locale at $size', ({ locale, viewport }) => {
  it('shows the old and new total before saving, then the new type and total', async () => {
    const { user, today } = await hostel();
    const dorm = await roomType(user, DORM);
    const double = await roomType(user, PRIVATE);
    const ana = await guest(user, { firstName: 'Ana', lastName: 'García' });
    const reservation = await book(user, stay(ana._id, dorm._id, addDays(today, 1), 2, 1, { total_price: 40 }));
    const texts = TEXTS[locale];
    const { page, problems } = await signedInPage(browser, user, viewport, { locale });
    await page.goto(`/app/reservations/${reservation._id}`);
    await page.getByRole('button', { name: texts.open }).click();
    const dialog = page.getByRole('dialog', { name: texts.open });
    await shown(dialog);
    const option = dialog.getByRole('radio', { name: double.description });
    await option.waitFor(WAIT);
    const [before, after] = [formatMoney(40, 'USD', locale), formatMoney(100, 'USD', locale)];
    // Keyboard: the first type has focus; Space chooses it.
    await option.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => dialog.locator('.res-estimate').innerText()).toBe(`${texts.total} ${before} → ${after}`);
    await expectNoViolations(page, 'change room type');
    if (locale === 'es-AR') expect(await englishLeft(page)).toEqual([]);
    // Nothing is saved until the desk confirms.
    expect((await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body.room_type_id).toBe(dorm._id);
    const saved = page.waitForResponse((response) => response.url().includes('/reservations/room-type/'));
    await dialog.getByRole('button', { name: texts.open }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(texts.saved).first().waitFor(WAIT);
    const facts = page.locator('.res-main .res-facts');
    await expect.poll(() => facts.innerText()).toContain(double.description);
    expect(await facts.innerText()).toContain(after);
    // The history says it in the reader's words: the type and the price, before → after.
    const history = page.locator('.res-history');
    await expect.poll(() => history.innerText()).toContain(`${texts.type}: ${dorm.description} → ${double.description}`);
    expect(await history.innerText()).toContain(`${texts.price}: ${before} → ${after}`);
    const stored = await user.call('GET', `/reservations/find-by-id/${reservation._id}`);
    expect(stored.body).toMatchObject({ room_type_id: double._id, total_price: 100 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(problems).toEqual([]);
  });
});

/** A mouse drag of a bar onto another row, both brought on screen first. */
async function dragTo(page: Page, from: Locator, to: Locator) {
  const [a, b] = [(await from.boundingBox())!, (await to.boundingBox())!];
  // Both on screen, away from the edges where a drag scrolls the page.
  await page.evaluate((y) => window.scrollBy(0, y - window.innerHeight / 2 - 30), (a.y + b.y + b.height) / 2);
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + 12, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 16, start.y + start.height / 2 + 6, { steps: 2 });
  await page.mouse.move(start.x + 16, end.y + end.height / 2, { steps: 6 });
  await page.mouse.up();
}

describe('on the calendar', () => {
  it('a bar dropped on a row of another type opens the change of type on that room, and saving moves it there', async () => {
    const { user, today } = await hostel();
    const dorm = await roomType(user, DORM);
    const double = await roomType(user, PRIVATE);
    const ana = await guest(user, { firstName: 'Ana', lastName: 'García' });
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 1, { total_price: 40 }));
    const { page, problems } = await signedInPage(browser, user, DESK);
    await page.goto('/app/calendar');
    const bedOf = (bed: string) => page.locator(`[data-lane-bed="${bed}"] .stay-bar[data-stay-id="${reservation._id}"]`);
    const room = double.products[1].beds[0] as string;
    await bedOf(reservation.assigned_beds[0]).waitFor(WAIT);
    await dragTo(page, bedOf(reservation.assigned_beds[0]), page.locator(`[data-lane-bed="${room}"]`));
    const dialog = page.getByRole('dialog', { name: 'Change room type' });
    await shown(dialog);
    await expect.poll(() => dialog.getByRole('radio', { name: double.description }).isChecked()).toBe(true);
    await expect
      .poll(() => dialog.locator('.res-estimate').innerText())
      .toBe(`Total: ${formatMoney(40, 'USD', 'en-US')} → ${formatMoney(100, 'USD', 'en-US')}`);
    await expectNoViolations(page, 'calendar change of room type');
    const saved = page.waitForResponse((response) => response.url().includes('/reservations/room-type/'));
    await dialog.getByRole('button', { name: 'Change room type' }).click();
    const answer = await saved;
    expect({ status: answer.status(), sent: answer.request().postDataJSON() }).toEqual({
      status: 200,
      sent: { room_type_id: double._id, assigned_beds: [room] },
    });
    await bedOf(room).waitFor(WAIT);
    expect((await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body).toMatchObject({
      room_type_id: double._id,
      assigned_beds: [room],
      total_price: 100,
    });
    expect(problems).toEqual([]);
  });
});
