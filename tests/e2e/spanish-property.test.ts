import { readFile } from 'node:fs/promises';
import { addDays, todayIn } from '@hostel/shared/domain/dates';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api';
import { uniqueSlug } from '../support/booking-page';
import { DESK, signedInPage, workerBrowser } from '../support/browser';
import { englishLeft } from '../support/english-left';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';

// Property settings and reports in Spanish (Argentina): a desk in an es-AR browser creates a room type,
// invites a member, sees General info, the booking page settings and the channels, and reads a report with
// its chart, its table view and its CSV, with no text of the English catalog left and numbers in es-AR.

const WAIT = { timeout: 15_000 };
// Names a Spanish desk would give: an English word in them ("Dorm") would read as English left.
const DORMITORIO = { description: 'Dormitorio 4', type: 'dorm', max_occupancy: 4, inventory: 1, base_rate: 20, currency: 'USD' };
const DOBLE = { description: 'Doble', type: 'private', max_occupancy: 2, inventory: 1, base_rate: 50, currency: 'USD' };

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const percent = (ratio: number) =>
  new Intl.NumberFormat('es-AR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ratio);
const price = (amount: number) => new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD' }).format(amount);

describe('property settings in Spanish', () => {
  it('the room types page creates a room type in Spanish', async () => {
    const { user } = await hostel();
    const { page, problems } = await signedInPage(browser, user, DESK, { locale: 'es-AR' });
    await page.goto('/app/property/room-types');
    await page.getByRole('heading', { name: 'Tipos de habitación', level: 1 }).waitFor(WAIT);
    await page.getByText('0 de 25 camas en uso · libres en el plan gratuito: 25 camas').waitFor(WAIT);

    await page.getByRole('button', { name: 'Crear tipo de habitación' }).click();
    const form = dialog(page, 'Crear tipo de habitación');
    await form.getByLabel('Nombre', { exact: true }).fill('Dormitorio 6');
    await form.getByLabel('Tipo', { exact: true }).selectOption('dorm');
    await form.getByLabel('Ocupación máxima', { exact: true }).fill('6');
    await form.getByLabel('Habitaciones', { exact: true }).fill('2');
    await form.getByText('Este tipo de habitación usa 12 camas; quedan 25 camas en el plan gratuito.').waitFor(WAIT);
    await form.getByLabel('Tarifa base', { exact: true }).fill('20');
    expect(await englishLeft(page)).toEqual([]);
    await form.getByRole('button', { name: 'Crear tipo de habitación' }).click();
    await page.getByText('Tipo de habitación "Dormitorio 6" creado con 2 habitaciones').waitFor(WAIT);

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dormitorio 6' }) });
    await card.getByText('Dormitorio', { exact: true }).waitFor(WAIT);
    await card.getByText('Mixto', { exact: true }).waitFor(WAIT);
    await card.getByText('6 huéspedes').waitFor(WAIT);
    await card.getByRole('button', { name: 'Editar habitaciones y camas de Dormitorio 6' }).waitFor(WAIT);
    expect(await englishLeft(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('General info shows the property, its room types and users in Spanish, and invites a member', async () => {
    const { user } = await hostel();
    await roomType(user, DORMITORIO);
    const { page, problems } = await signedInPage(browser, user, DESK, { locale: 'es-AR' });
    await page.goto('/app/property/general-info');
    await page.getByRole('heading', { name: 'Información general', level: 1 }).waitFor(WAIT);
    await page.getByRole('navigation', { name: 'Configuración de la propiedad' }).waitFor(WAIT);
    await page.getByText('Dormitorio · 1 habitación · 4 camas').waitFor(WAIT);
    await page.getByText('Administrador', { exact: true }).waitFor(WAIT);
    await page.getByText('No hay tarifas especiales de hoy en adelante.', { exact: false }).waitFor(WAIT);

    // The property form names countries in Spanish.
    await page.getByRole('button', { name: 'Editar datos de la propiedad' }).click();
    const property = dialog(page, 'Editar la propiedad');
    await property.getByLabel('Nombre de la propiedad').waitFor(WAIT);
    expect(await property.getByLabel('País').locator('option[value="ES"]').textContent()).toBe('España (ES)');
    expect(await property.getByLabel('Zona horaria').inputValue()).toBe('UTC');
    await property.getByRole('button', { name: 'Cancelar' }).click();

    const email = uniqueEmail('miembro');
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    const form = dialog(page, 'Agregar usuario');
    expect(await form.getByLabel('Rol').locator('option:checked').textContent()).toBe('Empleado');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Nombre', { exact: true }).fill('Emilia');
    await form.getByLabel('Apellido').fill('Pérez');
    expect(await englishLeft(page)).toEqual([]);
    await form.getByRole('button', { name: 'Agregar usuario' }).click();

    const users = page.getByRole('region', { name: 'Usuarios' });
    const row = users.getByRole('listitem').filter({ hasText: email });
    await row.getByText('Invitación pendiente').waitFor(WAIT);
    await row.getByRole('button', { name: 'Reenviar invitación a Emilia Pérez' }).waitFor(WAIT);
    await users.getByText('2 de 5 usuarios en el plan gratuito').waitFor(WAIT);
    // The flash message is the API's own words (translated with the API's messages): close it first.
    await page.keyboard.press('Escape');
    await expect.poll(() => form.isVisible(), WAIT).toBe(false);
    expect(await englishLeft(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the booking page settings and the channels read in Spanish and save', async () => {
    const { user } = await hostel();
    const double = await roomType(user, DOBLE);
    // The server names new rooms "Room 1": a Spanish desk renames them.
    const [room] = double.products;
    const renamed = await user.call('PUT', `/room-types/units/${double._id}`, {
      rooms: [{ room_id: room.room_id, room_name: 'Habitación 1' }],
    });
    expect(renamed.status).toBe(200);
    const { page, problems } = await signedInPage(browser, user, DESK, { locale: 'es-AR' });
    await page.goto('/app/property/booking-page');
    await page.getByRole('heading', { name: 'Página de reservas', level: 1 }).waitFor(WAIT);
    await page.getByLabel('La página de reservas está activa').check();
    await page.getByLabel('Dirección de la página').fill(uniqueSlug('casa'));
    await page.getByLabel(double.description).check();
    await page.getByLabel('Avisar por correo al equipo de cada reserva nueva').uncheck();
    expect(await englishLeft(page)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Página de reservas guardada').waitFor(WAIT);
    await page.getByRole('link', { name: 'Abrir la página de reservas' }).waitFor(WAIT);

    await page.getByRole('navigation', { name: 'Configuración de la propiedad' }).getByRole('link', { name: 'Canales' }).click();
    await page.getByRole('heading', { name: 'Canales', level: 1 }).waitFor(WAIT);
    await page.getByRole('button', { name: `Crear enlace para ${double.description}`, exact: true }).click();
    await page.getByRole('textbox', { name: `Enlace iCal de ${double.description}`, exact: true }).waitFor(WAIT);
    await page.getByRole('button', { name: `Copiar enlace de ${double.description}`, exact: true }).waitFor(WAIT);
    await page.getByRole('heading', { name: 'Importar reservas (iCal)' }).waitFor(WAIT);
    await page.getByText('Todavía no hay calendarios importados.').waitFor(WAIT);
    expect(await englishLeft(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('reports in Spanish', () => {
  it('show the headings, a chart and its table and the CSV in Spanish, with numbers in es-AR', async () => {
    const { user } = await hostel();
    const from = addDays(todayIn('UTC'), 10);
    const to = addDays(from, 4);
    const dorm = await roomType(user, DORMITORIO);
    const argentina = await guest(user, { countryCode: 'AR' });
    await book(user, stay(argentina._id, dorm._id, from, 2, 2, { total_price: 100.5, currency: 'USD', booking_source: 'direct' }));
    const { page, problems } = await signedInPage(browser, user, DESK, { locale: 'es-AR' });
    await page.goto(`/app/reports?from=${from}&to=${to}`);
    await page.getByRole('heading', { name: 'Informes', level: 1 }).waitFor(WAIT);
    await page.getByText('(5 noches)').waitFor(WAIT);

    // 4 of 20 beds sold: 20,0 %; revenue US$ 100,50.
    const keys = page.locator('.report-key');
    await expect.poll(() => keys.first().textContent(), WAIT).toContain(percent(0.2));
    const keyText = (await keys.allTextContents()).join(' | ');
    expect(keyText).toContain(`Ocupación${percent(0.2)}`);
    expect(keyText).toContain(`Ingresos${price(100.5)}`);
    expect(keyText).toContain(`Un año antes: ${percent(0)}`);

    const chart = page.locator('section', { has: page.getByRole('heading', { name: 'Ingresos por origen', level: 2 }) });
    expect(await chart.locator('.report-bar-line').first().getAttribute('title')).toBe(`Directa, Este período: ${price(100.5)}`);
    await chart.getByRole('button', { name: 'Ver como tabla' }).click();
    const table = chart.getByRole('table');
    expect(await table.locator('thead th').allTextContents()).toEqual(['Origen', 'Este período', 'Un año antes']);
    expect(await table.locator('tbody tr').first().locator('th, td').allTextContents()).toEqual(['Directa', price(100.5), price(0)]);
    const countries = page.locator('section', { has: page.getByRole('heading', { name: 'Llegadas por país del huésped', level: 2 }) });
    await countries.getByText('Argentina').first().waitFor(WAIT);
    expect(await englishLeft(page)).toEqual([]);

    // The CSV's words follow the language; its numbers stay plain, with a dot, for a spreadsheet.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`informe-${from}-a-${to}.csv`);
    const lines = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('sección,ítem,cifra,este período,un año antes');
    expect(lines).toEqual(
      expect.arrayContaining(['totales,todo,ocupación (%),20,0', 'totales,todo,ingresos (USD),100.50,0.00', 'origen,direct,reservas,1,0']),
    );
    expect(problems).toEqual([]);
  });
});
