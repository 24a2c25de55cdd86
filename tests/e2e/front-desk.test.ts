import { addDays, todayIn } from '@hostel/shared/domain/dates';
import type { Browser, Page, Request } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, signedInMember, signedInOwner, uniqueEmail } from '../support/api';
import { axeViolations } from '../support/axe';
import { dayShown, hidden, shown, signedInPage, WAIT, workerBrowser } from '../support/browser';
import { latestMail } from '../support/mailbox';

// A receptionist (an employee) runs the front desk in the browser: books a guest through the
// new-reservation dialog (a full night refused first, everything typed kept), sees the arrival on the
// dashboard, finds the guest with the header search, changes the dates, marks the stay paid, resends the
// guest's confirmation email, updates the guest, and cancels. The owner erases the guest's personal data. axe runs on every new page and dialog.
// Each test has its own hostel (room types, a custom rate and a booking that fills a night, set up through
// the API) and page; the tests after the booking start from the same booking, made through the API.

let browser: Browser;
let owner: ApiUser;
let page: Page;
let problems: string[];
let today: string;
let reservationId = '';
const guestEmail = uniqueEmail('lucia');
const createRequests: Request[] = [];

const dialog = (name: string | RegExp) => page.getByRole('dialog', { name, exact: typeof name === 'string' });
const message = (text: string | RegExp) => page.getByRole('dialog', { name: /^(Message|Error)$/ }).getByText(text);
const answer = (path: string, method: string) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith(`/api/v1${path}`) && response.request().method() === method,
    WAIT,
  );
const fact = (term: string) =>
  page.locator('.res-facts dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

async function expectNoViolations(where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

async function created<T = any>(call: Promise<{ status: number; body: T }>, status = 201): Promise<T> {
  const response = await call;
  if (response.status !== status) throw new Error(`setup call failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

beforeAll(async () => {
  browser = await workerBrowser();
});

beforeEach(async () => {
  createRequests.length = 0;
  owner = (await signedInOwner({ firstName: 'Olga', propertyName: 'Casa Azul Hostel' })).user;
  const property = await created(owner.call('GET', '/properties'), 200);
  today = todayIn(property.time_zone);
  const dorm = await created(
    owner.call('POST', '/room-types/create', {
      description: 'Dorm 6',
      type: 'dorm',
      max_occupancy: 6,
      inventory: 1,
      base_rate: 20,
      currency: 'USD',
    }),
  );
  await created(
    owner.call('POST', '/room-types/create', {
      description: 'Double',
      type: 'private',
      max_occupancy: 2,
      inventory: 1,
      base_rate: 50,
      currency: 'EUR',
    }),
  );
  // The second night costs more, so the estimate must read each night's rate.
  await created(
    owner.call('POST', `/rates-and-availability/create/${dorm._id}`, {
      start_date: addDays(today, 1),
      end_date: addDays(today, 1),
      custom_rate: 30,
    }),
  );
  // A group fills five of the dorm's six beds on the third night.
  const group = await created(
    owner.call('POST', '/guests/create', { firstName: 'Grupo', lastName: 'Escolar', email: uniqueEmail('group') }),
  );
  await created(
    owner.call('POST', '/reservations/new', {
      guest_id: group._id,
      room_type_id: dorm._id,
      check_in: addDays(today, 2),
      check_out: addDays(today, 3),
      number_of_guest: 5,
      total_price: 100,
      currency: 'USD',
    }),
  );
  const employee = await signedInMember(owner, 'employee', 'Rita');
  ({ page, problems } = await signedInPage(browser, employee.user));
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/reservations/new') createRequests.push(request);
  });
});

/** Lucía's booking as the dialog makes it (today, 3 nights, 1 guest, $70), through the API; opens it when asked. */
async function booked(open = true): Promise<void> {
  const lucia = await created(
    owner.call('POST', '/guests/create', { firstName: 'Lucía', lastName: 'Fernández', email: guestEmail, countryCode: 'ar' }),
  );
  const rooms = await created(owner.call('GET', '/room-types'), 200);
  const dorm = (rooms as { _id: string; description: string }[]).find((room) => room.description === 'Dorm 6')!;
  const reservation = await created(
    owner.call('POST', '/reservations/new', {
      guest_id: lucia._id,
      room_type_id: dorm._id,
      check_in: today,
      check_out: addDays(today, 3),
      number_of_guest: 1,
      total_price: 70,
      currency: 'USD',
      special_request: 'Lower bunk please',
    }),
  );
  reservationId = reservation._id;
  if (open) {
    await page.goto(`/app/reservations/${reservationId}`);
    await shown(fact('Guest').getByText('Lucía Fernández'));
  }
}

describe('a receptionist runs the front desk', () => {
  it('opens the dialog from home: Back moves one step, Escape closes it and it opens again at step 0', async () => {
    await page.goto('/app');
    await shown(page.getByText('You have no arrivals today'));
    await page.getByRole('button', { name: 'New reservation' }).click();
    const flow = dialog('New reservation');
    await shown(flow);
    expect(await flow.locator('[aria-current="step"]').textContent()).toContain('Guest email');
    await expectNoViolations('new reservation, step 0');

    await flow.getByRole('button', { name: 'Continue' }).click();
    await shown(flow.getByText('Email is required'));
    await flow.getByLabel('Email', { exact: true }).fill(guestEmail);
    let lookup = answer('/guests/find', 'GET');
    await flow.getByRole('button', { name: 'Continue' }).click();
    expect(await (await lookup).json()).toBeNull();
    await shown(flow.getByRole('heading', { name: 'New guest' }));
    expect(await flow.getByLabel('Email', { exact: true }).inputValue()).toBe(guestEmail);
    expect(await flow.getByLabel('Email', { exact: true }).getAttribute('readonly')).not.toBeNull();
    await flow.getByLabel('First name').fill('Lucía');

    await flow.getByRole('button', { name: 'Back' }).click();
    await shown(flow.getByRole('heading', { name: 'Guest email' }));
    expect(await flow.getByLabel('Email', { exact: true }).inputValue()).toBe(guestEmail);
    lookup = answer('/guests/find', 'GET');
    await flow.getByRole('button', { name: 'Continue' }).click();
    await lookup;
    // The same email keeps what was typed for it.
    await expect.poll(() => flow.getByLabel('First name').inputValue(), WAIT).toBe('Lucía');

    await page.keyboard.press('Escape');
    await hidden(flow);
    await page.getByRole('button', { name: 'New reservation' }).click();
    await shown(flow.getByRole('heading', { name: 'Guest email' }));
    expect(await flow.getByLabel('Email', { exact: true }).inputValue()).toBe('');
  });

  it('books a guest: a full night is named before and after sending, nothing typed is lost, and the retry makes one booking', async () => {
    const flow = dialog('New reservation');
    await page.goto('/app');
    await shown(page.getByText('You have no arrivals today'));
    await page.getByRole('button', { name: 'New reservation' }).click();
    await shown(flow.getByRole('heading', { name: 'Guest email' }));
    await flow.getByLabel('Email', { exact: true }).fill(guestEmail);
    await flow.getByRole('button', { name: 'Continue' }).click();
    await shown(flow.getByRole('heading', { name: 'New guest' }));
    await flow.getByRole('button', { name: 'Continue' }).click();
    await shown(flow.getByText('First name is required'));
    await flow.getByLabel('First name').fill('Lucía');
    await flow.getByLabel('Last name').fill('Fernández');
    await flow.getByLabel('Country code').fill('ar');
    await expectNoViolations('new reservation, step 1 with errors');
    const guestCreated = answer('/guests/create', 'POST');
    await flow.getByRole('button', { name: 'Continue' }).click();
    const guest = await guestCreated;
    expect(guest.status()).toBe(201);
    expect(guest.request().headers()['idempotency-key']).toMatch(/^[\w:.-]{1,100}$/);

    await shown(flow.getByRole('heading', { name: 'Reservation details' }));
    await flow.getByLabel('Room type').selectOption({ label: 'Double (Private)' });
    expect(await flow.getByLabel('Currency').inputValue()).toBe('EUR');
    await flow.getByLabel('Room type').selectOption({ label: 'Dorm 6 (Dorm)' });
    expect(await flow.getByLabel('Currency').inputValue()).toBe('USD');
    await flow.getByLabel('Check-in').fill(today);
    await flow.getByLabel('Check-out').fill(addDays(today, 3));
    await flow.getByLabel('Guests').fill('2');
    // 2 guests × (20 + 30 + 20): each night's own rate.
    await expect.poll(() => flow.getByLabel('Total price').inputValue(), WAIT).toBe('140.00');
    expect(await flow.getByText('Estimate: $140.00 (3 nights × 2 guests)').isVisible()).toBe(true);
    const full = addDays(today, 2);
    await shown(flow.getByText(`Not enough for this stay on ${full}: it needs 2 beds each night.`));
    expect(await flow.getByRole('row', { name: new RegExp(`^${full}`) }).textContent()).toContain('1 bed');
    await flow.getByLabel('Special request').fill('Lower bunk please');
    await expectNoViolations('new reservation, step 2 with a full night');

    let booked = answer('/reservations/new', 'POST');
    await flow.getByRole('button', { name: 'Book reservation' }).click();
    expect((await booked).status()).toBe(409);
    await shown(flow.getByRole('alert').getByText(new RegExp(`^Not enough availability on ${full} \\(1 free\\)`)));
    expect(await flow.getByLabel('Check-out').inputValue()).toBe(addDays(today, 3));
    expect(await flow.getByLabel('Guests').inputValue()).toBe('2');
    expect(await flow.getByLabel('Special request').inputValue()).toBe('Lower bunk please');

    // One guest fits; the estimate follows. The first answer is lost on the way back: the retry sends
    // the same Idempotency-Key and gets the same booking, not a second one.
    await flow.getByLabel('Guests').fill('1');
    await expect.poll(() => flow.getByLabel('Total price').inputValue(), WAIT).toBe('70.00');
    await shown(flow.getByText('Every night has room for this stay (1 bed each night).'));
    await page.route(
      '**/api/v1/reservations/new',
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await flow.getByRole('button', { name: 'Book reservation' }).click();
    await shown(flow.getByRole('alert').getByText('Failed to fetch'));
    expect(await flow.getByRole('heading', { name: 'Reservation details' }).isVisible()).toBe(true);
    booked = answer('/reservations/new', 'POST');
    await flow.getByRole('button', { name: 'Book reservation' }).click();
    const reservation = await booked;
    expect(reservation.status()).toBe(201);
    reservationId = (await reservation.json())._id;

    const keys = createRequests.map((request) => request.headers()['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    const found = await created(
      owner.call('GET', `/reservations/find/${today.replaceAll('-', '')}-${addDays(today, 3).replaceAll('-', '')}-Fernández`),
      200,
    );
    expect(found.map((item: { _id: string }) => item._id)).toEqual([reservationId]);

    await shown(flow.getByRole('heading', { name: 'Reservation created' }));
    expect(await flow.getByText(reservationId.split('-').at(-1)!.toUpperCase()).isVisible()).toBe(true);
    expect(await flow.getByText('$70.00').isVisible()).toBe(true);
    await expectNoViolations('new reservation, done');
    await flow.getByRole('button', { name: 'Close', exact: true }).click();
    await hidden(flow);
  });

  it('sees the arrival on the dashboard and opens it', async () => {
    await booked(false);
    await page.goto('/app');
    const arrivals = page.getByRole('region', { name: "Who's coming today?" });
    await shown(arrivals.getByText('Lucía Fernández'));
    expect(await arrivals.getByText('1 pers').isVisible()).toBe(true);
    expect(await arrivals.getByText(`${dayShown(today)} → ${dayShown(addDays(today, 3))}`).isVisible()).toBe(true);
    const latest = page.getByRole('region', { name: 'Latest reservations' });
    expect(await latest.getByText('Lucía Fernández').isVisible()).toBe(true);
    expect(await page.getByText('You have no departures today').isVisible()).toBe(true);
    await expectNoViolations('home with an arrival');
    await arrivals.getByRole('link', { name: 'Open the reservation of Lucía Fernández' }).click();
    await page.waitForURL(`**/app/reservations/${reservationId}`, WAIT);
    await shown(fact('Guest').getByText('Lucía Fernández'));
  });

  it('finds the guest with the header search, and Back returns to the previous search', async () => {
    await booked(false);
    await page.goto('/app');
    const search = page.getByRole('searchbox', { name: 'Search reservations by guest' });
    await search.fill('fernandez');
    const results = answer('/reservations/find/', 'GET');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/app/reservations', WAIT);
    expect((await results).status()).toBe(200);
    const row = page.getByRole('row').filter({ hasText: 'Lucía Fernández' });
    await shown(row);
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      reservationId.split('-').at(-1)!.toUpperCase(),
      'Lucía Fernández',
      dayShown(today),
      dayShown(addDays(today, 3)),
      '$70.00',
      'Confirmed',
    ]);
    expect(await page.getByLabel('From').inputValue()).toBe(
      `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28'),
    );
    expect(await page.getByLabel('Search text').inputValue()).toBe('fernandez');
    await expectNoViolations('reservations with results');

    await page.getByLabel('Search text').fill('nobody-here');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await shown(page.getByText('No reservations found for the selected dates or guest name'));
    expect(new URL(page.url()).searchParams.get('search')).toBe('nobody-here');
    await page.goBack();
    await shown(row);
    expect(await page.getByLabel('Search text').inputValue()).toBe('fernandez');

    await row.getByRole('link').click();
    await page.waitForURL(`**/app/reservations/${reservationId}`, WAIT);
    await shown(fact('Arrival').getByText(dayShown(today)));
    await expectNoViolations('reservation detail');
    // Back returns to the very search.
    await page.getByRole('link', { name: 'Back' }).click();
    await shown(row);
    expect(new URL(page.url()).searchParams.get('search')).toBe('fernandez');
    await row.getByRole('link').click();
    await page.waitForURL(`**/app/reservations/${reservationId}`, WAIT);
  });

  it('changes the dates: the full night is named, then a longer stay is saved with its new estimate', async () => {
    await booked();
    await page.getByRole('button', { name: 'Change dates & number of guests' }).click();
    const change = dialog('Change dates & number of guests');
    await shown(change);
    expect(await change.getByLabel('Check-in').inputValue()).toBe(today);
    // The stay's own bed counts back on its nights: the third night has 1 free plus the one it holds.
    await change.getByLabel('Guests').fill('3');
    const full = addDays(today, 2);
    await shown(change.getByText(`Not enough for this stay on ${full}: it needs 3 beds each night.`));
    await expectNoViolations('change dates dialog');
    let saved = answer(`/reservations/update-dates-guest/${reservationId}`, 'PUT');
    await change.getByRole('button', { name: 'Save dates' }).click();
    expect((await saved).status()).toBe(409);
    await shown(change.getByRole('alert').getByText(new RegExp(`^Not enough availability on ${full}`)));
    expect(await change.getByLabel('Guests').inputValue()).toBe('3');

    await change.getByLabel('Guests').fill('1');
    await change.getByLabel('Check-out').fill(addDays(today, 4));
    await shown(change.getByText('New price estimate: $90.00 (4 nights × 1 guest)'));
    saved = answer(`/reservations/update-dates-guest/${reservationId}`, 'PUT');
    await change.getByRole('button', { name: 'Save dates' }).click();
    expect((await saved).status()).toBe(200);
    await shown(message('Reservation updated successfully'));
    await hidden(change);
    await shown(fact('Departure').getByText(dayShown(addDays(today, 4))));
    expect(await fact('Total price').textContent()).toBe('$90.00');
  });

  it('changes the details and marks the stay paid', async () => {
    await booked();
    await page.getByRole('button', { name: 'Change reservation details' }).click();
    const details = dialog('Change reservation details');
    await shown(details);
    await details.getByLabel('Special request').fill('x'.repeat(50));
    expect(await details.getByText('50 of 50 characters').isVisible()).toBe(true);
    await details.getByLabel('Booking source').selectOption('hostelworld.com');
    const saved = answer(`/reservations/update/${reservationId}`, 'PUT');
    await details.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).status()).toBe(200);
    await shown(message('Reservation updated successfully'));
    await shown(fact('Booking source').getByText('Hostelworld.com'));

    const paid = answer(`/reservations/payment_status/${reservationId}`, 'PUT');
    await page.getByRole('button', { name: 'Mark as Paid' }).click();
    expect((await paid).status()).toBe(200);
    await shown(message('Payment status updated'));
    await shown(fact('Payment status').getByText('Paid'));
    expect(await page.getByRole('button', { name: 'Paid', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Not a button' }).isDisabled()).toBe(true);
  });

  it('refuses details filled before another desk changed the stay, and shows the stay as it is now', async () => {
    await booked();
    await page.getByRole('button', { name: 'Change reservation details' }).click();
    const details = dialog('Change reservation details');
    await shown(details);
    // Another desk marks it paid while this form is open (it still says pending).
    expect((await owner.call('PUT', `/reservations/payment_status/${reservationId}`, { payment_status: 'paid' })).status).toBe(200);
    await details.getByLabel('Special request').fill('Late arrival');
    const refused = answer(`/reservations/update/${reservationId}`, 'PUT');
    await details.getByRole('button', { name: 'Save changes' }).click();
    expect((await refused).status()).toBe(409);
    await shown(details.getByText(/changed by someone else since you opened this form/));
    // Nothing typed is lost, and nothing was undone; Save again is refused again (the page read the stay again, but
    // the fields on screen are still the ones filled before); once closed, the page shows the stay paid.
    expect(await details.getByLabel('Special request').inputValue()).toBe('Late arrival');
    await fact('Payment status')
      .getByText('Paid')
      .waitFor({ state: 'attached', ...WAIT });
    const again = answer(`/reservations/update/${reservationId}`, 'PUT');
    await details.getByRole('button', { name: 'Save changes' }).click();
    expect((await again).status()).toBe(409);
    await details.getByRole('button', { name: 'Cancel' }).click();
    await shown(fact('Payment status').getByText('Paid'));
    expect((await owner.call('GET', `/reservations/find-by-id/${reservationId}`)).body).toMatchObject({
      payment_status: 'paid',
      special_request: 'Lower bunk please',
    });
  });

  it("resends the guest's confirmation email, and says so when it may not", async () => {
    await booked();
    const resend = page.getByRole('button', { name: 'Resend confirmation email' });
    for (let time = 1; time <= 3; time += 1) {
      const sent = answer(`/reservations/resend-confirmation/${reservationId}`, 'POST');
      await resend.click();
      expect((await sent).status()).toBe(200);
      await shown(message(`The confirmation email is on its way to ${guestEmail}`));
    }
    const mail = await latestMail(guestEmail, /^Your stay at Casa Azul Hostel is booked$/);
    expect(mail.text).toContain('Lucía');
    // A fourth time in a day is refused, and the page says why.
    const refused = answer(`/reservations/resend-confirmation/${reservationId}`, 'POST');
    await resend.click();
    expect((await refused).status()).toBe(429);
    await shown(message(/^The confirmation email was not sent\. This confirmation was sent too many times today\./));
  });

  it('shows and updates the guest; an employee may not erase their data', async () => {
    await booked();
    await page.getByRole('button', { name: 'Guest Info', exact: true }).click();
    await shown(fact('Passport or ID number').getByText('N/A'));
    expect(await page.getByRole('button', { name: 'Guest Info', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await fact('Email').textContent()).toBe(guestEmail);
    expect(await fact('Country code').textContent()).toBe('AR');
    await expectNoViolations('guest view');

    await page.getByRole('button', { name: 'Update Guest Information' }).click();
    const edit = dialog('Update guest information');
    await shown(edit);
    let sent = false;
    const watch = (request: Request) => {
      if (request.method() === 'PUT' && request.url().includes('/guests/update/')) sent = true;
    };
    page.on('request', watch);
    await edit.getByRole('button', { name: 'Save guest' }).click();
    await shown(edit.getByText('Nothing changed, so nothing was sent'));
    page.off('request', watch);
    expect(sent).toBe(false);
    await edit.getByLabel('Phone').fill('+54 351 555 0101');
    const updated = answer('/guests/update/', 'PUT');
    await edit.getByRole('button', { name: 'Save guest' }).click();
    expect((await updated).status()).toBe(200);
    await shown(message('Guest information updated'));
    await shown(fact('Phone').getByText('+54 351 555 0101'));

    await page.getByRole('button', { name: 'Delete Guest' }).click();
    const denied = page.getByRole('alertdialog', { name: 'Access denied' });
    await shown(denied);
    await denied.getByRole('button', { name: 'Close', exact: true }).click();
    await hidden(denied);
    await page.getByRole('button', { name: 'Guest Info', exact: true }).click();
    await shown(fact('Arrival'));
  });

  it('cancels: the confirmation can be declined, then the reservation is final', async () => {
    await booked();
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });
    await shown(
      confirm.getByText('The reservation will no longer appear on the calendar, but you can still find it in the reservations tab.'),
    );
    await expectNoViolations('cancel confirmation');
    await confirm.getByRole('button', { name: 'Keep reservation' }).click();
    await hidden(confirm);
    expect(await fact('Reservation status').textContent()).toBe('Confirmed');

    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const canceled = answer(`/reservations/status/${reservationId}`, 'PUT');
    await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
    expect((await canceled).status()).toBe(200);
    await shown(message('Reservation status updated'));
    await shown(fact('Reservation status').getByText('Canceled'));
    await shown(page.getByText('This reservation is canceled, which is final: its dates, guests and status cannot change.'));
    for (const name of ['Change dates & number of guests', 'Cancel reservation', 'Mark as no-show'])
      expect(await page.getByRole('button', { name }).isDisabled(), name).toBe(true);

    await page.getByRole('button', { name: 'Change reservation details' }).click();
    const details = dialog('Change reservation details');
    await shown(details);
    expect(await details.getByLabel('Reservation status').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(details);
    // The nights are free again: the dashboard no longer lists the arrival.
    await page.goto('/app');
    await shown(page.getByText('You have no arrivals today'));
    // The one connection this test cut on purpose is the only thing the browser complained about.
    expect(problems.filter((problem) => !problem.includes('net::ERR_CONNECTION_RESET'))).toEqual([]);
  });

  it('the owner erases the guest: the reservation keeps its stay and shows "Deleted guest"', async () => {
    await booked(false);
    const { page: ownerPage, problems: ownerProblems } = await signedInPage(
      browser,
      owner,
      { width: 360, height: 740 },
      { colorScheme: 'dark' },
    );
    page = ownerPage;
    await page.goto(`/app/reservations/${reservationId}?view=guest`);
    await shown(fact('Email').getByText(guestEmail));
    expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Delete Guest' }).click();
    const confirm = page.getByRole('alertdialog', { name: "Delete this guest's data?" });
    await shown(confirm);
    await expectNoViolations('erase confirmation on a phone, dark');
    const erased = answer('/guests/delete/', 'DELETE');
    await confirm.getByRole('button', { name: 'Delete guest data' }).click();
    expect((await erased).status()).toBe(200);
    await shown(message('Guest data deleted'));
    await shown(page.getByText("This guest's personal data was deleted."));
    expect(await fact('Email').textContent()).toBe('N/A');
    await page.getByRole('button', { name: 'Guest Info', exact: true }).click();
    await shown(fact('Guest').getByText('Deleted guest'));
    expect(await fact('Arrival').textContent()).toBe(dayShown(today));
    await expectNoViolations('reservation detail on a phone, dark');

    await page.goto(`/app/reservations?from=${today}&until=${addDays(today, 4)}`);
    await shown(page.getByRole('row').filter({ hasText: 'Deleted guest' }));
    expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
    await expectNoViolations('results as cards on a phone, dark');
    expect(ownerProblems).toEqual([]);
  });
});
