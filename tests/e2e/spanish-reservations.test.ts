import { addDays } from '@hostel/shared/domain/dates';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiUser } from '../support/api';
import { dayShown, DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { englishLeft } from '../support/english-left';
import { book, frontDesk, stay } from '../support/front-desk';

// The reservations screens in Spanish (Argentina): the list, a reservation with its payments and
// history, the guest's page, a booking made from Home and a walk-in on a phone, each with one real
// action in Spanish and no text of the English catalog left on the page.

const WAIT = { timeout: 15_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function inSpanish(user: ApiUser, viewport = DESK) {
  return signedInPage(browser, user, viewport, { locale: 'es-AR' });
}

async function noEnglish(page: Page) {
  expect(await englishLeft(page)).toEqual([]);
}

describe('the reservations screens in Spanish', () => {
  it('list the reservations found, searched again in Spanish', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    await book(user, stay(ana._id, dorm._id, today, 2, 1));
    const { page, problems } = await inSpanish(user);
    await page.goto('/app/reservations');

    await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor(WAIT);
    await page.getByRole('cell', { name: 'Ana María López' }).waitFor(WAIT);
    const form = page.locator('form.res-search');
    await form.getByLabel('Texto a buscar').fill('López');
    await form.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByText(/^1 reserva del .+ para «López»$/).waitFor(WAIT);
    await page.getByRole('columnheader', { name: 'Huésped' }).waitFor(WAIT);
    await page.getByText('Confirmada').waitFor(WAIT);
    await noEnglish(page);
    expect(problems).toEqual([]);
  });

  it('show a reservation with a payment recorded in Spanish and its history', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 1, { total_price: 100 }));
    const { page, problems } = await inSpanish(user);
    await page.goto(`/app/reservations/${reservation._id}`);

    await page.getByRole('heading', { name: 'Detalle de la reserva', level: 1 }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar pago' });
    await dialog.getByLabel('Importe').fill('40');
    await dialog.getByLabel('Medio').selectOption({ label: 'Efectivo' });
    await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
    await page.getByRole('dialog', { name: 'Mensaje' }).getByText('Pago registrado').waitFor(WAIT);
    await page.getByRole('cell', { name: 'Efectivo' }).waitFor(WAIT);
    const history = page.getByRole('region', { name: 'Historial' });
    await history.getByText('Pago registrado').waitFor(WAIT);
    await history.getByText('Reserva creada').waitFor(WAIT);
    // A room the property did not name is numbered in Spanish too.
    await page.getByText(/ · Habitación 1, cama \d$/).waitFor(WAIT);
    await noEnglish(page);

    // The control panel's dialogs: the dates with the nights for sale, and the details.
    await page.getByRole('button', { name: 'Cambiar fechas y cantidad de huéspedes' }).click();
    const dates = page.getByRole('dialog', { name: 'Cambiar fechas y cantidad de huéspedes' });
    await dates.getByText(/^Todas las noches tienen lugar para esta estadía/).waitFor(WAIT);
    await noEnglish(page);
    await dates.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Cambiar detalles de la reserva' }).click();
    const details = page.getByRole('dialog', { name: 'Cambiar detalles de la reserva' });
    await details.getByRole('combobox', { name: 'Estado de la reserva' }).waitFor(WAIT);
    await noEnglish(page);
    await details.getByRole('button', { name: 'Cerrar el diálogo' }).click();

    // The guest's view and the guest's own page.
    await page.getByRole('button', { name: 'Datos del huésped' }).click();
    await page.getByRole('button', { name: 'Actualizar datos del huésped' }).waitFor(WAIT);
    await noEnglish(page);
    await page.getByRole('link', { name: 'Página del huésped' }).click();
    await page.getByRole('heading', { name: 'Estadías' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Editar huésped' }).click();
    await page.getByRole('dialog', { name: 'Actualizar datos del huésped' }).getByLabel('Nacionalidad').selectOption('AR');
    await page.getByRole('button', { name: 'Guardar huésped' }).click();
    await page.getByRole('dialog', { name: 'Mensaje' }).getByText('Datos del huésped actualizados').waitFor(WAIT);
    await page.getByText('Argentina (AR)').waitFor(WAIT);
    await noEnglish(page);
    expect(problems).toEqual([]);
  });

  it("date the guest's stays on the guest's page in Spanish, never yyyy-MM-dd", async () => {
    const { user, today, dorm, ana } = await frontDesk();
    await book(user, stay(ana._id, dorm._id, today, 2, 1));
    const { page, problems } = await inSpanish(user);
    await page.goto(`/app/guests/${ana._id}`);
    const stays = page.getByRole('region', { name: 'Estadías' });
    await stays.getByRole('listitem').first().waitFor(WAIT);
    const shown = await stays.getByRole('listitem').first().innerText();
    expect(shown).toContain(`${dayShown(today, 'es-AR')} → ${dayShown(addDays(today, 2), 'es-AR')}`);
    expect(shown).not.toContain(today);
    await noEnglish(page);
    expect(problems).toEqual([]);
  });

  it('make a booking from Home through the new-reservation dialog', async () => {
    const { user, dorm } = await frontDesk();
    const { page, problems } = await inSpanish(user);
    await page.goto('/app');

    await page.getByRole('button', { name: 'Nueva reserva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
    await dialog.getByRole('heading', { name: 'Correo del huésped' }).waitFor(WAIT);
    await noEnglish(page);
    await dialog.getByRole('button', { name: 'El huésped no tiene correo' }).click();
    await dialog.getByLabel('Nombre', { exact: true }).fill('Julieta');
    await dialog.getByLabel('Apellido', { exact: true }).fill('Ferreyra');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByRole('heading', { name: 'Datos de la reserva' }).waitFor(WAIT);
    await dialog.getByLabel('Tipo de habitación').selectOption(dorm._id);
    await dialog.getByText(/^Todas las noches tienen lugar para esta estadía/).waitFor(WAIT);
    await noEnglish(page);
    await dialog.getByRole('button', { name: 'Reservar', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Reserva creada' }).waitFor(WAIT);
    await dialog.getByText('Julieta Ferreyra').waitFor(WAIT);
    await noEnglish(page);
    expect(problems).toEqual([]);
  });

  it('book and check in a walk-in on a phone', async () => {
    const { user } = await frontDesk();
    const { page, problems } = await inSpanish(user, PHONE);
    await page.goto('/app');

    await page.getByRole('button', { name: 'Sin reserva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sin reserva' });
    await dialog.getByLabel('Nombre', { exact: true }).fill('Greta');
    await dialog.getByLabel('Apellido', { exact: true }).fill('Nilsson');
    await expect
      .poll(() => dialog.getByLabel('Tipo de habitación').locator('option:checked').textContent(), WAIT)
      .toContain('camas libres esta noche');
    await dialog.getByText(/\(1 noche × 1 huésped\), sale el /).waitFor(WAIT);
    await noEnglish(page);
    await dialog.getByRole('button', { name: 'Reservar e ingresar' }).click();
    await dialog.getByRole('heading', { name: 'Reserva creada' }).waitFor(WAIT);
    await dialog.getByRole('status').getByText('Ingresó').waitFor(WAIT);
    await noEnglish(page);
    expect(problems).toEqual([]);
  });
});
