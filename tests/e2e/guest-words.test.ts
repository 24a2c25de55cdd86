import { addDays } from '@hostel/shared/domain/dates';
import type { Browser } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectNoViolations } from '../support/axe';
import { bookOnPage, guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { DESK, freshPage, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { latestMail } from '../support/mailbox';

// The guest's words on the desk, the desk's words to the guest, and the hostel's public contact on its page.

const WAIT = { timeout: 20_000 };
const CONTACT = { public_email: 'hola@casaazul.example', public_phone: '+54 351 555-0101', public_whatsapp: '+5493515550101' };
let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

it("shows the hostel's public contact on the booking page", async () => {
  const hostel = await hostelWithPage(CONTACT);
  const { page, problems } = await freshPage(browser, PHONE);
  await page.goto(`/book/${hostel.slug}`);
  await page.getByRole('heading', { name: 'Contact the hostel' }).waitFor(WAIT);
  expect(await page.getByRole('link', { name: 'Email: hola@casaazul.example' }).getAttribute('href')).toBe('mailto:hola@casaazul.example');
  expect(await page.getByRole('link', { name: 'Phone: +54 351 555-0101' }).getAttribute('href')).toBe('tel:+543515550101');
  expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/5493515550101');
  await expectNoViolations(page, 'page with contact');
  expect(problems).toEqual([]);
});

it("shows the guest's note and arrival time on the reservation, and 'Write to the guest' sends a mail", async () => {
  const hostel = await hostelWithPage(CONTACT);
  const details = guestDetails();
  const booked = await bookOnPage(hostel.slug, { ...stayRequest(hostel.dorm._id, addDays(hostel.today, 3), 1), ...details });
  expect(booked.status).toBe(201);
  const { page, problems } = await signedInPage(browser, hostel.user, DESK);
  await page.goto(`/app/reservations/${booked.body.reservation_id}`);
  const words = page.getByRole('region', { name: 'From the guest' });
  await words.getByText('Arriving by bus').waitFor(WAIT);
  await words.getByText('18:30').waitFor(WAIT);
  await words.getByText(details.email).waitFor(WAIT);
  await words.getByText('+49 30 1234567').waitFor(WAIT);
  await page.getByRole('button', { name: 'Write to the guest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write to the guest' });
  await dialog.getByLabel('Message').fill('Your bed is ready from noon. See you!');
  await expectNoViolations(page, 'write to the guest');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.getByText(`Message sent to ${details.email}`).waitFor(WAIT);
  const mail = await latestMail(details.email, /^A message from /);
  expect(mail.text).toContain('Your bed is ready from noon. See you!');
  expect(mail.replyTo).toEqual(['hola@casaazul.example']);
  expect(problems).toEqual([]);
});
