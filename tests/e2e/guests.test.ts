import { addDays, todayIn } from '@hostel/shared/domain/dates';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signedInOwner, uniqueEmail } from '../support/api';
import { axeViolations } from '../support/axe';
import { dayShown, DESK, PHONE, shown, signedInPage, WAIT, workerBrowser } from '../support/browser';

// Guests at the front desk, on a desk screen (1280 px) and a phone (375 px): a walk-in without an email
// is booked; a guest found by a reused email is booked without being rewritten (once, a placeholder email
// renamed an earlier guest on every reservation).

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function ok<T = any>(call: Promise<{ status: number; body: T }>): Promise<T> {
  const response = await call;
  if (response.status >= 300) throw new Error(`setup call failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

interface Desk {
  owner: ApiUser;
  today: string;
  dormId: string;
}

async function desk(): Promise<Desk> {
  const { user: owner } = await signedInOwner({ propertyName: 'Casa Verde' });
  const property = await ok(owner.call('GET', '/properties'));
  const dorm = await ok(
    owner.call('POST', '/room-types/create', {
      description: 'Dorm 6',
      type: 'dorm',
      max_occupancy: 6,
      inventory: 1,
      base_rate: 20,
      currency: 'USD',
    }),
  );
  return { owner, today: todayIn(property.time_zone), dormId: dorm._id };
}

async function openDialog(page: Page): Promise<Locator> {
  await page.goto('/app/calendar');
  await page.getByRole('button', { name: 'New reservation' }).click();
  const flow = page.getByRole('dialog', { name: 'New reservation' });
  await shown(flow.getByRole('heading', { name: 'Guest email' }));
  return flow;
}

async function bookStep(page: Page, flow: Locator): Promise<string> {
  await shown(flow.getByRole('heading', { name: 'Reservation details' }));
  // The price is the estimate, filled once the nights are read.
  await expect.poll(() => flow.getByLabel('Total price').inputValue(), WAIT).not.toBe('');
  const booked = page.waitForResponse((response) => response.url().endsWith('/api/v1/reservations/new'), WAIT);
  await flow.getByRole('button', { name: 'Book reservation' }).click();
  const response = await booked;
  expect(response.status()).toBe(201);
  await shown(flow.getByRole('heading', { name: 'Reservation created' }));
  return (await response.json())._id;
}

for (const [screen, viewport] of [
  ['desk', DESK],
  ['phone', PHONE],
] as const) {
  describe(`guests on a ${screen}`, () => {
    it('books a walk-in guest who has no email', async () => {
      const { owner } = await desk();
      const { page, problems } = await signedInPage(browser, owner, viewport);
      const flow = await openDialog(page);
      await flow.getByRole('button', { name: 'Guest has no email' }).click();
      await shown(flow.getByRole('heading', { name: 'New guest' }));
      expect(await flow.getByLabel('Email', { exact: true }).inputValue()).toBe('');
      await flow.getByLabel('First name').fill('Walk');
      await flow.getByLabel('Last name').fill('In');
      const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/guests/create'), WAIT);
      await flow.getByRole('button', { name: 'Continue' }).click();
      const guest = await (await created).json();
      expect(guest.contact_info.email).toBe('');
      const id = await bookStep(page, flow);
      expect((await ok(owner.call('GET', `/reservations/find-by-id/${id}`))).guest_info.full_name).toBe('Walk In');
      expect(problems).toEqual([]);
    });

    it('suggests guests as the desk types, picks one by keyboard and books them without rewriting them', async () => {
      const { owner } = await desk();
      const greta = await ok(
        owner.call('POST', '/guests/create', { firstName: 'Greta', lastName: 'Lindqvist', phoneNumber: '+46 70 111 2233' }),
      );
      const gretel = await ok(
        owner.call('POST', '/guests/create', { firstName: 'Gretel', lastName: 'Maier', email: uniqueEmail('gretel') }),
      );
      const { page, problems } = await signedInPage(browser, owner, viewport);
      const writes: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });
      const flow = await openDialog(page);
      const box = flow.getByRole('combobox', { name: 'Find a guest on file' });
      await box.fill('gret');
      const list = flow.getByRole('listbox', { name: 'Guests found' });
      await shown(list.getByRole('option', { name: /Gretel Maier/ }));
      expect(await list.getByRole('option').count()).toBe(2);
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      // Escape closes the list, not the dialog.
      await page.keyboard.press('Escape');
      await expect.poll(() => box.getAttribute('aria-expanded'), WAIT).toBe('false');
      expect(await flow.isVisible()).toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = list.getByRole('option').nth(1);
      await expect.poll(() => second.getAttribute('aria-selected'), WAIT).toBe('true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
      await page.keyboard.press('Enter');
      // Sorted by last name: Lindqvist, then Maier.
      await shown(flow.getByRole('heading', { name: 'Guest on file' }));
      expect(await flow.getByText('Gretel Maier').isVisible()).toBe(true);
      expect(await flow.getByRole('link', { name: 'Edit guest' }).getAttribute('href')).toBe(`/app/guests/${gretel._id}`);
      await flow.getByRole('button', { name: 'Book for this guest' }).click();
      const id = await bookStep(page, flow);
      const reservation = await ok(owner.call('GET', `/reservations/find-by-id/${id}`));
      expect(reservation.guest_id).toBe(gretel._id);
      expect(writes).toEqual(['POST /api/v1/reservations/new']);
      expect((await ok(owner.call('GET', `/guests/find-by-id/${gretel._id}`))).msg).toEqual(gretel);
      expect((await ok(owner.call('GET', `/guests/find-by-id/${greta._id}`))).msg).toEqual(greta);
      expect(problems).toEqual([]);
    });

    it("shows the guest's page: details, stays and their total, and edits the guest there (email, nationality, notes)", async () => {
      const { owner, today, dormId } = await desk();
      const ana = await ok(owner.call('POST', '/guests/create', { firstName: 'Ana', lastName: 'Sousa', phoneNumber: '+351 912 345 678' }));
      const booking = (checkIn: string, price: number) =>
        ok(
          owner.call('POST', '/reservations/new', {
            guest_id: ana._id,
            room_type_id: dormId,
            check_in: checkIn,
            check_out: addDays(checkIn, 1),
            number_of_guest: 1,
            total_price: price,
            currency: 'USD',
          }),
        );
      const first = await booking(today, 20);
      await booking(addDays(today, 7), 25.5);
      const { page, problems } = await signedInPage(browser, owner, viewport);
      // From the reservation's guest view to the guest's page.
      await page.goto(`/app/reservations/${first._id}?view=guest`);
      await page.getByRole('link', { name: 'Guest page' }).click();
      await shown(page.getByRole('heading', { name: 'Ana Sousa', level: 1 }));
      const stays = page.getByRole('region', { name: 'Stays' });
      await shown(stays.getByRole('link', { name: first._id.split('-').at(-1)!.toUpperCase() }));
      expect(await stays.getByRole('listitem').count()).toBe(2);
      expect(await stays.getByText('$45.50').isVisible()).toBe(true);
      // The stays' dates in the screens' language, never yyyy-MM-dd.
      const firstStay = await stays.getByRole('listitem').first().innerText();
      expect(firstStay).toContain(`${dayShown(today)} → ${dayShown(addDays(today, 1))}`);
      expect(firstStay).not.toContain(today);
      expect(await page.getByText('No notes yet. Edit the guest to add some.').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Edit guest' }).click();
      const edit = page.getByRole('dialog', { name: 'Update guest information' });
      const email = uniqueEmail('ana.sousa');
      await edit.getByLabel('Email', { exact: true }).fill(email);
      await edit.getByLabel('Nationality').selectOption('PT');
      await edit.getByLabel('Notes').fill('Vegetarian.\nArrives late.');
      expect(await axeViolations(page)).toEqual([]);
      const saved = page.waitForResponse((response) => response.url().includes('/api/v1/guests/update/'), WAIT);
      await edit.getByRole('button', { name: 'Save guest' }).click();
      expect((await saved).status()).toBe(200);
      await shown(page.getByText('Portugal (PT)'));
      await shown(page.getByText(email));
      expect(await page.locator('.guest-notes').innerText()).toBe('Vegetarian.\nArrives late.');
      expect((await ok(owner.call('GET', `/guests/find?q=${email}`)))._id).toBe(ana._id);

      await page.goto('/app/guests/no-such-guest');
      await shown(page.getByText('This guest does not exist, or belongs to another property.'));
      expect(problems.filter((problem) => !problem.includes('Guest not found'))).toEqual([]);
    });

    it('finds from the header search a reservation by its reference (it opens) and a guest by phone', async () => {
      const { owner, today, dormId } = await desk();
      const marta = await ok(
        owner.call('POST', '/guests/create', { firstName: 'Marta', lastName: 'Vidal', phoneNumber: '+34 600 123 456' }),
      );
      const otto = await ok(owner.call('POST', '/guests/create', { firstName: 'Otto', lastName: 'Weber' }));
      const book = (guestId: string) =>
        ok(
          owner.call('POST', '/reservations/new', {
            guest_id: guestId,
            room_type_id: dormId,
            check_in: today,
            check_out: addDays(today, 2),
            number_of_guest: 1,
            total_price: 40,
            currency: 'USD',
          }),
        );
      const martaStay = await book(marta._id);
      const ottoStay = await book(otto._id);
      const { page, problems } = await signedInPage(browser, owner, viewport);
      await page.goto('/app');
      const search = page.getByRole('searchbox', { name: 'Search reservations by guest' });
      const headerSearch = async (text: string) => {
        // On a phone the search opens from its icon in the header; wait for the header to show either.
        const toggle = page.getByRole('button', { name: 'Search reservations' });
        await shown(search.or(toggle).first());
        if (!(await search.isVisible())) await toggle.click();
        await search.fill(text);
        await search.press('Enter');
      };
      const reference = ottoStay._id.split('-').at(-1)!.toUpperCase();
      await headerSearch(reference.toLowerCase());
      await page.waitForURL(`**/app/reservations/${ottoStay._id}`, WAIT);
      await shown(page.getByRole('heading', { name: `Reservation ${reference}` }));

      await headerSearch('600 123 456');
      await page.waitForURL('**/app/reservations?search=*', WAIT);
      const results = page.getByRole('table');
      await shown(results.getByRole('link', { name: martaStay._id.split('-').at(-1)!.toUpperCase() }));
      expect(await results.getByText('Marta Vidal').isVisible()).toBe(true);
      expect(await results.getByText('Otto Weber').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('books a different person under a reused email without renaming the guest on file (the Greta case)', async () => {
      const { owner, today, dormId } = await desk();
      const placeholder = uniqueEmail('noemail');
      const greta = await ok(owner.call('POST', '/guests/create', { firstName: 'Greta', lastName: 'Lindqvist', email: placeholder }));
      const earlier = await ok(
        owner.call('POST', '/reservations/new', {
          guest_id: greta._id,
          room_type_id: dormId,
          check_in: today,
          check_out: addDays(today, 2),
          number_of_guest: 1,
          total_price: 40,
          currency: 'USD',
        }),
      );
      const { page, problems } = await signedInPage(browser, owner, viewport);
      const writes: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });
      const flow = await openDialog(page);
      await flow.getByLabel('Email', { exact: true }).fill(placeholder);
      await flow.getByRole('button', { name: 'Continue' }).click();
      // The guest on file is shown, read-only: nothing here can change them.
      await shown(flow.getByRole('heading', { name: 'Guest on file' }));
      expect(await flow.getByText('Greta Lindqvist').isVisible()).toBe(true);
      expect(await flow.getByRole('textbox').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await flow.getByRole('button', { name: 'A different person' }).click();
      await shown(flow.getByRole('heading', { name: 'New guest' }));
      await flow.getByLabel('First name').fill('Otra');
      await flow.getByLabel('Last name').fill('Persona');
      await flow.getByRole('button', { name: 'Continue' }).click();
      await bookStep(page, flow);

      expect(writes.filter((write) => write.includes('/guests/update'))).toEqual([]);
      const after = await ok(owner.call('GET', `/guests/find-by-id/${greta._id}`));
      expect(after.msg).toEqual(greta);
      expect((await ok(owner.call('GET', `/reservations/find-by-id/${earlier._id}`))).guest_info.full_name).toBe('Greta Lindqvist');
      const window = `${today.replaceAll('-', '')}-${addDays(today, 1).replaceAll('-', '')}`;
      const found = await ok(owner.call('GET', `/reservations/find/${window}-greta`));
      expect(found.map((row: { _id: string }) => row._id)).toEqual([earlier._id]);
      expect(problems).toEqual([]);
    });
  });
}
