import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { axeViolations } from '../support/axe';
import { longDate } from '../../web/src/features/calendar/calendar-window';
import { DESK, freshPage, PHONE, shown, signedInPage, WAIT, workerBrowser } from '../support/browser';
import { book, frontDesk, stay } from '../support/front-desk';
import { signInContext } from '../support/owner-fixture';
import type { ApiUser } from '../support/api';

// The stay's lifecycle in the browser, on a desk and on a phone: check in from Home, an early check-out
// on the reservation's page that frees the bed on the calendar, undoing a cancel, notes, and the history.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function flashed(page: Page, text: string) {
  await shown(page.getByRole('dialog', { name: /^(Message|Error)$/ }).getByText(text));
}

const history = (page: Page) => page.getByRole('region', { name: 'History' });

describe.each([
  { label: 'desk', viewport: DESK },
  { label: 'phone', viewport: PHONE },
])('the stay lifecycle on a $label', ({ viewport }) => {
  it('checks a guest in from Home, then out early on the reservation page, which frees the bed on the calendar', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 3, 1, { total_price: 90 }));
    const bed = reservation.assigned_beds[0];
    const { page, problems } = await signedInPage(browser, user, viewport);
    await page.goto('/app');
    const row = page.getByRole('region', { name: "Who's coming today?" }).locator('.home-row', { hasText: 'Ana María López' });
    await row.getByRole('button', { name: 'Check in: Ana María López' }).click();
    await shown(row.getByText('In house'));

    await page.goto(`/app/reservations/${reservation._id}`);
    await shown(page.getByText(/^Checked in .* by /));
    await page.getByRole('button', { name: 'Check out', exact: true }).click();
    await shown(page.getByText('Check out early?'));
    // The night kept keeps its share of the price set by hand (90 for three nights), shown before anything is saved.
    await shown(page.getByText('Total: $90.00 → $30.00'));
    await page.getByRole('button', { name: 'Check out today' }).click();
    await flashed(page, 'Guest checked out');
    await shown(page.getByText(/^Checked out .* by /));
    // A guest who leaves on the day they arrived still had the first night, at the price it was booked at: 30.00.
    await shown(history(page).getByText('Checked out', { exact: true }));
    await shown(history(page).getByText(`Departure: ${addDays(today, 3)} → ${addDays(today, 1)}`));
    await shown(history(page).getByText(/Total price: \$90\.00 → \$30\.00/));

    await page.goto('/app/calendar');
    // The bed is free from tomorrow: its night is an empty cell again, where the bar was.
    const freeTomorrow = page.locator(`[data-lane-bed="${bed}"]`).getByRole('gridcell', { name: `Free, ${longDate(addDays(today, 1))}` });
    await shown(page.locator(`[data-stay-id="${reservation._id}"]`).first());
    await shown(freeTomorrow);
    // The bar's tooltip (hover or focus) names the stored state.
    await page.locator(`[data-stay-id="${reservation._id}"] .stay-bar-link`).first().hover();
    await expect.poll(() => page.getByRole('tooltip').textContent(), WAIT).toMatch(/Checked-out/);
    expect(problems).toEqual([]);
  });

  it("checks in and out from the calendar bar's menu", async () => {
    const { user, today, dorm, ana } = await frontDesk();
    const tonight = await book(user, stay(ana._id, dorm._id, today, 1));
    const { page, problems } = await signedInPage(browser, user, viewport);
    await page.goto('/app/calendar');
    const tonightMenu = page.locator(`[data-stay-id="${tonight._id}"]`).getByRole('button', { name: 'Actions for Ana María López' });
    await tonightMenu.first().click();
    await page.getByRole('menuitem', { name: 'Check in' }).click();
    // The menu closes once the calendar has read the stay again.
    await page.getByRole('menu').waitFor({ state: 'detached', ...WAIT });
    expect((await user.call('GET', `/reservations/find-by-id/${tonight._id}`)).body.checked_in).not.toBeNull();
    await tonightMenu.first().click();
    await page.getByRole('menuitem', { name: 'Check out' }).click();
    await page.getByRole('menu').waitFor({ state: 'detached', ...WAIT });
    expect((await user.call('GET', `/reservations/find-by-id/${tonight._id}`)).body.checked_out).not.toBeNull();
    await tonightMenu.first().click();
    await shown(page.getByRole('menuitem', { name: 'Open reservation' }));
    expect(await page.getByRole('menuitem', { name: /^Check (in|out)$/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('undoes a cancel, saves internal notes, and shows both in the history', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, addDays(today, 2), 2));
    await user.call('PUT', `/reservations/status/${reservation._id}`, { reservation_status: 'canceled' });
    const { page, problems } = await signedInPage(browser, user, viewport);
    await page.goto(`/app/reservations/${reservation._id}`);
    await page.getByRole('button', { name: 'Undo cancel' }).click();
    await flashed(page, 'Reservation reinstated');
    await shown(page.getByRole('button', { name: 'Cancel reservation' }).and(page.locator(':enabled')));
    await shown(history(page).getByText('Reinstated', { exact: true }));
    await shown(history(page).getByText('Status: canceled → confirmed'));

    const notes = page.getByRole('textbox', { name: 'Internal notes' });
    await notes.fill('Arrives by night bus.\nKeep the lower bunk.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await flashed(page, 'Notes saved');
    await shown(history(page).getByText('Internal notes changed'));
    expect(await axeViolations(page), 'reservation page with notes and history').toEqual([]);
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Internal notes' }).inputValue(), WAIT)
      .toBe('Arrives by night bus.\nKeep the lower bunk.');
    expect(problems).toEqual([]);
  });
});

// UTC+14 and UTC-12 are 26 hours apart: the browser's date is always a day or two behind the property's.
const HOSTEL_ZONE = 'Pacific/Kiritimati';
const BROWSER_ZONE = 'Etc/GMT+12';

/** The front desk of a hostel on Kiritimati, its today there. */
async function farDesk() {
  const desk = await frontDesk();
  expect((await desk.user.call('PUT', '/properties/update', { propertyName: 'Casa Azul Hostel', timeZone: HOSTEL_ZONE })).status).toBe(200);
  return { ...desk, today: todayIn(HOSTEL_ZONE) };
}

/** A desk signed in from a browser 26 hours behind the hostel. */
async function farPage(user: ApiUser) {
  const test = await freshPage(browser, DESK, { timezoneId: BROWSER_ZONE });
  await signInContext(test.context, user);
  return test;
}

/** An instant as the screens write it (en-US, as the page's browser speaks) in a zone, spaces made plain. */
const inZone = (iso: string, timeZone: string) =>
  plain(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)));
const inHostel = (iso: string) => `${inZone(iso, HOSTEL_ZONE)} GMT+14`;
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Holds the profile's answer while closed: the page first shows what it shows before the profile is read. */
async function holdProfile(page: Page) {
  let open = () => {};
  let gate = Promise.resolve();
  await page.route('**/api/v1/users/profile', async (route) => {
    await gate;
    await route.continue();
  });
  return {
    close() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    /** Lets the profile through and waits for its answer. */
    async release() {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/users/profile'), WAIT);
      open();
      await answered;
    },
  };
}

describe('a desk whose browser is in another time zone than the property', () => {
  it("offers the check-in and dates a payment by the property's today, not the browser's", async () => {
    const { user, dorm, ana, today } = await farDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2));
    const { page, problems } = await farPage(user);
    await page.goto(`/app/reservations/${reservation._id}`);
    await shown(page.getByRole('button', { name: 'Check in', exact: true }));
    await page.getByRole('button', { name: 'Record payment' }).click();
    expect(await page.getByRole('dialog', { name: 'Record payment' }).getByLabel('Date').inputValue()).toBe(today);
    expect(problems).toEqual([]);
  });

  it("shows the check-in's time and the history in the hostel's time, named, as soon as the profile is read", async () => {
    const { user, dorm, ana, today } = await farDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2));
    const checkIn = await user.call('PUT', `/reservations/check-in/${reservation._id}`);
    expect(checkIn.status).toBe(200);
    const checkedAt: string = checkIn.body.checked_in.at;
    const { page, problems } = await farPage(user);
    const profile = await holdProfile(page);
    profile.close();
    await page.goto(`/app/reservations/${reservation._id}`);
    const stamp = page.locator('.res-stamp');
    // Before the profile, the browser's zone is all there is: its time, unnamed.
    await expect
      .poll(async () => plain(await stamp.textContent()), WAIT)
      .toMatch(startsWith(`Checked in ${inZone(checkedAt, BROWSER_ZONE)} by `));
    await profile.release();
    await expect.poll(async () => plain(await stamp.textContent()), WAIT).toMatch(startsWith(`Checked in ${inHostel(checkedAt)} by `));
    // Every time in the history (the booking, the check-in) is the hostel's too: none is left in the browser's.
    const times = history(page).locator('time');
    const misread = async () => {
      const shownTimes = await times.evaluateAll((all) =>
        all.map((time) => ({ at: time.getAttribute('dateTime') ?? '', text: time.textContent })),
      );
      if (shownTimes.length < 2) return ['history not shown yet'];
      return shownTimes.filter(({ at, text }) => plain(text) !== inHostel(at)).map(({ at, text }) => `${at}: ${text}`);
    };
    await expect.poll(misread, WAIT).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("shows the cash drawer's shifts opened and closed in the hostel's time", async () => {
    const { user } = await farDesk();
    const counts = { counts: [{ currency: 'USD', amount: 100 }] };
    expect((await user.call('POST', '/cash-drawer/open', counts)).status).toBe(201);
    const closed = await user.call('POST', '/cash-drawer/close', counts);
    expect(closed.status).toBe(200);
    const open = await user.call('POST', '/cash-drawer/open', counts);
    expect(open.status).toBe(201);
    const { page, problems } = await farPage(user);
    await page.goto('/app/cash-drawer');
    const yours = page.getByRole('region', { name: 'Your shift' });
    await expect
      .poll(async () => plain(await yours.getByText(/^Opened /).textContent()), WAIT)
      .toBe(`Opened ${inHostel(open.body.opened_at)}`);
    const past = page.getByTestId('past-shift').locator('p.muted');
    await expect
      .poll(async () => plain(await past.textContent()), WAIT)
      .toBe(`Opened ${inHostel(closed.body.opened_at)} · Closed ${inHostel(closed.body.closed_at)}`);
    expect(problems).toEqual([]);
  });

  it("moves the first dates of forms opened before the profile to the property's today, keeping what was typed", async () => {
    const { user, dorm, ana, today } = await farDesk();
    const browserToday = todayIn(BROWSER_ZONE);
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2));
    const { page, problems } = await farPage(user);
    const profile = await holdProfile(page);

    // A payment's date.
    profile.close();
    await page.goto(`/app/reservations/${reservation._id}`);
    await page.getByRole('button', { name: 'Record payment' }).click();
    const paid = page.getByRole('dialog', { name: 'Record payment' }).getByLabel('Date');
    expect(await paid.inputValue()).toBe(browserToday);
    await profile.release();
    await expect.poll(() => paid.inputValue(), WAIT).toBe(today);

    // The reservations search: the date typed meanwhile stays, the other follows.
    profile.close();
    await page.goto('/app/reservations');
    const from = page.getByRole('search').getByLabel('From');
    const until = page.getByRole('search').getByLabel('Until');
    await expect.poll(() => from.inputValue(), WAIT).toBe(browserToday);
    await until.fill(addDays(today, 10));
    await profile.release();
    await expect.poll(() => from.inputValue(), WAIT).toBe(today);
    expect(await until.inputValue()).toBe(addDays(today, 10));

    // A new booking's nights, opened before the profile and reached after it.
    profile.close();
    await page.reload();
    await page.getByRole('button', { name: 'New reservation' }).click();
    const flow = page.getByRole('dialog', { name: 'New reservation' });
    await flow.getByRole('button', { name: 'Guest has no email' }).click();
    await profile.release();
    await flow.getByLabel('First name').fill('Walk');
    await flow.getByLabel('Last name').fill('In');
    await flow.getByRole('button', { name: 'Continue' }).click();
    await shown(flow.getByRole('heading', { name: 'Reservation details' }));
    expect(await flow.getByLabel('Check-in').inputValue()).toBe(today);
    expect(await flow.getByLabel('Check-out').inputValue()).toBe(addDays(today, 1));
    expect(problems).toEqual([]);
  });
});
