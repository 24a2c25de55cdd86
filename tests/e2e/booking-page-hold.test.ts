import { addDays } from '@hostel/shared/domain/dates';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api';
import { expectNoViolations } from '../support/axe';
import { bookOnPage, guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { DESK, PHONE, signedInPage, testPage, workerBrowser } from '../support/browser';
import { englishLeft } from '../support/english-left';
import { latestMail, linkIn } from '../support/mailbox';

// The owner's hold on a phone (375 px), in English and in Spanish: the guest books, is asked to check
// their email, opens the mail's link and confirms with the button; the staff see a held stay marked in
// words, with its expiry, on Home's arrivals, the reservation page (where they confirm it) and the
// calendar's bar. axe on each step.

const WAIT = { timeout: 20_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const LANGUAGES = [
  {
    locale: 'en-US',
    loading: 'Loading',
    fields: ['Check-in', 'Check-out', 'Guests', 'First name', 'Last name'],
    see: 'See rooms',
    details: 'Your details',
    robot: 'Checked: you are not a robot.',
    book: 'Book now',
    choose: (room: string) => `Choose ${room}`,
    held: 'Check your email to confirm',
    mail: /^Please confirm your booking at /,
    confirmHeading: 'Confirm your booking',
    confirm: 'Confirm my booking',
    thanks: 'Thank you: your booking is confirmed.',
    confirmed: 'Confirmed',
  },
  {
    locale: 'es-AR',
    loading: 'Cargando',
    fields: ['Llegada', 'Salida', 'Huéspedes', 'Nombre', 'Apellido'],
    see: 'Ver habitaciones',
    details: 'Tus datos',
    robot: 'Listo: no sos un robot.',
    book: 'Reservar',
    choose: (room: string) => `Elegir ${room}`,
    held: 'Revisá tu email para confirmar',
    mail: /^Confirmá tu reserva en /,
    confirmHeading: 'Confirmá tu reserva',
    confirm: 'Confirmar mi reserva',
    thanks: 'Gracias: tu reserva está confirmada.',
    confirmed: 'Confirmada',
  },
] as const;

describe.each(LANGUAGES)('a held booking in $locale on a phone', (words) => {
  it('the guest books, is asked to check their email, opens the link and confirms', async () => {
    const hostel = await hostelWithPage({ hold_for_guest: true, hold_minutes: 90 });
    const { page, problems } = await testPage(browser, PHONE, { locale: words.locale });
    const from = addDays(hostel.today, 9);
    const email = uniqueEmail('held');
    await page.goto(`/book/${hostel.slug}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: words.loading }).waitFor(WAIT);
    const [checkIn, checkOut, guests, first, last] = words.fields;
    await page.getByLabel(checkIn).fill(from);
    await page.getByLabel(checkOut).fill(addDays(from, 2));
    await page.getByLabel(guests).fill('1');
    await page.getByRole('button', { name: words.see }).click();
    await page.getByRole('button', { name: words.choose(hostel.dorm.description), exact: true }).click();
    await page.getByRole('heading', { name: words.details }).waitFor(WAIT);
    await page.getByLabel(first).fill('Mia');
    await page.getByLabel(last).fill('Rossi');
    await page.getByLabel('Email').fill(email);
    await page.getByText(words.robot).waitFor(WAIT);
    await page.getByRole('button', { name: words.book }).click();
    await page.getByRole('heading', { name: words.held }).waitFor(WAIT);
    // The link that confirms is only in the mail: the page offers none.
    expect(await page.locator('a[href^="/book/stay/"]').count()).toBe(0);
    await expectNoViolations(page, 'held');
    if (words.locale === 'es-AR') expect(await englishLeft(page)).toEqual([]);

    const mail = await latestMail(email, words.mail);
    await page.goto(linkIn(mail, '/book/stay/').pathname);
    await page.getByRole('heading', { name: words.confirmHeading }).waitFor(WAIT);
    await expectNoViolations(page, 'stay held');
    await page.getByRole('button', { name: words.confirm }).click();
    await page.getByText(words.thanks).waitFor(WAIT);
    await page.getByText(words.confirmed, { exact: true }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: words.confirm }).count()).toBe(0);
    await expectNoViolations(page, 'stay confirmed');
    if (words.locale === 'es-AR') expect(await englishLeft(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
  });
});

it('the staff see a held stay marked with its expiry on Home, the reservation and the calendar, and confirm it by hand', async () => {
  const hostel = await hostelWithPage({ hold_for_guest: true, hold_minutes: 90 });
  const booked = await bookOnPage(hostel.slug, { ...stayRequest(hostel.dorm._id, hostel.today, 2), ...guestDetails() });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const { page, problems } = await signedInPage(browser, hostel.user, PHONE);

  await page.goto('/app');
  await page
    .locator('.home-row', { hasText: 'Lena Fischer' })
    .getByText(/Held until .+: the guest has not confirmed by email yet/)
    .first()
    .waitFor(WAIT);
  await expectNoViolations(page, 'home');

  await page.goto('/app/calendar');
  await expect.poll(() => page.locator('.calendar-grid').getAttribute('data-state'), WAIT).toBe('ready');
  const bar = page.locator('.stay-bar.is-held', { hasText: 'Lena Fischer' }).first();
  await bar.waitFor(WAIT);
  expect(await bar.locator('.visually-hidden').textContent()).toMatch(/Held until .+, waiting for the guest to confirm by email/);

  // On a desk the legend names the marker.
  const desk = await signedInPage(browser, hostel.user, DESK);
  await desk.page.goto('/app/calendar');
  await desk.page.locator('.calendar-legend').getByText('Held until the guest confirms by email (booking page)').waitFor(WAIT);
  await expectNoViolations(desk.page, 'calendar held');

  await page.goto(`/app/reservations/${booked.body.reservation_id}`);
  await page.getByRole('heading', { name: 'Held for the guest' }).waitFor(WAIT);
  await page
    .getByText(/Held until .+: the guest has not confirmed by email yet/)
    .first()
    .waitFor(WAIT);
  await expectNoViolations(page, 'reservation held');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await page.getByText('Booking confirmed').waitFor(WAIT);
  await expect.poll(() => page.getByRole('heading', { name: 'Held for the guest' }).count(), WAIT).toBe(0);
  expect(problems).toEqual([]);
  expect(desk.problems).toEqual([]);
});
