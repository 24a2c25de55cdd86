import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, compactDate } from '../../shared/src/domain/dates';
import { type ApiUser, signedInOwner } from '../support/api';
import { axeViolations } from '../support/axe';
import { controlLook, DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { book, guest, hostel, roomType, stay, type Hostel } from '../support/front-desk';
import { bookingFromNights, night } from '../support/calendar-page';

// The bed calendar in Chromium, on a desk (1280 px, 14 nights) and a phone (375 px, 5 nights): bookings
// made through the API show on their beds, the arrows move the window with one find call each, a drag
// (mouse on the desk, a finger's long press on the phone) and the keyboard's "Move to bed…" move a
// guest for good, another room type is refused, and free nights start a booking through the seam.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

interface Scene extends Hostel {
  dorm: any;
  double: any;
  ana: any;
  group: any;
  couple: any;
}

/** A hostel with a 6-bed dorm and two private doubles: Ana on bed 1, a group of two on beds 2–3, a couple in Double room 1. */
async function scene(): Promise<Scene> {
  const base = await hostel();
  const dorm = await roomType(base.user, {
    description: 'Dorm',
    type: 'dorm',
    max_occupancy: 6,
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
  const guestOne = await guest(base.user, { firstName: 'Ana', lastName: 'García' });
  const guestTwo = await guest(base.user, { firstName: 'Jean-Luc', lastName: 'Martin' });
  const guestThree = await guest(base.user, { firstName: 'Olga', lastName: 'Berg' });
  const ana = await book(base.user, stay(guestOne._id, dorm._id, base.today, 3));
  const group = await book(base.user, stay(guestTwo._id, dorm._id, addDays(base.today, 1), 2, 2));
  const couple = await book(base.user, stay(guestThree._id, double._id, base.today, 2, 2));
  return { ...base, dorm, double, ana, group, couple };
}

async function openCalendar(
  user: ApiUser,
  viewport = DESK,
  options: { colorScheme?: 'dark'; hasTouch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[]; finds: string[] }> {
  const { context, page, problems } = await signedInPage(browser, user, viewport, options);
  const finds: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/v1\/reservations\/find\/([^/?]+)/.exec(request.url());
    if (match) finds.push(decodeURIComponent(match[1]!));
  });
  await page.goto('/app/calendar');
  return { context, page, problems, finds };
}

/** The grid shows its window's own answer. */
async function ready(page: Page, window?: string) {
  const grid = page.locator('.calendar-grid');
  if (!window) await expect.poll(() => grid.getAttribute('data-state')).toBe('ready');
  else
    await expect
      .poll(async () => `${await grid.getAttribute('data-state')} ${await grid.getAttribute('data-window')}`)
      .toBe(`ready ${window}`);
}

const bar = (page: Page, stayId: string, bedId: string) => page.locator(`[data-lane-bed="${bedId}"] .stay-bar[data-stay-id="${stayId}"]`);
const lane = (page: Page, bedId: string) => page.locator(`[data-lane-bed="${bedId}"]`);
const findWindow = (from: string, to: string) => `${compactDate(from)}-${compactDate(to)}-all`;

/** Scrolls so that both ends of a drag are on screen (a phone shows a few rows at a time). */
async function showBoth(page: Page, from: ReturnType<typeof bar>, to: ReturnType<typeof lane>) {
  const [a, b] = [(await from.boundingBox())!, (await to.boundingBox())!];
  const middle = (a.y + b.y + b.height) / 2;
  await page.evaluate((y) => window.scrollBy(0, y - window.innerHeight / 2 - 30), middle);
}

async function mouseDrag(page: Page, from: ReturnType<typeof bar>, to: ReturnType<typeof lane>) {
  await showBoth(page, from, to);
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + 12, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 16, start.y + start.height / 2 + 6, { steps: 2 });
  await page.mouse.move(start.x + 16, end.y + end.height / 2, { steps: 6 });
  await page.mouse.up();
}

/** A finger: rest on the bar until it lifts (the long press), then slide to the row and let go. */
async function touchDrag(page: Page, cdp: CDPSession, from: ReturnType<typeof bar>, to: ReturnType<typeof lane>) {
  await showBoth(page, from, to);
  const start = (await from.boundingBox())!;
  const x = start.x + 12;
  const y = start.y + start.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await expect.poll(() => page.locator('.stay-bar.is-dragging').count()).toBe(1);
  const end = (await to.boundingBox())!;
  const targetY = end.y + end.height / 2;
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + ((targetY - y) * step) / 6 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const SETUPS = [
  { label: 'desk', viewport: DESK, days: 14, before: 3, touch: false },
  { label: 'phone', viewport: PHONE, days: 5, before: 1, touch: true },
] as const;

describe.each(SETUPS)('the calendar on a $label', ({ viewport, days, before, touch }) => {
  let world: Scene;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let finds: string[];

  // Each test its own hostel and page: any one runs alone, in any order.
  beforeEach(async () => {
    world = await scene();
    problems = [];
  });

  afterEach(() => {
    expect(problems).toEqual([]);
  });

  /** Opens the calendar, once what the test arranges through the API is in place (no second load to show it). */
  async function open(change?: () => Promise<unknown>) {
    await change?.();
    ({ context, page, problems, finds } = await openCalendar(world.user, viewport, { hasTouch: touch }));
  }

  const first = () => addDays(world.today, -before);
  const windowOf = (start: string) => `${start}..${addDays(start, days - 1)}`;
  const dormBed = (index: number) => (world.dorm.products[0].beds as string[])[index]!;

  /** Changes the hostel through the API, then shows the calendar with the change. */
  async function arranged(change: () => Promise<unknown>) {
    await open(change);
    await ready(page);
  }
  /** Ana moved from bed 1 to bed 5, as a receptionist's drag does. */
  const anaOnBedFive = async () =>
    expect(await world.user.call('PUT', `/reservations/assign-beds/${world.ana._id}`, { assigned_beds: [dormBed(4)] })).toMatchObject({
      status: 200,
    });
  /** Rival holds bed 6 tonight. */
  const rivalOnBedSix = async () => {
    const other = await guest(world.user, { firstName: 'Rival', lastName: 'Guest' });
    const rival = await book(world.user, stay(other._id, world.dorm._id, world.today, 1));
    expect(await world.user.call('PUT', `/reservations/assign-beds/${rival._id}`, { assigned_beds: [dormBed(5)] })).toMatchObject({
      status: 200,
    });
  };

  it('shows each booking on its beds, today highlighted, with one find call for the window', async () => {
    await open();
    await ready(page);
    const dormBeds = world.dorm.products[0].beds as string[];
    await expect.poll(() => bar(page, world.ana._id, dormBeds[0]!).innerText()).toContain('Ana García');
    expect(await bar(page, world.group._id, dormBeds[1]!).innerText()).toContain('Jean-Luc Martin');
    expect(await bar(page, world.group._id, dormBeds[2]!).isVisible()).toBe(true);
    expect(await bar(page, world.couple._id, world.double.products[0].beds[0]).innerText()).toContain('Olga Berg');
    expect(await page.locator('.calendar-day').count()).toBe(days);
    expect(await page.locator('[role="columnheader"][aria-current="date"]').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toMatch(/\d{4}/);
    // Ana checked in today: she is in house, and says so in words too.
    expect(await bar(page, world.ana._id, dormBeds[0]!).getAttribute('class')).toContain('state-in-house');
    expect(await bar(page, world.ana._id, dormBeds[0]!).locator('.stay-bar-link').innerText()).toContain('Ana García');
    expect(await page.locator('.calendar-legend').isVisible()).toBe(!touch);
    expect(await page.getByRole('link', { name: /Ana García.*In House/ }).getAttribute('href')).toBe(`/app/reservations/${world.ana._id}`);
    expect(finds[0]).toBe(findWindow(first(), addDays(first(), days)));
    // The date to jump to is a 44 px target with the fields' border, as the app's other controls.
    expect(await controlLook(page.locator('.calendar-date-picker input'))).toEqual({ height: 44, border: '1px', radius: '8px' });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('keeps the dates in view under the header while the beds scroll, and focus clear of them', async () => {
    await open();
    // A short screen makes the house longer than the view, as a real hostel's is.
    await page.setViewportSize({ width: viewport.width, height: 360 });
    try {
      await lane(page, world.double.products[1].beds[0]).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect
        .poll(async () => {
          const header = (await page.locator('.app-header').boundingBox())!;
          const dates = (await page.locator('.calendar-days').boundingBox())!;
          return Math.abs(dates.y - (header.y + header.height));
        })
        .toBeLessThan(1);
      // Focus sent to a night above the view lands below the dates, not under them (WCAG 2.4.11).
      const cell = night(page, (world.dorm.products[0].beds as string[])[3]!, 0);
      await cell.evaluate((element: HTMLElement) => element.focus());
      const [dates, focused] = [(await page.locator('.calendar-days').boundingBox())!, (await cell.boundingBox())!];
      expect(focused.y).toBeGreaterThanOrEqual(dates.y + dates.height - 1);
    } finally {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  });

  it('moves the window with the arrows, one find call per window, the next fetched ahead', async () => {
    await open();
    const next = addDays(first(), days);
    const afterNext = addDays(next, days);
    // The first window, and the next one fetched ahead once it had its answer.
    await expect.poll(() => finds.length).toBe(2);
    expect(finds).toEqual([findWindow(first(), next), findWindow(next, afterNext)]);
    await page.getByRole('button', { name: `Next ${days} days` }).click();
    // Painted from the cache, without a call of its own; the one after it is fetched ahead.
    await ready(page, windowOf(next));
    expect(page.url()).toContain(`date=${addDays(world.today, days)}`);
    await expect.poll(() => finds.length).toBe(3);
    expect(finds[2]).toBe(findWindow(afterNext, addDays(afterNext, days)));
    await page.getByRole('button', { name: `Previous ${days} days` }).click();
    await ready(page, windowOf(first()));
    expect(await page.getByRole('button', { name: 'Today' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: `Next ${days} days` }).click();
    await ready(page, windowOf(next));
    await page.getByRole('button', { name: 'Today' }).click();
    await ready(page, windowOf(first()));
    expect(new Set(finds)).toEqual(
      new Set([findWindow(first(), next), findWindow(next, afterNext), findWindow(afterNext, addDays(afterNext, days))]),
    );
  });

  it('moves a guest to another bed by drag; a reload shows the guest there', async () => {
    await open();
    const dormBeds = world.dorm.products[0].beds as string[];
    await ready(page);
    const saved = page.waitForResponse((response) => response.url().includes(`/reservations/assign-beds/${world.ana._id}`));
    if (touch) {
      // Detached after: the page is kept for the next test.
      const fingers = await context.newCDPSession(page);
      await touchDrag(page, fingers, bar(page, world.ana._id, dormBeds[0]!), lane(page, dormBeds[4]!));
      await fingers.detach();
    } else await mouseDrag(page, bar(page, world.ana._id, dormBeds[0]!), lane(page, dormBeds[4]!));
    // The bar moves at once, before the answer.
    await expect.poll(() => bar(page, world.ana._id, dormBeds[4]!).count()).toBe(1);
    expect((await saved).status()).toBe(200);
    expect(page.url()).toMatch(/\/app\/calendar/);
    await page.reload();
    await ready(page);
    await expect.poll(() => bar(page, world.ana._id, dormBeds[4]!).count()).toBe(1);
    expect(await bar(page, world.ana._id, dormBeds[0]!).count()).toBe(0);
  });

  it('asks to change the room type on a drag onto another type, and puts a bar back with the reason when the server refuses', async () => {
    const dormBeds = world.dorm.products[0].beds as string[];
    await arranged(anaOnBedFive);
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts += 1;
    });
    await mouseDrag(page, bar(page, world.ana._id, dormBeds[4]!), lane(page, world.double.products[1].beds[0]));
    // Another type's row is a change of room type: its dialog opens on that type, and nothing is sent until it is saved.
    const retype = page.getByRole('dialog', { name: 'Change room type' });
    await retype.waitFor({ state: 'visible' });
    await expect.poll(() => retype.getByRole('radio', { name: world.double.description }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await retype.waitFor({ state: 'hidden' });
    expect(await bar(page, world.ana._id, dormBeds[4]!).count()).toBe(1);
    expect(puts).toBe(0);

    // Someone else takes bed 6 for Ana's nights after this page loaded: the move shows, then goes back.
    const other = await guest(world.user, { firstName: 'Rival', lastName: 'Guest' });
    const rival = await book(world.user, stay(other._id, world.dorm._id, world.today, 1));
    expect(await world.user.call('PUT', `/reservations/assign-beds/${rival._id}`, { assigned_beds: [dormBeds[5]] })).toMatchObject({
      status: 200,
    });
    const refused = page.waitForResponse((response) => response.url().includes('/reservations/assign-beds/'));
    await mouseDrag(page, bar(page, world.ana._id, dormBeds[4]!), lane(page, dormBeds[5]!));
    expect((await refused).status()).toBe(409);
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(`bed 6 is taken on ${world.today}`);
    await expect.poll(() => bar(page, world.ana._id, dormBeds[4]!).count()).toBe(1);
    await expect.poll(() => bar(page, rival._id, dormBeds[5]!).count()).toBe(1);
  });

  it('moves a guest with the keyboard: the bar\'s menu, "Move to bed…", a free bed', async () => {
    await open();
    const roomTwo = world.double.products[1].beds[0] as string;
    await ready(page);
    const link = bar(page, world.couple._id, world.double.products[0].beds[0]).locator('.stay-bar-link');
    await link.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Actions for Olga Berg');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Move to bed…');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move Olga Berg to another bed' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('radio', { name: `${world.double.description} · Room 2` }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const saved = page.waitForResponse((response) => response.url().includes(`/reservations/assign-beds/${world.couple._id}`));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => bar(page, world.couple._id, roomTwo).count()).toBe(1);
    // Focus follows the guest to the new room.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-lane-bed]')?.getAttribute('data-lane-bed')))
      .toBe(roomTwo);
    expect((await world.user.call('GET', `/reservations/find-by-id/${world.couple._id}`)).body.assigned_beds).toEqual([roomTwo]);
  });

  it('starts a booking from free nights on one bed: first and last night, prefilled through the seam; Escape drops a selection', async () => {
    const [, , , bedFour, , bedSix] = world.dorm.products[0].beds as string[];
    await arranged(rivalOnBedSix);
    const dialog = page.getByRole('dialog', { name: 'New reservation' });
    // Escape drops a first night.
    await night(page, bedFour!, before + 1).click();
    await expect.poll(() => night(page, bedFour!, before + 1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => night(page, bedFour!, before + 1).getAttribute('aria-selected')).toBe('false');
    // The first night, then the last: check-out is the day after it.
    await night(page, bedFour!, before + 1).click();
    await night(page, bedFour!, before + 3).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const text = await dialog.innerText();
    expect(text).toContain(`${world.dorm.description} · Room 1, bed 4`);
    expect(text).toContain(addDays(world.today, 1));
    expect(text).toContain(addDays(world.today, 4));
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Focus goes back to the night that opened the dialog (the dialog's close event, a task after it hides).
    await expect.poll(() => night(page, bedFour!, before + 3).evaluate((cell) => cell === document.activeElement)).toBe(true);
    if (!touch) {
      // A mouse drags across nights instead; the selection stops before a stay (Rival holds bed 6 tonight).
      const from = (await night(page, bedSix!, before + 2).boundingBox())!;
      const to = (await night(page, bedSix!, before - 1).boundingBox())!;
      await page.mouse.move(from.x + 5, from.y + 5);
      await page.mouse.down();
      await page.mouse.move(to.x + 5, to.y + 5, { steps: 4 });
      await page.mouse.up();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.innerText()).toContain(`Check-in\n${addDays(world.today, 1)}`);
      expect(await dialog.innerText()).toContain(`Check-out\n${addDays(world.today, 3)}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
    }
    // The keyboard: Enter on the first night, an arrow, Enter on the last.
    await night(page, bedFour!, 0).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain(`Check-in\n${first()}`);
    expect(await dialog.innerText()).toContain(`Check-out\n${addDays(first(), 2)}`);
    await page.keyboard.press('Escape');
  });

  it('books on the chosen bed: the new stay shows on it, not on the first free bed', async () => {
    const dormBeds = world.dorm.products[0].beds as string[];
    const chosen = dormBeds[3]!;
    const bedName = `${world.dorm.description} · Room 1, bed 4`;
    await arranged(anaOnBedFive);
    const dialog = await bookingFromNights(page, chosen, before + 1, before + 2, 'Walk In');
    expect(await dialog.innerText()).toContain(`This booking takes ${bedName}.`);
    // Bed 1 is free on these nights too: without the chosen bed the booking would take it.
    expect(await lane(page, dormBeds[0]!).locator('.stay-bar').count()).toBe(0);
    const booked = page.waitForResponse((response) => response.url().includes('/reservations/new'));
    await dialog.getByRole('button', { name: 'Book reservation' }).click();
    const answer = await booked;
    expect(answer.status()).toBe(201);
    const reservation = await answer.json();
    expect(reservation).toMatchObject({ check_in: addDays(world.today, 1), check_out: addDays(world.today, 3), assigned_beds: [chosen] });
    await expect.poll(() => dialog.getByRole('heading', { name: 'Reservation created' }).isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain(`Bed\n${bedName}`);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => bar(page, reservation._id, chosen).count()).toBe(1);
    expect(await bar(page, reservation._id, dormBeds[0]!).count()).toBe(0);
    expect((await world.user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body.assigned_beds).toEqual([chosen]);
  });

  it('names a chosen bed taken meanwhile, and books on any free bed when asked', async () => {
    await open();
    const dormBeds = world.dorm.products[0].beds as string[];
    const chosen = dormBeds[5]!;
    await ready(page);
    const dialog = await bookingFromNights(page, chosen, before + 1, before + 2, 'Late Comer');
    const note = dialog.getByText(/^This booking takes /);
    await expect.poll(() => note.innerText()).toContain(`This booking takes ${world.dorm.description} · Room 1, bed 6.`);
    // Letting the bed go is offered only once the server refused it: a lost answer never leads to a second booking.
    expect(await dialog.getByRole('button', { name: 'Book on any free bed instead' }).count()).toBe(0);
    // Another room type cannot take a dorm bed: the dialog says the booking will take that type's free beds.
    await dialog.getByLabel('Room type').selectOption(world.double._id);
    await expect.poll(() => dialog.getByText(/of another room type/).isVisible()).toBe(true);
    await dialog.getByLabel('Room type').selectOption(world.dorm._id);
    await expect.poll(() => note.isVisible()).toBe(true);

    // The bed is booked by someone else while the dialog is open.
    const other = await guest(world.user, { firstName: 'Quick', lastName: 'Desk' });
    const quick = await world.user.call('POST', '/reservations/new', {
      ...stay(other._id, world.dorm._id, addDays(world.today, 1), 2),
      assigned_beds: [chosen],
    });
    expect(quick.status).toBe(201);
    let booked = page.waitForResponse((response) => response.url().includes('/reservations/new'));
    await dialog.getByRole('button', { name: 'Book reservation' }).click();
    expect((await booked).status()).toBe(409);
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toContain(`bed 6 is taken on ${addDays(world.today, 1)}, ${addDays(world.today, 2)}`);

    await dialog.getByRole('button', { name: 'Book on any free bed instead' }).click();
    await expect.poll(() => note.count()).toBe(0);
    // Focus lands on what changed, and the refusal it answered is gone.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('this booking takes the first free beds instead');
    expect(await dialog.innerText()).not.toContain('is taken on');
    booked = page.waitForResponse((response) => response.url().includes('/reservations/new'));
    await dialog.getByRole('button', { name: 'Book reservation' }).click();
    const answer = await booked;
    expect(answer.status()).toBe(201);
    const reservation = await answer.json();
    expect(reservation.assigned_beds).toHaveLength(1);
    expect(reservation.assigned_beds).not.toContain(chosen);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => bar(page, reservation._id, reservation.assigned_beds[0]).count()).toBe(1);
    await expect.poll(() => bar(page, quick.body._id, chosen).count()).toBe(1);
  });
});

describe.each(SETUPS)('the calendar of a property without room types, on a $label', ({ viewport }) => {
  it('says where to begin when the property has no room types', async () => {
    const { user } = await signedInOwner();
    const { page: other } = await signedInPage(browser, user, viewport);
    await other.goto('/app/calendar');
    const link = other.getByRole('link', { name: 'create your property room types' });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe('/app/property/room-types');
    expect(await other.getByText('There are no room types created. Before you begin, please').isVisible()).toBe(true);
  });
});

describe('stays without beds', () => {
  it('are placed for display, and one current today gets beds from the check-in call, once', async () => {
    const base = await hostel();
    const twin = await roomType(base.user, {
      description: 'Twin',
      type: 'dorm',
      max_occupancy: 2,
      inventory: 1,
      base_rate: 20,
      currency: 'USD',
    });
    const [bedOne, bedTwo] = twin.products[0].beds as string[];
    const someone = await guest(base.user, { firstName: 'Nora', lastName: 'Waits' });
    // Tonight on bed 1 and tomorrow on bed 2: a stay of both nights finds no one bed free for both, and waits.
    const tonight = await book(base.user, stay(someone._id, twin._id, base.today, 1));
    const tomorrow = await book(base.user, stay(someone._id, twin._id, addDays(base.today, 1), 1));
    expect(await base.user.call('PUT', `/reservations/assign-beds/${tomorrow._id}`, { assigned_beds: [bedTwo] })).toMatchObject({
      status: 200,
    });
    const waiting = await book(base.user, stay(someone._id, twin._id, base.today, 2));
    expect(waiting.assigned_beds).toEqual([]);
    // Tonight's guest moves to bed 2, so bed 1 is free for the waiting stay's two nights.
    expect(await base.user.call('PUT', `/reservations/assign-beds/${tonight._id}`, { assigned_beds: [bedTwo] })).toMatchObject({
      status: 200,
    });

    // Counted from before the calendar's first request: the page is opened, then watched, then sent there.
    const { context, page, problems } = await signedInPage(browser, base.user);
    let checkIns = 0;
    context.on('request', (request) => {
      if (request.url().includes('/reservations/check-in/assign-beds')) checkIns += 1;
    });
    const placed = context.waitForEvent('response', (response) => response.url().includes('/reservations/check-in/assign-beds'));
    await page.goto('/app/calendar');
    await ready(page);
    expect(await (await placed).json()).toMatchObject({ placed: 1, unplaced: 0 });
    // Drawn at once on the free bed, marked as placed by the calendar, then held by the server.
    await expect.poll(() => bar(page, waiting._id, bedOne!).getAttribute('class')).not.toContain('is-unassigned');
    expect((await base.user.call('GET', `/reservations/find-by-id/${waiting._id}`)).body.assigned_beds).toEqual([bedOne]);
    await page.reload();
    await ready(page);
    expect(checkIns).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('the calendar in the dark theme', () => {
  it('has no accessibility violations with bars of every state on screen', async () => {
    const world = await scene();
    const past = await guest(world.user, { firstName: 'Past', lastName: 'Guest' });
    await book(world.user, stay(past._id, world.dorm._id, addDays(world.today, -2), 2));
    await book(world.user, stay(past._id, world.dorm._id, addDays(world.today, 2), 2, 1, { reservation_status: 'provisional' }));
    const { page, problems } = await openCalendar(world.user, DESK, { colorScheme: 'dark' });
    await ready(page);
    for (const state of ['provisional', 'confirmed', 'in-house', 'checked-out']) {
      await expect.poll(() => page.locator(`.stay-bar.state-${state}`).count(), { message: state }).toBeGreaterThan(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
