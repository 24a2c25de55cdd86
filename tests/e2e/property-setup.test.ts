import { addDays, todayIn } from '@hostel/shared/domain/dates';
import { PASSWORD_HINT } from '@hostel/shared/domain/password-policy';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiUser, signedInOwner, uniqueEmail } from '../support/api';
import { freshPage, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { signInContext } from '../support/owner-fixture';
import { latestMail, linkIn, mailsTo, tokenFrom } from '../support/mailbox';
import { expiredCopy } from '../support/tokens';

// An owner sets up a hostel from nothing in the browser: two room types (one refused by the Free plan's
// beds first), a rate range on the rates page, the property's details, and an invited employee who
// chooses a password through the emailed link, signs in through the form, and meets the Access-denied
// dialog on every manager-only button; the owner deletes that employee and a room type. Each test has
// its own owner and page: what an earlier step of the story made, it makes through the API first.

const WAIT = { timeout: 10_000 };
const EMPLOYEE_PASSWORD = 'Invited-Member-Pass-88!!';

let browser: Browser;
let owner: { user: ApiUser; email: string };
let page: Page;
let problems: string[];
let today: string;
let employeeEmail: string;

/** Waits until the element is on screen. */
const shown = (locator: Locator) => locator.waitFor({ state: 'visible', ...WAIT });
const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden', ...WAIT });
const dialog = (p: Page, name: string) => p.getByRole('dialog', { name, exact: true });
const message = (p: Page, text: string | RegExp) => p.getByRole('dialog', { name: /^(Message|Error)$/ }).getByText(text);

beforeAll(async () => {
  browser = await workerBrowser();
});

beforeEach(async () => {
  const created = await signedInOwner({ firstName: 'Lucía', propertyName: 'Casa Azul Hostel' });
  owner = { user: created.user, email: created.email };
  const property = await owner.user.call('GET', '/properties');
  today = todayIn(property.body.time_zone);
  employeeEmail = uniqueEmail('employee');
  ({ page, problems } = await signedInPage(browser, owner.user));
});

/** An API call of the setup; fails the test if it does not answer as expected. */
async function setUp(method: string, path: string, body: unknown, status = 201): Promise<any> {
  const response = await owner.user.call(method, path, body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body;
}

/** The story's dorm as the form creates it: 2 rooms of 6 beds at USD 20 (or the edited rate). */
const dormSix = (rate = 20) =>
  setUp('POST', '/room-types/create', {
    description: 'Dorm 6',
    type: 'dorm',
    max_occupancy: 6,
    inventory: 2,
    base_rate: rate,
    currency: 'USD',
  });
/** The story's private room: 3 doubles at USD 55.50. */
const doubleRooms = () =>
  setUp('POST', '/room-types/create', {
    description: 'Double',
    type: 'private',
    max_occupancy: 2,
    inventory: 3,
    base_rate: 55.5,
    currency: 'USD',
  });
/** The Bulk Edit's range: USD 70 with 1 for sale, tomorrow and the night after. */
const doubleRange = (double: { _id: string }) =>
  setUp('POST', `/rates-and-availability/create/${double._id}`, {
    start_date: addDays(today, 1),
    end_date: addDays(today, 2),
    custom_rate: 70,
    custom_availability: 1,
  });
/** Emilia, invited (no password: the mail's link sets it) or added with the password she chose. */
const emilia = (password?: string) =>
  setUp('POST', '/users/create', {
    username: employeeEmail,
    firstName: 'Emilia',
    lastName: 'Pérez',
    role: 'employee',
    ...(password ? { password } : {}),
  });

describe('an owner sets up the property', () => {
  it('starts empty: the rates page sends them to the room types page', async () => {
    await page.goto('/app/rates-and-availability');
    await shown(page.getByRole('heading', { level: 1, name: 'Rates & Availability' }));
    await shown(page.getByText('There are no room types created. Before you begin, please create your property room types'));
    expect(await page.getByRole('button', { name: 'Bulk Edit' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Create room types' }).click();
    await page.waitForURL('**/app/property/room-types', WAIT);
    await shown(page.getByText('No room types found. Please Create a room type'));
    expect(await page.getByText('0 of 25 beds used · 25 beds left on the Free plan').isVisible()).toBe(true);
  });

  it('creates a dorm, after the form says what is missing', async () => {
    await page.goto('/app/property/room-types');
    await shown(page.getByText('No room types found. Please Create a room type'));
    await page.getByRole('button', { name: 'Create Room Type' }).click();
    const form = dialog(page, 'Create Room Type');
    await shown(form);
    // The spec's defaults: private, mixed.
    expect(await form.getByLabel('Type', { exact: true }).inputValue()).toBe('private');
    expect(await form.getByLabel('Gender', { exact: true }).inputValue()).toBe('mixed');
    await form.getByRole('button', { name: 'Create Room Type' }).click();
    await shown(form.getByText('Name is required'));
    expect(await form.getByText('Base rate must be a number').isVisible()).toBe(true);

    await form.getByLabel('Name', { exact: true }).fill('Dorm 6');
    await form.getByLabel('Type', { exact: true }).selectOption('dorm');
    await form.getByLabel('Max occupancy', { exact: true }).fill('6');
    await form.getByLabel('Rooms', { exact: true }).fill('2');
    await shown(form.getByText('This room type uses 12 beds; 25 beds are left on the Free plan.'));
    await form.getByLabel('Base rate', { exact: true }).fill('20');
    await form.getByRole('button', { name: 'Create Room Type' }).click();
    await shown(message(page, 'Room type "Dorm 6" created with 2 rooms'));
    await hidden(form);

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dorm 6' }) });
    await shown(card);
    expect(await card.getByText('$20.00').isVisible()).toBe(true);
    expect(await card.getByText('Female only').count()).toBe(0);
    await card.getByText('Rooms and beds', { exact: true }).click();
    await shown(card.getByText('Dorm 6 · Room 2'));
    expect(await page.getByText('12 of 25 beds used · 13 beds left on the Free plan').isVisible()).toBe(true);
  });

  it('is told how many beds are left, keeps what was typed, and creates a private room that fits', async () => {
    await dormSix();
    await page.goto('/app/property/room-types');
    await shown(page.getByText('12 of 25 beds used · 13 beds left on the Free plan'));
    await page.getByRole('button', { name: 'Create Room Type' }).click();
    const form = dialog(page, 'Create Room Type');
    await shown(form);
    await form.getByLabel('Name', { exact: true }).fill('Double');
    await form.getByLabel('Max occupancy', { exact: true }).fill('20');
    await form.getByLabel('Rooms', { exact: true }).fill('1');
    await form.getByLabel('Base rate', { exact: true }).fill('55.5');
    await shown(form.getByText('This room type needs 20 beds, but only 13 beds are left on the Free plan.'));
    // The server has the last word: it refuses, and the form keeps every field.
    await form.getByRole('button', { name: 'Create Room Type' }).click();
    await shown(form.getByRole('alert').getByText('The Free plan allows up to 25 beds. This room type needs 20 beds and 13 are left'));
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Double');
    expect(await form.getByLabel('Base rate', { exact: true }).inputValue()).toBe('55.5');
    // The currency defaults to the one the property already uses.
    expect(await form.getByLabel('Currency', { exact: true }).inputValue()).toBe('USD');

    await form.getByLabel('Max occupancy', { exact: true }).fill('2');
    await form.getByLabel('Rooms', { exact: true }).fill('3');
    await form.getByRole('button', { name: 'Create Room Type' }).click();
    await shown(message(page, 'Room type "Double" created with 3 rooms'));
    await shown(page.getByText('18 of 25 beds used · 7 beds left on the Free plan'));
  });

  it('edits a room type: a bad rate is refused in the form, a good one shows on its card', async () => {
    await dormSix();
    await page.goto('/app/property/room-types');
    await page.getByRole('button', { name: 'Edit Dorm 6' }).click();
    const form = dialog(page, 'Edit room type');
    await shown(form);
    expect(await form.getByLabel('Base rate', { exact: true }).inputValue()).toBe('20.00');
    await form.getByLabel('Base rate', { exact: true }).fill('1000.01');
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(form.getByText('Base rate must be at most $1,000.00'));
    await form.getByLabel('Base rate', { exact: true }).fill('22.5');
    await form.getByLabel('Gender', { exact: true }).selectOption('female');
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(message(page, 'Room type updated successfully'));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dorm 6' }) });
    await shown(card.getByText('$22.50'));
    expect(await card.getByText('Female only').isVisible()).toBe(true);
  });

  it('sees the week on the rates page and moves through it, never before today', async () => {
    await dormSix(22.5);
    await doubleRooms();
    await page.goto('/app/rates-and-availability');
    const grid = page.getByRole('table');
    await shown(grid);
    const previous = page.getByRole('button', { name: 'Previous 7 days' });
    const next = page.getByRole('button', { name: 'Next 7 days' });
    await expect.poll(() => previous.isDisabled(), WAIT).toBe(true);
    expect(await grid.getByRole('columnheader').nth(1).textContent()).toContain('Today');
    expect(await grid.getByRole('rowheader', { name: 'Occupancy' }).count()).toBe(2);
    expect(await grid.getByText(/Dorm 6 · Dorm · 12 beds/).isVisible()).toBe(true);
    expect(await grid.getByText(/Double · Private · 3 rooms/).isVisible()).toBe(true);
    expect(await grid.getByRole('cell', { name: '$22.50' }).count()).toBe(7);

    await next.click();
    await expect.poll(() => previous.isDisabled(), WAIT).toBe(false);
    await expect.poll(() => grid.getByText('Today').count(), WAIT).toBe(0);
    await previous.click();
    await expect.poll(() => previous.isDisabled(), WAIT).toBe(true);
    await shown(grid.getByText('Today'));
  });

  it('sets a rate and availability with Bulk Edit, with the refusals shown in the form', async () => {
    const first = addDays(today, 1);
    const last = addDays(today, 2);
    await dormSix(22.5);
    await doubleRooms();
    await page.goto('/app/rates-and-availability');
    await shown(page.getByRole('table'));
    await page.getByRole('button', { name: 'Bulk Edit' }).click();
    const form = dialog(page, 'Bulk Edit');
    await shown(form);
    expect(await form.getByText('Nights, both dates included').isVisible()).toBe(true);
    expect(await form.getByLabel('Rate per night (USD)').getAttribute('inputmode')).toBe('decimal');
    await form.getByLabel('Room type').selectOption({ label: 'Double (Private)' });

    await form.getByLabel('Start date').fill(addDays(today, -1));
    await form.getByLabel('End date').fill(last);
    await form.getByLabel(/Rate per night/).fill('70');
    await form.getByRole('button', { name: 'Save' }).click();
    // A server refusal shows under its field and in the list under the form.
    await shown(form.locator('.field-error', { hasText: 'The start date cannot be in the past' }));

    await form.getByLabel('Start date').fill(first);
    await form.getByLabel('End date').fill(today);
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(form.getByText('End date must be on or after the start date'));

    await form.getByLabel('End date').fill(last);
    await form.getByLabel('Availability').fill('5');
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(form.getByRole('alert').getByText(/^Availability cannot be more than the units free each night/));
    expect(await form.getByLabel(/Rate per night/).inputValue()).toBe('70');

    await form.getByLabel('Availability').fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(message(page, 'Rates and availability updated for Double'));
    await hidden(form);

    const grid = page.getByRole('table');
    await expect.poll(() => grid.getByRole('cell', { name: '$70.00 (custom rate)' }).count(), WAIT).toBe(2);
    // Double's availability row: 3 rooms, 1 for sale on the two nights.
    const double = grid.locator('tbody').filter({ hasText: 'Double · Private' });
    const availability = double.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Availability' }) });
    expect(await availability.getByRole('cell').allTextContents()).toEqual(['3', '1', '1', '3', '3', '3', '3']);
  });

  it('edits the property details, time zone included, and sees its room types and rate plans', async () => {
    await dormSix(22.5);
    await doubleRange(await doubleRooms());
    await page.goto('/app/property/general-info');
    await shown(page.getByRole('heading', { level: 1, name: 'General info' }));
    expect(
      await page
        .getByRole('navigation', { name: 'Property settings' })
        .getByRole('link', { name: 'General info' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await page.getByRole('button', { name: 'Edit property info' }).click();
    const form = dialog(page, 'Edit property');
    await shown(form);
    expect(await form.getByLabel('Property name').inputValue()).toBe('Casa Azul Hostel');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(form.getByText('Email must be a valid email address'));
    await form.getByLabel('Email').fill('hola@casa-azul.example');
    await form.getByLabel('Street').fill('Calle Falsa 123');
    await form.getByLabel('City').fill('Córdoba');
    await form.getByLabel('Country').selectOption('AR');
    // Browsers name some zones their own way (America/Cordoba or America/Argentina/Cordoba): take the one listed.
    const zones = await form
      .getByLabel('Time zone')
      .evaluate((select: HTMLSelectElement) => [...select.options].map((option) => option.value));
    const cordoba = zones.find((zone) => zone.endsWith('/Cordoba'));
    expect(cordoba).toBeDefined();
    expect(zones).toContain('UTC');
    await form.getByLabel('Time zone').selectOption(cordoba!);
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(message(page, 'Property updated successfully'));
    const info = page.getByRole('region', { name: 'Property info' });
    await shown(info.getByText('Calle Falsa 123, Córdoba, AR'));
    expect(await info.getByText(cordoba!).isVisible()).toBe(true);
    expect(await info.getByText('hola@casa-azul.example').isVisible()).toBe(true);

    const roomTypes = page.getByRole('region', { name: 'Room types' });
    await shown(roomTypes.getByText('Dorm 6'));
    expect(await roomTypes.getByText('Private · 3 rooms · 6 beds · $55.50').isVisible()).toBe(true);
    expect(await roomTypes.getByRole('link', { name: 'Edit room types' }).getAttribute('href')).toBe('/app/property/room-types');

    const plans = page.getByRole('region', { name: 'Active rate plans' });
    await shown(plans.getByRole('heading', { name: 'Double' }));
    expect(await plans.getByText('$70.00 · 1 for sale').isVisible()).toBe(true);
  });

  it('adds an employee, who gets an invitation; Resend sends another', async () => {
    await page.goto('/app/property/general-info');
    await page.getByRole('button', { name: 'Add user' }).click();
    const form = dialog(page, 'Add user');
    await shown(form);
    expect(await form.getByLabel('Role').inputValue()).toBe('employee');
    await form.getByLabel('Email').fill(employeeEmail);
    await form.getByLabel('First name').fill('E');
    await form.getByRole('button', { name: 'Add user' }).click();
    await shown(form.getByText('First name must be 2 to 50 characters'));
    await form.getByLabel('First name').fill('Emilia');
    await form.getByLabel('Last name').fill('Pérez');
    await form.getByRole('button', { name: 'Add user' }).click();
    await shown(message(page, 'User added. An invitation to choose a password is on its way to them'));

    const users = page.getByRole('region', { name: 'Users' });
    const row = users.getByRole('listitem').filter({ hasText: employeeEmail });
    await shown(row.getByText('Invitation pending'));
    // The owner's own row (the admin) offers neither edit nor delete.
    const ownRow = users.getByRole('listitem').filter({ hasText: owner.email });
    expect(await ownRow.getByRole('button').count()).toBe(0);
    expect(await users.getByText('2 of 5 users on the Free plan').isVisible()).toBe(true);

    // The invitation leaves through the outbox a moment later: wait for it before asking for another.
    await latestMail(employeeEmail, /invited/i);
    const before = (await mailsTo(employeeEmail)).length;
    await row.getByRole('button', { name: 'Resend invitation to Emilia Pérez' }).click();
    await shown(message(page, `A new invitation is on its way to ${employeeEmail}`));
    await expect.poll(async () => (await mailsTo(employeeEmail)).length, WAIT).toBe(before + 1);
  });
});

describe('the invited employee', () => {
  let employee: BrowserContext;
  let employeePage: Page;

  beforeEach(async () => {
    ({ context: employee, page: employeePage } = await freshPage(browser));
  });

  it('is told when the link has expired, then chooses a password with the live link and is sent to sign in', async () => {
    await emilia();
    const link = linkIn(await latestMail(employeeEmail, /invited/i), '/accounts/invitation/');
    const field = (name: string) => employeePage.getByLabel(name, { exact: true });

    await employeePage.goto(`/accounts/invitation/${await expiredCopy(tokenFrom(link))}`);
    await shown(employeePage.getByRole('heading', { level: 1, name: 'Join your team' }));
    await field('New password').fill(EMPLOYEE_PASSWORD);
    await field('Repeat new password').fill(EMPLOYEE_PASSWORD);
    await employeePage.getByRole('button', { name: 'Set password' }).click();
    await shown(
      employeePage.getByText(
        'This invitation link has expired. Ask an administrator or manager of your property to send you a new one from the users list.',
      ),
    );

    await employeePage.goto(link.pathname);
    await shown(field('New password'));
    // The password rule is on screen once, before and after a weak password.
    expect(await employeePage.getByText(PASSWORD_HINT).count()).toBe(1);
    await field('New password').fill('short');
    await employeePage.getByRole('button', { name: 'Set password' }).click();
    await shown(employeePage.locator('.field-error', { hasText: PASSWORD_HINT }));
    expect(await employeePage.getByText(PASSWORD_HINT).count()).toBe(1);

    await field('New password').fill(EMPLOYEE_PASSWORD);
    await field('Repeat new password').fill('something-else');
    await employeePage.getByRole('button', { name: 'Set password' }).click();
    await shown(employeePage.getByText("Passwords don't match"));

    await field('Repeat new password').fill(EMPLOYEE_PASSWORD);
    await employeePage.getByRole('button', { name: 'Set password' }).click();
    await shown(employeePage.getByText('Your password is set. You will be taken to the sign-in page.'));
    await employeePage.waitForURL('**/accounts/login', WAIT);
  });

  it('signs in and meets the Access-denied dialog on every manager-only button', async () => {
    await dormSix(22.5);
    await doubleRooms();
    await emilia(EMPLOYEE_PASSWORD);
    await employeePage.goto('/accounts/login');
    await employeePage.getByLabel('Email', { exact: true }).fill(employeeEmail);
    await employeePage.getByLabel('Password', { exact: true }).fill(EMPLOYEE_PASSWORD);
    await employeePage.getByRole('button', { name: 'Sign in' }).click();
    await employeePage.waitForURL((url) => url.pathname === '/app', WAIT);
    await shown(employeePage.getByText('Hello, Emilia'));

    const denied = employeePage.getByRole('alertdialog', { name: 'Access denied' });
    async function expectDenied(button: Locator) {
      await shown(button);
      await button.click();
      await shown(denied);
      expect(await denied.getByText("You don't have permissions to access this page.").isVisible()).toBe(true);
      expect(await denied.getByText('Contact an administrator or manager').isVisible()).toBe(true);
      await denied.getByRole('button', { name: 'Close', exact: true }).click();
      await hidden(denied);
    }

    await employeePage.goto('/app/property/general-info');
    await shown(employeePage.getByRole('region', { name: 'Property info' }).getByText('Casa Azul Hostel'));
    await expectDenied(employeePage.getByRole('button', { name: 'Edit property info' }));
    await expectDenied(employeePage.getByRole('button', { name: 'Add user' }));
    // An employee reads the team; the manager-only buttons stay where they are and explain themselves.
    const ownerRow = employeePage.getByRole('region', { name: 'Users' }).getByRole('listitem').filter({ hasText: owner.email });
    await shown(ownerRow);

    await employeePage.goto('/app/property/room-types');
    await expectDenied(employeePage.getByRole('button', { name: 'Create Room Type' }));
    await expectDenied(employeePage.getByRole('button', { name: 'Edit Double' }));
    await expectDenied(employeePage.getByRole('button', { name: 'Edit rooms and beds of Double' }));
    await expectDenied(employeePage.getByRole('button', { name: 'Delete Double' }));
    expect(await employeePage.getByRole('dialog', { name: 'Create Room Type' }).isVisible()).toBe(false);

    await employeePage.goto('/app/rates-and-availability');
    await expectDenied(employeePage.getByRole('button', { name: 'Bulk Edit' }));
    expect(await employeePage.getByRole('dialog', { name: 'Bulk Edit' }).isVisible()).toBe(false);
  });

  it('is shown as a member to the owner, who edits and then deletes them; the employee is signed out', async () => {
    await emilia(EMPLOYEE_PASSWORD);
    // Emilia signed in on her own browser.
    const signedIn = new ApiUser();
    expect((await signedIn.call('POST', '/users/auth', { username: employeeEmail, password: EMPLOYEE_PASSWORD })).status).toBe(200);
    await signInContext(employee, signedIn);
    await employeePage.goto('/app');
    await shown(employeePage.getByText('Hello, Emilia'));
    await page.goto('/app/property/general-info');
    const users = page.getByRole('region', { name: 'Users' });
    const row = users.getByRole('listitem').filter({ hasText: employeeEmail });
    await shown(row);
    await expect.poll(() => row.getByText('Invitation pending').count(), WAIT).toBe(0);

    await row.getByRole('button', { name: 'Edit Emilia Pérez' }).click();
    const form = dialog(page, 'Edit user');
    await shown(form);
    expect(await form.getByLabel('Email').inputValue()).toBe(employeeEmail);
    await form.getByLabel('Last name').fill('Pérez Gil');
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(message(page, 'User updated successfully'));
    await shown(row.getByRole('button', { name: 'Edit Emilia Pérez Gil' }));

    await row.getByRole('button', { name: 'Delete Emilia Pérez Gil' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this user?' });
    await shown(confirm);
    expect(await confirm.getByText('will no longer be able to log in').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(confirm);
    await row.getByRole('button', { name: 'Delete Emilia Pérez Gil' }).click();
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await shown(message(page, 'User deleted successfully'));
    await expect.poll(() => users.getByText(employeeEmail).count(), WAIT).toBe(0);

    await employeePage.goto('/app/property/general-info');
    await employeePage.waitForURL('**/accounts/login', WAIT);
  });
});

describe('the owner deletes a room type', () => {
  it('asks first, in the spec words, then removes its card', async () => {
    await dormSix(22.5);
    await doubleRooms();
    await page.goto('/app/property/room-types');
    await page.getByRole('button', { name: 'Delete Double' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Room Type?' });
    await shown(confirm);
    expect(await confirm.getByText('This cannot be undone.', { exact: false }).isVisible()).toBe(true);
    expect(await confirm.getByText('Make sure no reservations exist for this room type before you delete it.').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete room type' }).click();
    await shown(message(page, 'Room type deleted successfully'));
    await expect.poll(() => page.getByRole('heading', { name: 'Double' }).count(), WAIT).toBe(0);
    await shown(page.getByText('12 of 25 beds used · 13 beds left on the Free plan'));
    expect(problems).toEqual([]);
  });
});

describe('when a read fails', () => {
  it('says what could not be loaded and loads it again on request', async () => {
    await dormSix();
    const { page: failing } = await signedInPage(browser, owner.user);
    let failures = 0;
    await failing.route('**/api/v1/room-types', async (route) => {
      failures += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"Something went wrong on our side"}' });
    });
    await failing.goto('/app/property/room-types');
    const alert = failing.getByRole('alert').filter({ hasText: 'The room types could not be loaded. Something went wrong on our side' });
    await shown(alert);
    expect(failures).toBeGreaterThan(0);
    await failing.unroute('**/api/v1/room-types');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await shown(failing.getByRole('heading', { name: 'Dorm 6' }));
    expect(await alert.count()).toBe(0);
  });
});

describe('on a phone', () => {
  it('scrolls the rates grid sideways with the row names held in place, and the page itself does not', async () => {
    await dormSix(22.5);
    await doubleRooms();
    const { page: phonePage } = await signedInPage(browser, owner.user, PHONE);
    await phonePage.goto('/app/rates-and-availability');
    const region = phonePage.getByRole('region', { name: /^Rates and availability/ });
    await shown(region.getByRole('table'));
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    const rowName = region.getByRole('rowheader', { name: 'Occupancy' }).first();
    const before = await rowName.boundingBox();
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => region.evaluate((element) => element.scrollLeft), WAIT).toBeGreaterThan(0);
    const after = await rowName.boundingBox();
    expect(after?.x).toBe(before?.x);
    // The last day has scrolled into view next to it.
    const lastDay = region.getByRole('columnheader').last();
    expect(await lastDay.isVisible()).toBe(true);
  });
});
