import { addDays, todayIn } from '@hostel/shared/domain/dates';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner, uniqueEmail, type ApiUser } from '../support/api';
import { DESK, PHONE, signedInPage, testPage, workerBrowser } from '../support/browser';

// A euro room type's reservation reads in euros: "€", and no "$" before it (it used to read "$ 195.00 EUR"),
// in the reservations list and on the reservation's page, on a desk and on a phone. Set up through the API.

const WAIT = { timeout: 15_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function created(call: Promise<{ status: number; body: any }>, status = 201): Promise<any> {
  const response = await call;
  if (response.status !== status) throw new Error(`setup call failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

async function euroStay(): Promise<{ owner: ApiUser; reservationId: string }> {
  const { user: owner } = await signedInOwner({ propertyName: 'Albergue Sol' });
  const today = todayIn((await created(owner.call('GET', '/properties'), 200)).time_zone);
  const type = await created(
    owner.call('POST', '/room-types/create', {
      description: 'Habitación doble',
      type: 'private',
      max_occupancy: 2,
      inventory: 2,
      base_rate: 65,
      currency: 'EUR',
    }),
  );
  const guest = await created(owner.call('POST', '/guests/create', { firstName: 'Jana', lastName: 'Novak', email: uniqueEmail('jana') }));
  const reservation = await created(
    owner.call('POST', '/reservations/new', {
      guest_id: guest._id,
      room_type_id: type._id,
      check_in: today,
      check_out: addDays(today, 3),
      number_of_guest: 2,
      total_price: 195,
      currency: 'EUR',
      booking_source: 'direct',
      reservation_status: 'confirmed',
      payment_status: 'pending',
    }),
  );
  return { owner, reservationId: reservation._id };
}

describe.each([
  ['desk', DESK],
  ['phone', PHONE],
])('a euro reservation on a %s', (_name, viewport) => {
  it('shows € and no $ in the reservations list and on its page', async () => {
    const { owner, reservationId } = await euroStay();
    const { page, problems } = await signedInPage(browser, owner, viewport);

    await page.goto('/app/reservations');
    const row = page.getByRole('row').filter({ hasText: 'Jana Novak' });
    await row.waitFor(WAIT);
    const price = row.locator('[data-label="Price"]');
    expect(await price.textContent()).toBe('€195.00');
    expect(await row.textContent()).not.toContain('$');

    await page.goto(`/app/reservations/${reservationId}`);
    const total = page.locator('.res-facts dt', { hasText: /^Total price$/ }).locator('xpath=following-sibling::dd[1]');
    await total.waitFor(WAIT);
    expect(await total.textContent()).toBe('€195.00');
    expect(await page.locator('main').textContent()).not.toContain('$');
    expect(problems).toEqual([]);
  });
});

describe('sign-up in an Argentine browser', () => {
  // English in Argentina: the region picks the country whatever the language (spanish-account.test.ts has es-AR).
  it('starts the country at the browser’s region, which sets the new property’s currency', async () => {
    const { page, problems } = await testPage(browser, PHONE, { locale: 'en-AR' });
    await page.goto('/accounts/signup');
    const country = page.getByLabel('Country');
    await country.waitFor(WAIT);
    expect(await country.inputValue()).toBe('AR');
    expect(await country.locator('option:checked').textContent()).toBe('Argentina (AR)');
    expect(problems).toEqual([]);
  });
});
