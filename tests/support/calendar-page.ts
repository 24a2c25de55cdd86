import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from './api';

// The calendar page in a browser test: its nights, and a booking started from them.

/** The calendar tests' small dorm: one room of four beds, 20 USD a night. */
export const FOUR_BED_DORM = { description: 'Dorm', type: 'dorm', max_occupancy: 4, inventory: 1, base_rate: 20, currency: 'USD' };

/** A free night's cell, by its column in the window. */
export const night = (page: Page, bedId: string, col: number) =>
  page.locator(`[data-lane-bed="${bedId}"] [data-part="cell"][data-col="${col}"]`);

/** Selects nights on a bed and walks the dialog to its last step with a new guest: the dialog, at "Reservation details" with its estimate. */
export async function bookingFromNights(page: Page, bedId: string, firstCol: number, lastCol: number, name: string) {
  const dialog = page.getByRole('dialog', { name: 'New reservation' });
  await night(page, bedId, firstCol).click();
  await night(page, bedId, lastCol).click();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByLabel('Email', { exact: true }).fill(uniqueEmail('walk-in'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => dialog.getByRole('heading', { name: 'New guest' }).isVisible()).toBe(true);
  const [firstName, lastName] = name.split(' ') as [string, string];
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => dialog.getByRole('heading', { name: 'Reservation details' }).isVisible()).toBe(true);
  // The nights for sale answer and the estimate fills the price, as the desk sees before booking.
  await expect.poll(() => dialog.getByText(/^Every night has room for this stay/).isVisible()).toBe(true);
  await expect.poll(() => dialog.getByLabel('Total price').inputValue()).not.toBe('');
  return dialog;
}

/** Drags a bar's edge to the middle of a night's column, with the mouse or a finger (touch events through CDP). */
export async function dragEdge(page: Page, edge: Locator, toNight: Locator, touch: boolean) {
  const from = (await edge.boundingBox())!;
  const to = (await toNight.boundingBox())!;
  const [x, y, targetX] = [from.x + from.width / 2, from.y + from.height / 2, to.x + to.width / 2];
  if (!touch) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(targetX, y, { steps: 6 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + ((targetX - x) * step) / 6, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** After an edge is dropped, the dates dialog asks to confirm: saves it. */
export async function confirmDates(page: Page, title: string, save: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: save }).click();
}
