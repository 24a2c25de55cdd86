import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { FOUR_BED_DORM } from '../support/calendar-page';
import { DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';

// Short stays on the calendar, on a desk (1280 px) and a phone (375 px): a one-night bar shows the
// guest's initials inside its night, a two-night bar a name that never leaves its bar, and the full
// name with the stay's facts comes in a tooltip on hover and on keyboard focus.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function shortStays() {
  const base = await hostel();
  const dorm = await roomType(base.user, FOUR_BED_DORM);
  const long = await guest(base.user, { firstName: 'Maximiliana', lastName: 'Fernández-Oyarzábal' });
  const other = await guest(base.user, { firstName: 'Bartholomew', lastName: 'Wolstenholme' });
  const one = await book(base.user, stay(long._id, dorm._id, base.today, 1));
  const two = await book(base.user, stay(other._id, dorm._id, addDays(base.today, 1), 2));
  // Both on bed 1, one after the other: the arrow keys go from one bar to the next along the bed.
  const bedOne = dorm.products[0].beds[0];
  for (const reservation of [one, two]) {
    const moved = await base.user.call('PUT', `/reservations/assign-beds/${reservation._id}`, { assigned_beds: [bedOne] });
    expect(moved.status).toBe(200);
  }
  return { ...base, dorm, one, two };
}

const barOf = (page: Page, id: string) => page.locator(`.stay-bar[data-stay-id="${id}"]`);

/** Every child of the bar's link lies inside the bar, which lies inside its cell. */
async function fitsInside(page: Page, id: string) {
  return barOf(page, id).evaluate((bar) => {
    const cell = bar.parentElement!.getBoundingClientRect();
    const box = bar.getBoundingClientRect();
    const inCell = box.left >= cell.left - 0.5 && box.right <= cell.right + 0.5;
    const parts = [...bar.querySelectorAll<HTMLElement>('.stay-bar-link > *')].filter((part) => part.getBoundingClientRect().width > 1);
    const inBar = parts.every((part) => {
      const rect = part.getBoundingClientRect();
      return rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
    });
    return inCell && inBar;
  });
}

describe.each([
  { label: 'desk', viewport: DESK },
  { label: 'phone', viewport: PHONE },
])('short stays on a $label', ({ viewport }) => {
  it('a one-night bar shows initials inside its night; hover and focus show the full name and the facts', async () => {
    const world = await shortStays();
    const { page, problems } = await signedInPage(browser, world.user, viewport);
    await page.goto('/app/calendar');
    const one = barOf(page, world.one._id);
    await expect.poll(() => one.locator('.stay-bar-initials').isVisible()).toBe(true);
    expect(await one.locator('.stay-bar-initials').innerText()).toBe('MF');
    // The initials show whole, not cut by the bar.
    expect(await one.locator('.stay-bar-initials').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // The name is there for screen readers only (clipped to a pixel).
    expect((await one.locator('.stay-bar-name').boundingBox())!.width).toBeLessThanOrEqual(1);
    expect(await fitsInside(page, world.one._id)).toBe(true);
    // Screen readers still hear the whole name.
    expect(await page.getByRole('link', { name: /Maximiliana Fernández-Oyarzábal/ }).count()).toBe(1);

    // Hover: the tooltip names the guest in full, with the dates, the nights and the bed.
    const tooltip = page.getByRole('tooltip');
    await one.locator('.stay-bar-link').hover();
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    const text = await tooltip.innerText();
    expect(text).toContain('Maximiliana Fernández-Oyarzábal');
    expect(text).toMatch(/1 night/);
    expect(text).toMatch(/In House/);
    expect(text).toMatch(/bed 1/);
    const box = (await tooltip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

    // The pointer leaves: the tooltip goes.
    await page.mouse.move(2, viewport.height - 2);
    await expect.poll(() => tooltip.count()).toBe(0);

    // Keyboard focus: the same tooltip, described by it, and Escape hides it.
    const link = one.locator('.stay-bar-link');
    await link.focus();
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    expect(await tooltip.innerText()).toContain('Maximiliana Fernández-Oyarzábal');
    expect(await link.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.keyboard.press('Escape');
    await expect.poll(() => tooltip.count()).toBe(0);
    // Moving along the bed with the arrows (past the bar's menu button) shows the next bar's guest.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => ((await tooltip.count()) ? tooltip.innerText() : '')).toContain('Bartholomew Wolstenholme');
    expect(problems).toEqual([]);
  });

  it('a two-night bar keeps its label inside the bar', async () => {
    const world = await shortStays();
    const { page, problems } = await signedInPage(browser, world.user, viewport);
    await page.goto('/app/calendar');
    const two = barOf(page, world.two._id);
    await expect.poll(() => two.isVisible()).toBe(true);
    expect(await fitsInside(page, world.two._id)).toBe(true);
    const label = two.locator('.stay-bar-link');
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await label.hover();
    await expect
      .poll(async () => ((await page.getByRole('tooltip').count()) ? page.getByRole('tooltip').innerText() : ''))
      .toMatch(/Bartholomew Wolstenholme[\s\S]*2 nights/);
    expect(problems).toEqual([]);
  });
});
