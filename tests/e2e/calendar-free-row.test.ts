import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { bookingFromNights } from '../support/calendar-page';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';

// The "Beds free" / "Rooms free" row under each room type on the calendar, on a desk and a phone: it
// counts what is sold, says Closed where a custom availability of 0 closed a night, and changes as soon
// as a booking is made from the calendar.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const cellOn = (page: Page, typeId: string, date: string) => page.locator(`[data-free-type="${typeId}"] [data-date="${date}"]`);
/** What the cell shows (its words for screen readers aside). */
const freeOn = (page: Page, typeId: string, date: string) => cellOn(page, typeId, date).locator('[aria-hidden="true"]');

describe.each([
  { label: 'desk', viewport: DESK, before: 3 },
  { label: 'phone', viewport: PHONE, before: 1 },
])('the free units row on a $label', ({ viewport, before }) => {
  it('counts beds and rooms for sale, shows closed nights, and changes after a booking', async () => {
    const base = await hostel();
    const dorm = await roomType(base.user, {
      description: 'Dorm',
      type: 'dorm',
      max_occupancy: 4,
      inventory: 1,
      base_rate: 20,
      currency: 'USD',
    });
    const double = await roomType(base.user, {
      description: 'Double',
      type: 'private',
      max_occupancy: 2,
      inventory: 2,
      base_rate: 50,
      currency: 'USD',
    });
    const ana = await guest(base.user, { firstName: 'Ana', lastName: 'García' });
    await book(base.user, stay(ana._id, dorm._id, base.today, 1, 2));
    await book(base.user, stay(ana._id, double._id, base.today, 1, 2));
    const closed = addDays(base.today, 2);
    const closing = await base.user.call('POST', `/rates-and-availability/create/${dorm._id}`, {
      start_date: closed,
      end_date: closed,
      custom_rate: 20,
      custom_availability: 0,
    });
    expect(closing.status).toBe(201);

    const { page, problems } = await signedInPage(browser, base.user, viewport);
    await page.goto('/app/calendar');
    const tonight = freeOn(page, dorm._id, base.today);
    await expect.poll(() => tonight.innerText()).toBe('2');
    expect(await page.locator(`[data-free-type="${dorm._id}"] [role="rowheader"]`).innerText()).toBe('Beds free');
    expect(await page.locator(`[data-free-type="${double._id}"] [role="rowheader"]`).innerText()).toBe('Rooms free');
    expect(await freeOn(page, double._id, base.today).innerText()).toBe('1');
    expect(await freeOn(page, dorm._id, addDays(base.today, 1)).innerText()).toBe('4');
    expect(await freeOn(page, dorm._id, closed).innerText()).toBe('Closed');
    expect(await cellOn(page, dorm._id, closed).locator('.visually-hidden').innerText()).toMatch(/^Closed \(no availability\)/);

    // A booking from the calendar: two nights from tomorrow on a free dorm bed.
    const bed = dorm.products[0].beds[3];
    const dialog = await bookingFromNights(page, bed, before + 1, before + 1, 'Walk In');
    const booked = page.waitForResponse((response) => response.url().includes('/reservations/new'));
    await dialog.getByRole('button', { name: 'Book reservation' }).click();
    expect((await booked).status()).toBe(201);
    await expect.poll(() => freeOn(page, dorm._id, addDays(base.today, 1)).innerText()).toBe('3');
    expect(await tonight.innerText()).toBe('2');
    expect(problems).toEqual([]);
  });
});
