import { addDays } from '@hostel/shared/domain/dates';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, uniqueEmail } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESK, hidden, PHONE, shown, signedInPage, WAIT, workerBrowser } from '../support/browser';
import { englishLeft } from '../support/english-left';
import { book, DORM, guest, hostel, roomType, stay } from '../support/front-desk';

// Restrictions in the browser, in English at a desk's width and in Spanish (Argentina) on a phone: the owner
// sets a minimum stay with Bulk Edit (a box ticked with the keyboard), sees it marked on the rates grid, and
// the desk sees the warning in the new-reservation form and the change-dates dialog before saving, then saves
// anyway. axe on each screen.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** A hostel with a dorm, and a 3-night stay in it from five days on, made through the API. */
async function deskWithStay() {
  const { user, today } = await hostel();
  const dorm = await roomType(user, { ...DORM, description: 'Dormi' });
  const email = uniqueEmail('ana');
  const ana = await guest(user, { firstName: 'Ana', lastName: 'Paz', email });
  const booked = await book(user, stay(ana._id, dorm._id, addDays(today, 5), 3));
  return { user, today, dorm, email, reservationId: booked._id as string };
}

interface Words {
  bulkEdit: string;
  roomType: string;
  startDate: string;
  endDate: string;
  rate: string;
  minStay: string;
  closedToArrival: RegExp;
  save: string;
  saved: RegExp;
  mark: string;
  changeDates: string;
  checkIn: string;
  checkOut: string;
  saveDates: string;
  lead: RegExp;
  minStayBroken: RegExp;
  arrivalClosed: RegExp;
  updated: string;
}

const ENGLISH: Words = {
  bulkEdit: 'Bulk Edit',
  roomType: 'Room type',
  startDate: 'Start date',
  endDate: 'End date',
  rate: 'Rate per night (USD)',
  minStay: 'Minimum stay (nights)',
  closedToArrival: /^Closed to arrival/,
  save: 'Save',
  saved: /^Rates and availability updated for Dormi/,
  mark: 'min 3',
  changeDates: 'Change dates & number of guests',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  saveDates: 'Save dates',
  lead: /^This stay breaks restrictions set in Rates & availability/,
  minStayBroken: /^Stays arriving on .+ must be at least 3 nights\.$/,
  arrivalClosed: /^No arrivals on .+\.$/,
  updated: 'Reservation updated successfully',
};

const SPANISH: Words = {
  bulkEdit: 'Edición masiva',
  roomType: 'Tipo de habitación',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  rate: 'Tarifa por noche (USD)',
  minStay: 'Estadía mínima (noches)',
  closedToArrival: /^Cerrado a llegadas/,
  save: 'Guardar',
  saved: /^Tarifas y disponibilidad actualizadas para Dormi/,
  mark: 'mín 3',
  changeDates: 'Cambiar fechas y cantidad de huéspedes',
  checkIn: 'Llegada',
  checkOut: 'Salida',
  saveDates: 'Guardar fechas',
  lead: /^Esta estadía no cumple restricciones fijadas en Tarifas y disponibilidad/,
  minStayBroken: /^Las estadías que llegan el .+ tienen que ser de al menos 3 noches\.$/,
  arrivalClosed: /^No hay llegadas el .+\.$/,
  updated: 'Reserva actualizada',
};

async function setMinStay(page: Page, words: Words, dormId: string, from: string, to: string) {
  await page.goto('/app/rates-and-availability');
  await shown(page.getByRole('table'));
  await page.getByRole('button', { name: words.bulkEdit }).click();
  const form = dialog(page, words.bulkEdit);
  await shown(form);
  await form.getByLabel(words.roomType).selectOption(dormId);
  await form.getByLabel(words.startDate).fill(from);
  await form.getByLabel(words.endDate).fill(to);
  await form.getByLabel(words.rate).fill('25');
  await form.getByLabel(words.minStay).fill('3');
  // The box is ticked from the keyboard.
  await form.getByLabel(words.closedToArrival).focus();
  await page.keyboard.press('Space');
  expect(await form.getByLabel(words.closedToArrival).isChecked()).toBe(true);
  expect(await axeViolations(page), 'bulk edit with restrictions').toEqual([]);
  await form.getByRole('button', { name: words.save, exact: true }).click();
  await shown(page.getByRole('dialog').getByText(words.saved));
  await hidden(form);
  // The grid marks each restricted night, its full words in a tooltip and for screen readers.
  const marks = page.locator('.rates-mark', { hasText: words.mark });
  await expect.poll(() => marks.count(), WAIT).toBe(2);
  expect(await marks.first().getAttribute('title')).toBeTruthy();
  expect(await axeViolations(page), 'rates grid with restrictions').toEqual([]);
}

async function changeDatesWithWarning(page: Page, words: Words, reservationId: string, checkIn: string, checkOut: string) {
  await page.goto(`/app/reservations/${reservationId}`);
  await page.getByRole('button', { name: words.changeDates }).click();
  const change = dialog(page, words.changeDates);
  await shown(change);
  await change.getByLabel(words.checkIn, { exact: true }).fill(checkIn);
  await change.getByLabel(words.checkOut, { exact: true }).fill(checkOut);
  const notice = change.getByTestId('restriction-notice');
  await shown(notice.getByText(words.lead));
  await shown(notice.getByText(words.minStayBroken));
  await shown(notice.getByText(words.arrivalClosed));
  expect(await axeViolations(page), 'change dates with a warning').toEqual([]);
  return change;
}

async function saveAnyway(page: Page, change: ReturnType<typeof dialog>, words: Words, reservationId: string) {
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/v1/reservations/update-dates-guest/${reservationId}`,
    WAIT,
  );
  await change.getByRole('button', { name: words.saveDates }).click();
  expect((await saved).status()).toBe(200);
  await shown(page.getByRole('dialog').getByText(words.updated));
}

/** The new-reservation form for a guest on file warns the same way, before anything is sent. */
async function newReservationWarns(page: Page, email: string, dormId: string, checkIn: string) {
  await page.goto('/app');
  await page.getByRole('button', { name: 'New reservation' }).click();
  const flow = dialog(page, 'New reservation');
  await flow.getByLabel('Email', { exact: true }).fill(email);
  await flow.getByRole('button', { name: 'Continue' }).click();
  await flow.getByRole('button', { name: 'Book for this guest' }).click();
  await shown(flow.getByRole('heading', { name: 'Reservation details' }));
  await flow.getByLabel('Room type').selectOption(dormId);
  await flow.getByLabel('Check-in').fill(checkIn);
  await flow.getByLabel('Check-out').fill(addDays(checkIn, 1));
  await flow.getByLabel('Guests').fill('1');
  const notice = flow.getByTestId('restriction-notice');
  await shown(notice.getByText(ENGLISH.minStayBroken));
  await shown(notice.getByText(ENGLISH.arrivalClosed));
  expect(await axeViolations(page), 'new reservation with a warning').toEqual([]);
  // The booking button stays: the desk may book it.
  expect(await flow.getByRole('button', { name: 'Book reservation' }).isEnabled()).toBe(true);
}

describe('restrictions in the browser', () => {
  it('in English at a desk: a minimum stay set with Bulk Edit is marked on the grid and warned of, not enforced, at the desk', async () => {
    const { user, today, dorm, email, reservationId } = await deskWithStay();
    const { page, problems } = await signedInPage(browser, user as ApiUser, DESK);
    const first = addDays(today, 1);
    await setMinStay(page, ENGLISH, dorm._id, first, addDays(today, 2));
    await newReservationWarns(page, email, dorm._id, first);
    const change = await changeDatesWithWarning(page, ENGLISH, reservationId, first, addDays(first, 2));
    await saveAnyway(page, change, ENGLISH, reservationId);
    expect(problems).toEqual([]);
  });

  it('in Spanish on a phone: the same, every word in Spanish', async () => {
    const { user, today, dorm, reservationId } = await deskWithStay();
    const { page, problems } = await signedInPage(browser, user as ApiUser, PHONE, { locale: 'es-AR' });
    const first = addDays(today, 1);
    await setMinStay(page, SPANISH, dorm._id, first, addDays(today, 2));
    expect(await englishLeft(page)).toEqual([]);
    const change = await changeDatesWithWarning(page, SPANISH, reservationId, first, addDays(first, 1));
    expect(await englishLeft(page)).toEqual([]);
    await saveAnyway(page, change, SPANISH, reservationId);
    expect(problems).toEqual([]);
  });
});
