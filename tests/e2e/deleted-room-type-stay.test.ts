import { addDays, todayIn } from '@hostel/shared/domain/dates';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInOwner, uniqueEmail, type ApiUser } from '../support/api';
import { DESK, newContext, watchConsole, workerBrowser } from '../support/browser';

// A past stay of a room type that was deleted since (decisions.md): its page shows it with the type's
// name, says why its dates cannot change (that button is off), and still cancels it. Set up through the API.

const WAIT = { timeout: 15_000 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let owner: ApiUser;
let reservationId: string;

async function created(call: Promise<{ status: number; body: any }>, status = 201): Promise<any> {
  const response = await call;
  if (response.status !== status) throw new Error(`setup call failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

beforeAll(async () => {
  browser = await workerBrowser();
  owner = (await signedInOwner({ firstName: 'Olga', propertyName: 'Casa Verde' })).user;
  const property = await created(owner.call('GET', '/properties'), 200);
  const today = todayIn(property.time_zone);
  const old = await created(
    owner.call('POST', '/room-types/create', {
      description: 'Old attic',
      type: 'private',
      max_occupancy: 2,
      inventory: 1,
      base_rate: 40,
      currency: 'USD',
    }),
  );
  const guest = await created(owner.call('POST', '/guests/create', { firstName: 'Pia', lastName: 'Roth', email: uniqueEmail('pia') }));
  const stay = await created(
    owner.call('POST', '/reservations/new', {
      guest_id: guest._id,
      room_type_id: old._id,
      check_in: addDays(today, -5),
      check_out: addDays(today, -3),
      number_of_guest: 1,
      total_price: 80,
      currency: 'USD',
      booking_source: 'direct',
      reservation_status: 'confirmed',
      payment_status: 'pending',
    }),
  );
  reservationId = stay._id;
  await created(owner.call('DELETE', `/room-types/delete/${old._id}`), 200);
  context = await newContext(browser, DESK);
  const [name, value] = owner.cookie.split(/=(.*)/s) as [string, string];
  await context.addCookies([
    { name, value, domain: new URL(inject('appUrl')).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Strict' },
  ]);
  page = await context.newPage();
  problems = watchConsole(page);
});

afterAll(async () => {
  await context?.close();
});

describe('the page of a past stay whose room type was deleted', () => {
  it('shows the stay, says why its dates cannot change, and still cancels it', async () => {
    await page.goto(`${inject('appUrl')}/app/reservations/${reservationId}`);
    const note = page.getByText(
      'This room type was deleted: its stays can no longer be moved. Status, payment and details can still change.',
    );
    await note.waitFor({ state: 'visible', ...WAIT });
    expect(await page.getByText('Old attic').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Change dates & number of guests' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this reservation?' }).getByRole('button', { name: 'Cancel reservation' });
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/v1/reservations/status/${reservationId}` && response.request().method() === 'PUT',
      WAIT,
    );
    await confirm.click();
    expect((await answered).status()).toBe(200);
    expect((await owner.call('GET', `/reservations/find-by-id/${reservationId}`)).body.reservation_status).toBe('canceled');
    expect(problems).toEqual([]);
  });
});
