import type { Browser, Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner, uniqueEmail } from '../support/api';
import { DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { roomType } from '../support/front-desk';

// Naming rooms and beds in the browser, on a desk and a phone: the room types page's "Edit rooms and
// beds", a duplicate refused under the form, then the names on the calendar's rows.

const WAIT = { timeout: 10_000 };
const shown = (locator: Locator) => locator.waitFor({ state: 'visible', ...WAIT });

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

describe.each([
  ['desk', DESK],
  ['phone', PHONE],
])('rooms and beds named on a %s', (_name, viewport) => {
  it('renames a room and a bed from the keyboard, and the calendar row reads "Room 101, bed A"', async () => {
    const { user } = await signedInOwner();
    const dorm = await roomType(user, {
      description: 'Dorm',
      type: 'dorm',
      max_occupancy: 3,
      inventory: 2,
      base_rate: 20,
      currency: 'USD',
    });
    const { page, problems } = await signedInPage(browser, user, viewport);
    await page.goto('/app/property/room-types');
    await page.getByRole('button', { name: `Edit rooms and beds of ${dorm.description}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rooms and beds of ${dorm.description}` });
    await shown(dialog);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    const room = dialog.getByRole('group', { name: 'Room 1' });
    await room.getByLabel('Room name').fill('Room 101');
    await room.getByLabel('Bed 1', { exact: true }).fill('A');
    const second = room.getByLabel('Bed 2', { exact: true });
    await second.fill('3');
    await second.press('Enter');
    await shown(dialog.getByRole('alert').getByText('Another bed of this room is already named "3"', { exact: true }));
    await expect.poll(() => second.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await second.getAttribute('aria-invalid')).toBe('true');

    await second.fill('B');
    await second.press('Enter');
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await shown(page.getByRole('dialog', { name: 'Message' }).getByText('Rooms and beds saved'));

    await page.goto('/app/calendar');
    const label = page.locator(`[data-lane-bed="${dorm.products[0].beds[0]}"] .calendar-lane-label`);
    await shown(label);
    expect(await label.getAttribute('title')).toBe('Room 101, bed A');
    expect(await label.innerText()).toContain('Bed A');
    expect(await page.locator('.calendar-room').first().innerText()).toContain('Room 101');
    expect(await page.locator(`[data-lane-bed="${dorm.products[1].beds[0]}"] .calendar-lane-label`).getAttribute('title')).toBe(
      `${dorm.description} · Room 2, bed 1`,
    );
    expect(problems).toEqual([]);
  });
});

describe('a named bed in a booking', () => {
  it('says "This booking takes Room 101, bed A." when booked from that bed, and names it once booked and on the reservation', async () => {
    const { user } = await signedInOwner();
    const dorm = await roomType(user, {
      description: 'Dorm',
      type: 'dorm',
      max_occupancy: 2,
      inventory: 1,
      base_rate: 20,
      currency: 'USD',
    });
    const [room] = dorm.products;
    const renamed = await user.call('PUT', `/room-types/units/${dorm._id}`, {
      rooms: [{ room_id: room.room_id, room_name: 'Room 101', beds: [{ bed_id: room.beds[0], bed_name: 'A' }] }],
    });
    expect(renamed.status).toBe(200);
    const { page, problems } = await signedInPage(browser, user, DESK);
    await page.goto('/app/calendar');
    await expect.poll(() => page.locator('.calendar-grid').getAttribute('data-state'), WAIT).toBe('ready');
    // The wide window starts 3 days before today: today and tomorrow are columns 3 and 4.
    const night = (col: number) => page.locator(`[data-lane-bed="${room.beds[0]}"] [data-part="cell"][data-col="${col}"]`);
    await night(3).click();
    await night(4).click();
    const dialog = page.getByRole('dialog', { name: 'New reservation' });
    await shown(dialog);
    await dialog.getByLabel('Email', { exact: true }).fill(uniqueEmail('walk-in'));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await shown(dialog.getByRole('heading', { name: 'New guest' }));
    await dialog.getByLabel('First name').fill('Walk');
    await dialog.getByLabel('Last name').fill('In');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await shown(dialog.getByRole('heading', { name: 'Reservation details' }));
    await expect.poll(() => dialog.innerText(), WAIT).toContain('This booking takes Room 101, bed A.');
    await expect.poll(() => dialog.getByLabel('Total price').inputValue(), WAIT).not.toBe('');
    await dialog.getByRole('button', { name: 'Book reservation' }).click();
    await shown(dialog.getByRole('heading', { name: 'Reservation created' }));
    expect(await dialog.innerText()).toContain('Bed\nRoom 101, bed A');
    // The reservation's own page names its bed the same way.
    await dialog.getByRole('link', { name: 'Open reservation' }).click();
    await expect.poll(() => page.locator('.res-facts').first().innerText(), WAIT).toContain('Beds\nRoom 101, bed A');
    expect(problems).toEqual([]);
  });
});
