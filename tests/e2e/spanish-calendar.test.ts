import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { DESK, signedInPage, workerBrowser } from '../support/browser';
import { FOUR_BED_DORM } from '../support/calendar-page';
import { englishLeft } from '../support/english-left';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';

// The calendar and Rates & Availability in Spanish (Argentina), on a desk: weekdays and months through
// Intl in Spanish, the free-beds row, a bar's tooltip and menu, the change-dates dialog, and a rate set
// with Bulk Edit, with no text of the English catalog left. The room types have Spanish names of their
// own: an English word in a property's own names is its data, not a text of the screens.

const WAIT = { timeout: 15_000 };
const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function dormWithAna() {
  const base = await hostel();
  const dorm = await roomType(base.user, { ...FOUR_BED_DORM, description: 'Compartida' });
  const ana = await guest(base.user, { firstName: 'Ana', lastName: 'García' });
  const tomorrow = addDays(base.today, 1);
  const reservation = await book(base.user, stay(ana._id, dorm._id, tomorrow, 1));
  return { ...base, dorm, reservation, tomorrow };
}

/** The toolbar's heading for the wide window around today (3 days before it, 14 days): "Noviembre – diciembre de 2026". */
function spanishMonths(today: string): string {
  const [first, last] = [addDays(today, -3), addDays(today, 10)].map((date) => new Date(`${date}T00:00:00Z`));
  const month = new Intl.DateTimeFormat('es-AR', { month: 'long', timeZone: 'UTC' });
  const year = (date: Date) => date.getUTCFullYear();
  const label =
    month.format(first!) === month.format(last!)
      ? `${month.format(first!)} de ${year(first!)}`
      : year(first!) === year(last!)
        ? `${month.format(first!)} – ${month.format(last!)} de ${year(last!)}`
        : `${month.format(first!)} de ${year(first!)} – ${month.format(last!)} de ${year(last!)}`;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

describe('the calendar in Spanish on a desk', () => {
  it("names its nights, free beds, a bar and its menu in Spanish, and changes a stay's dates in Spanish", async () => {
    const world = await dormWithAna();
    const { page, problems } = await signedInPage(browser, world.user, DESK, { locale: 'es-AR' });
    await page.goto('/app/calendar');
    await page.getByRole('heading', { name: 'Calendario', level: 1 }).waitFor(WAIT);
    const bar = page.locator(`.stay-bar[data-stay-id="${world.reservation._id}"]`);
    await bar.waitFor(WAIT);

    // Weekdays and months through Intl in Spanish; the week still has all seven days in its 14 columns.
    expect(await page.locator('.calendar-months').innerText()).toBe(spanishMonths(world.today));
    const weekdays = (await page.locator('.calendar-weekday').allInnerTexts()).map((day) => day.replace('.', '').toLowerCase());
    expect(weekdays).toHaveLength(14);
    expect(new Set(weekdays)).toEqual(new Set(WEEKDAYS));
    // The free-beds row: four beds, Ana takes one tomorrow.
    const freeRow = page.locator('.calendar-free-row').first();
    expect(await freeRow.getByRole('rowheader').innerText()).toBe('Camas libres');
    await expect
      .poll(() => freeRow.locator(`[data-date="${world.tomorrow}"] .visually-hidden`).innerText(), WAIT)
      .toMatch(/^3 camas libres, /);
    // The unit names the API gives in English are said in Spanish: "Compartida … · Habitación 1, cama 1".
    expect(await page.getByRole('rowheader', { name: /· Habitación 1, cama 1$/ }).count()).toBe(1);

    // The bar's tooltip (its link focused), then its menu.
    await bar.locator('.stay-bar-link').focus();
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.innerText(), WAIT).toContain('Reserva confirmada · 1 huésped');
    expect(await tooltip.innerText()).toContain('1 noche');
    expect(await englishLeft(page)).toEqual([]);
    await page.getByRole('button', { name: 'Acciones para Ana García' }).click();
    await page.getByRole('menu').waitFor(WAIT);
    await page.getByRole('menuitem', { name: 'Abrir la reserva' }).waitFor(WAIT);
    await page.getByRole('menuitem', { name: 'Mover a otra cama…' }).waitFor(WAIT);
    expect(await englishLeft(page)).toEqual([]);

    // "Cambiar fechas…": a check-out before the check-in is refused in Spanish, then two nights are saved.
    await page.getByRole('menuitem', { name: 'Cambiar fechas…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar las fechas de Ana García' });
    await dialog.waitFor(WAIT);
    await dialog.getByLabel('Salida').fill(world.tomorrow);
    await dialog.getByRole('button', { name: 'Guardar fechas' }).click();
    await dialog.getByText('La salida tiene que ser después de la llegada').waitFor(WAIT);
    expect(await englishLeft(page)).toEqual([]);
    await dialog.getByLabel('Salida').fill(addDays(world.tomorrow, 2));
    const saved = page.waitForResponse((response) => response.url().includes('/reservations/update-dates-guest/'), WAIT);
    await dialog.getByRole('button', { name: 'Guardar fechas' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.locator('.calendar-notice[role="status"]').innerText(), WAIT).toMatch(/^Ana García ahora se aloja /);
    await expect.poll(() => bar.locator('..').getAttribute('aria-colspan'), WAIT).toBe('2');
    const stored = await world.user.call('GET', `/reservations/find-by-id/${world.reservation._id}`);
    expect(stored.body).toMatchObject({ check_in: world.tomorrow, check_out: addDays(world.tomorrow, 2) });
    expect(await englishLeft(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('Rates & Availability in Spanish on a desk', () => {
  it('sets a rate with Edición masiva and shows it saved, in Spanish', async () => {
    const base = await hostel();
    const dorm = await roomType(base.user, { ...FOUR_BED_DORM, description: 'Compartida' });
    const tomorrow = addDays(base.today, 1);
    const { page, problems } = await signedInPage(browser, base.user, DESK, { locale: 'es-AR' });
    await page.goto('/app/rates-and-availability');
    await page.getByRole('heading', { name: 'Tarifas y disponibilidad', level: 1 }).waitFor(WAIT);
    const table = page.getByRole('table');
    await table.getByRole('rowheader', { name: 'Ocupación' }).waitFor(WAIT);
    expect(await page.title()).toMatch(/^Tarifas y disponibilidad · Panel/);
    expect(await englishLeft(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edición masiva' }).click();
    const form = page.getByRole('dialog', { name: 'Edición masiva' });
    await form.waitFor(WAIT);
    await form.getByLabel('Fecha de inicio').fill(tomorrow);
    await form.getByLabel('Fecha de fin').fill(tomorrow);
    await form.getByLabel('Tarifa por noche (USD)').fill('25');
    expect(await englishLeft(page)).toEqual([]);
    const saved = page.waitForResponse((response) => response.url().includes('/rates-and-availability/create/'), WAIT);
    await form.getByRole('button', { name: 'Guardar' }).click();
    expect((await saved).status()).toBe(201);
    await page.getByText(`Tarifas y disponibilidad actualizadas para ${dorm.description}`).waitFor(WAIT);

    // Tomorrow's rate, in Spanish money, marked as a custom one; the nights are open.
    await expect.poll(() => table.getByRole('cell', { name: /^US\$\s?25,00 \(tarifa personalizada\)$/ }).count(), WAIT).toBe(1);
    expect(await table.getByRole('cell', { name: 'Abierta' }).count()).toBe(7);
    const compact = tomorrow.replaceAll('-', '');
    const stored = await base.user.call('GET', `/rates-and-availability/${compact}-${compact}`);
    expect(stored.body.room_types[0].nights[0]).toMatchObject({ rate: 25, custom_rate: true });
    expect(await englishLeft(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
