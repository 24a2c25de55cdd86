import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOUR_BED_DORM } from '../support/calendar-page';
import { DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';

// Swapping two guests' beds on the calendar, on a desk and a phone: a bar dropped on a bed another
// guest holds offers "Swap beds with <guest>", and the move dialog lists that guest too; either way both
// guests change beds in one move, and a reload shows them there.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function twoGuests() {
  const base = await hostel();
  const dorm = await roomType(base.user, FOUR_BED_DORM);
  const [one, two] = dorm.products[0].beds as string[];
  const ana = await guest(base.user, { firstName: 'Ana', lastName: 'García' });
  const olga = await guest(base.user, { firstName: 'Olga', lastName: 'Berg' });
  const a = await book(base.user, stay(ana._id, dorm._id, base.today, 2));
  const b = await book(base.user, stay(olga._id, dorm._id, base.today, 2));
  for (const [reservation, bed] of [
    [a, one],
    [b, two],
  ] as const)
    expect(await base.user.call('PUT', `/reservations/assign-beds/${reservation._id}`, { assigned_beds: [bed] })).toMatchObject({
      status: 200,
    });
  return { ...base, dorm, a, b, one: one!, two: two! };
}

const bar = (page: Page, stayId: string, bedId: string) => page.locator(`[data-lane-bed="${bedId}"] .stay-bar[data-stay-id="${stayId}"]`);
const lane = (page: Page, bedId: string) => page.locator(`[data-lane-bed="${bedId}"]`);

async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 4, start.y + start.height / 2 + 6, { steps: 2 });
  await page.mouse.move(start.x + start.width / 2 + 4, end.y + end.height / 2, { steps: 6 });
}

async function bothSwapped(page: Page, world: Awaited<ReturnType<typeof twoGuests>>) {
  await expect.poll(() => bar(page, world.a._id, world.two).count()).toBe(1);
  await expect.poll(() => bar(page, world.b._id, world.one).count()).toBe(1);
  const [storedA, storedB] = await Promise.all([
    world.user.call('GET', `/reservations/find-by-id/${world.a._id}`),
    world.user.call('GET', `/reservations/find-by-id/${world.b._id}`),
  ]);
  expect([storedA.body.assigned_beds, storedB.body.assigned_beds]).toEqual([[world.two], [world.one]]);
  await page.reload();
  await expect.poll(() => bar(page, world.a._id, world.two).count()).toBe(1);
  expect(await bar(page, world.b._id, world.one).count()).toBe(1);
}

describe.each([
  { label: 'desk', viewport: DESK },
  { label: 'phone', viewport: PHONE },
])('swapping beds on a $label', ({ viewport }) => {
  it('a bar dropped on a taken bed offers "Swap beds with <guest>", and the swap moves both', async () => {
    const world = await twoGuests();
    const { page, problems } = await signedInPage(browser, world.user, viewport);
    await page.goto('/app/calendar');
    const from = bar(page, world.a._id, world.one);
    await expect.poll(() => from.isVisible()).toBe(true);
    await mouseDrag(page, from, lane(page, world.two));
    // While over Olga's bed, the row says a swap is possible.
    await expect.poll(() => lane(page, world.two).getAttribute('class')).toContain('drop-swap');
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Swap beds?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toMatch(/Ana García moves to .*bed 2 and Olga Berg to .*bed 1/);
    const saved = page.waitForResponse((response) => response.url().includes('/reservations/swap-beds/'));
    await dialog.getByRole('button', { name: 'Swap beds with Olga Berg' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByRole('status').innerText()).toBe('Ana García and Olga Berg swapped beds.');
    await bothSwapped(page, world);
    expect(problems).toEqual([]);
  });
});

describe('swapping beds from the keyboard', () => {
  it('the move dialog lists the guest on a taken bed: choosing "Swap beds with …" swaps them', async () => {
    const world = await twoGuests();
    const { page, problems } = await signedInPage(browser, world.user, DESK);
    await page.goto('/app/calendar');
    await bar(page, world.a._id, world.one).locator('.stay-bar-menu').click();
    await page.getByRole('menuitem', { name: 'Move to bed…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Ana García to another bed' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('radio', { name: /^Swap beds with Olga Berg \(.*bed 2\)$/ }).check();
    const saved = page.waitForResponse((response) => response.url().includes('/reservations/swap-beds/'));
    await dialog.getByRole('button', { name: 'Swap beds with Olga Berg' }).press('Enter');
    expect((await saved).status()).toBe(200);
    await bothSwapped(page, world);
    expect(problems).toEqual([]);
  });
});
