import type { Browser } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { ApiUser, signedInMember } from '../support/api';
import { axeViolations } from '../support/axe';
import { uniqueSlug } from '../support/booking-page';
import { DORM, hostel, roomType } from '../support/front-desk';
import { PHONE, signedInPage, workerBrowser } from '../support/browser';

// The owner turns the booking page on in the property settings (and its hold until the guest confirms);
// a guest can then open it. An employee does not see the settings.

const WAIT = { timeout: 15_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

it('the owner turns the booking page on, with its address and a room type sold', async () => {
  const { user } = await hostel();
  const dorm = await roomType(user, DORM);
  const { page, problems } = await signedInPage(browser, user, PHONE);
  await page.goto('/app/property/general-info');
  await page.getByRole('navigation', { name: 'Property settings' }).getByRole('link', { name: 'Booking page' }).click();
  await page.getByRole('heading', { name: 'Booking page', level: 1 }).waitFor(WAIT);
  const slug = uniqueSlug('casa');
  await page.getByLabel('The booking page is on').check();
  await page.getByLabel('Page address').fill(slug);
  await page.getByLabel(dorm.description).check();
  await page.getByLabel('Email the staff about each new booking').uncheck();
  // The guard against fake bookings: off until the owner turns it on, with its time in minutes.
  expect(await page.getByLabel('Hold page bookings until the guest confirms by email').isChecked()).toBe(false);
  await page.getByLabel('Hold page bookings until the guest confirms by email').check();
  await page.getByLabel('Hold time (minutes)').fill('30');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Booking page saved').waitFor(WAIT);
  expect(await axeViolations(page)).toEqual([]);
  const facts = await new ApiUser().call('GET', `/booking-page/${slug}`);
  expect(facts).toMatchObject({ status: 200, body: { slug, room_types: [{ _id: dorm._id }] } });
  expect((await user.call('GET', '/properties/booking-page')).body).toMatchObject({ hold_for_guest: true, hold_minutes: 30 });
  expect(problems).toEqual([]);
});

it('shows the owner a message under the field when the address is taken', async () => {
  const other = await hostel();
  const slug = uniqueSlug('taken');
  await other.user.call('PUT', '/properties/booking-page', {
    enabled: false,
    slug,
    room_type_ids: [],
    min_nights: 1,
    max_nights: 14,
    max_days_ahead: 365,
    check_in_time: '14:00',
    check_out_time: '11:00',
    free_cancellation_days: 2,
    arrives_as: 'confirmed',
    notify_staff: false,
  });
  const { user } = await hostel();
  const { page } = await signedInPage(browser, user, PHONE);
  await page.goto('/app/property/booking-page');
  await page.getByLabel('Page address').fill(slug);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('This page address is taken: choose another one').waitFor(WAIT);
});

it('an employee does not see the booking page settings', async () => {
  const { user } = await hostel();
  const employee = await signedInMember(user, 'employee');
  const { page } = await signedInPage(browser, employee.user, PHONE);
  // The menu knows the role once the profile has answered.
  const profile = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/users/profile', WAIT);
  await page.goto('/app/property/room-types');
  await page.getByRole('heading', { name: 'Room types', level: 1 }).waitFor(WAIT);
  await profile;
  await page.getByRole('navigation', { name: 'Property settings' }).getByRole('link', { name: 'Room types' }).waitFor(WAIT);
  expect(await page.getByRole('navigation', { name: 'Property settings' }).getByRole('link', { name: 'Booking page' }).count()).toBe(0);
});
