import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { englishLeft } from '../support/english-left';
import { book, frontDesk, stay } from '../support/front-desk';

// The shell and Home in Spanish (Argentina): a browser in es-AR sees them in Spanish, with no text of
// the English catalog left; a desk in an English browser switches in the header and the choice is
// remembered in the profile, so the user's next browser opens in Spanish too. The language menu is in the profile menu.

const WAIT = { timeout: 15_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

describe.each([
  { label: 'desk', viewport: DESK },
  { label: 'phone', viewport: PHONE },
])('the shell and Home in Spanish on a $label', ({ viewport }) => {
  it('follow a browser in es-AR, with dates and money in its format and no English catalog text left', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    await book(user, stay(ana._id, dorm._id, today, 2, 1, { total_price: 1234.5 }));
    const { page, problems } = await signedInPage(browser, user, viewport, { locale: 'es-AR' });
    await page.goto('/app');

    await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Ingreso: Ana María López' }).waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-AR');
    expect(await page.title()).toMatch(/^Panel · /);
    // Dates and money through Intl in Spanish: "Hoy es martes 24 de noviembre de 2026", "US$ 1234,50".
    const weekday = new Intl.DateTimeFormat('es-AR', { timeZone: 'UTC', weekday: 'long' }).format(new Date(`${today}T00:00:00Z`));
    await expect
      .poll(() => page.locator('.home-today').textContent(), WAIT)
      .toMatch(new RegExp(`^Hoy es ${weekday} \\d+ de \\w+ de \\d{4}$`));
    const owed = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD' }).format(1234.5);
    await page.getByText(`Saldo ${owed}`).first().waitFor(WAIT);

    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Más' }).click();
      await page.getByRole('dialog', { name: 'Más' }).waitFor(WAIT);
    } else {
      await page.getByRole('button', { name: 'Menú del perfil' }).click();
      await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor(WAIT);
    }
    expect(await englishLeft(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('choosing the language', () => {
  it('switches the shell and Home at once and remembers the choice in the profile for the next browser', async () => {
    const { user } = await frontDesk();
    const { page, problems } = await signedInPage(browser, user);
    await page.goto('/app');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor(WAIT);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/users/profile') && response.request().method() === 'PUT',
      WAIT,
    );
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es-AR');
    await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Calendario' }).waitFor(WAIT);
    expect((await saved).status()).toBe(200);
    expect((await user.call('GET', '/users/profile')).body.msg.user_info.language).toBe('es-AR');

    // Another English browser, same user: the profile's language wins over the browser's.
    const other = await signedInPage(browser, user);
    await other.page.goto('/app');
    await other.page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor(WAIT);
    expect(await englishLeft(other.page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor(WAIT);
    await expect.poll(async () => (await user.call('GET', '/users/profile')).body.msg.user_info.language, WAIT).toBe('en');
    expect([...problems, ...other.problems]).toEqual([]);
  });
});
