import { addDays } from '@hostel/shared/domain/dates';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api';
import { hostelWithPage } from '../support/booking-page';
import { DESK, PHONE, testPage, workerBrowser } from '../support/browser';
import { englishLeft } from '../support/english-left';

// The public side in Spanish (Argentina): the prerendered pages under /es (sent there from an English
// page on a first visit from a Spanish browser, with their lang, their versions named for search engines
// and a switch back to English that is remembered), and a guest booking a dorm bed on a hostel's booking
// page in a Spanish phone browser, then opening the stay's own page.

const WAIT = { timeout: 20_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function spanishPage(viewport: typeof DESK): Promise<{ page: Page; problems: string[] }> {
  return testPage(browser, viewport, { locale: 'es-AR' });
}

const alternates = (page: Page) =>
  page
    .locator('link[rel="alternate"]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));

describe('the public pages in Spanish', () => {
  it('/es and /es/pricing read in Spanish, name both versions, and the switch goes to the English page and is remembered', async () => {
    const { page, problems } = await spanishPage(DESK);
    // A first visit from a Spanish browser to an English page lands on its Spanish version.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/es', WAIT);

    await page.getByRole('heading', { level: 1, name: 'Manejá las reservas de tu hostel desde una sola pantalla, simple' }).waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-AR');
    expect(await page.title()).toBe('Reservas para hostels chicos · Hostel App');
    expect(await alternates(page)).toEqual([
      ['en', '/'],
      ['es-AR', '/es'],
      ['x-default', '/'],
    ]);
    expect(await englishLeft(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Precios' }).click();
    await page.waitForURL((url) => url.pathname === '/es/pricing', WAIT);
    await page.getByRole('heading', { level: 1, name: 'Precios' }).waitFor(WAIT);
    expect(await page.title()).toBe('Precios · Hostel App');
    expect(await alternates(page)).toEqual([
      ['en', '/pricing'],
      ['es-AR', '/es/pricing'],
      ['x-default', '/pricing'],
    ]);
    // The Free plan's price through Intl in Argentine Spanish.
    const free = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }).format(0);
    expect(await page.locator('.plan-amount').first().textContent()).toBe(free);
    expect(await englishLeft(page)).toEqual([]);

    // The app renders the same pages: from its sign-in page, the Spanish header leads to /es/… in Spanish.
    await page.goto('/accounts/login');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contacto' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/es/contact-us');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-AR');

    // The prerendered page's switch (its script remembers the click).
    await page.goto('/es/pricing');
    await page.getByRole('heading', { level: 1, name: 'Precios' }).waitFor(WAIT);
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing', WAIT);
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor(WAIT);
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')])).toEqual(['en', 'en']);
    // The click is remembered: the Spanish browser now stays on English pages.
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor(WAIT);
    expect(page.url()).toMatch(/\/faq$/);
    expect(problems).toEqual([]);
  });
});

describe("a hostel's booking page in Spanish", () => {
  it('a guest books a dorm bed on a phone and reads the confirmation and the stay page in Spanish, with money in es-AR', async () => {
    const hostel = await hostelWithPage();
    const { page, problems } = await spanishPage(PHONE);
    const from = addDays(hostel.today, 7);
    await page.goto(`/book/${hostel.slug}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Cargando' }).waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-AR');
    await page.getByRole('button', { name: 'English' }).waitFor(WAIT);

    await page.getByLabel('Llegada').fill(from);
    await page.getByLabel('Salida').fill(addDays(from, 2));
    await page.getByLabel('Huéspedes').fill('1');
    await page.getByRole('button', { name: 'Ver habitaciones' }).click();
    await page.getByRole('heading', { name: 'Habitaciones libres para tu estadía' }).waitFor(WAIT);
    await page.getByText('total por 2 noches').first().waitFor(WAIT);
    await page.getByRole('button', { name: `Elegir ${hostel.dorm.description}`, exact: true }).click();
    await page.getByRole('heading', { name: 'Tus datos' }).waitFor(WAIT);
    await page.getByLabel('Nombre').fill('Sofía');
    await page.getByLabel('Apellido').fill('Gómez');
    await page.getByLabel('Email').fill(uniqueEmail('sofia'));
    await page.getByText('Listo: no sos un robot.').waitFor(WAIT);
    const booked = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/booking-page\/[^/]+\/reservations$/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Reservar' }).click();
    // The booking carries the page's language, so the guest's mails can be written in it.
    expect((await booked).postDataJSON()).toMatchObject({ language: 'es-AR' });
    await page.getByRole('heading', { name: 'Tu estadía está reservada' }).waitFor(WAIT);

    // Two nights × 20 USD in Argentine Spanish: "US$ 40,00".
    const total = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD' }).format(40);
    await page.getByText(total).first().waitFor(WAIT);
    expect(await englishLeft(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The guest's own stay page, by the confirmation's link, in Spanish too.
    await page.getByRole('link', { name: 'Ver o cancelar mi estadía' }).click();
    await page.getByRole('heading', { name: 'Tu estadía', exact: true }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Cancelar mi estadía' }).waitFor(WAIT);
    await page.getByText(total).first().waitFor(WAIT);
    expect(await englishLeft(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
