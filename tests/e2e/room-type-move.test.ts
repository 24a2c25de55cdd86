import type { Browser } from 'playwright-core';
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
  'en-US': { open: 'Change room type', total: 'Total:', saved: 'Room type changed' },
  'es-AR': { open: 'Cambiar tipo de habitación', total: 'Total:', saved: 'Tipo de habitación cambiado' },
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
    const stored = await user.call('GET', `/reservations/find-by-id/${reservation._id}`);
    expect(stored.body).toMatchObject({ room_type_id: double._id, total_price: 100 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(problems).toEqual([]);
  });
});
