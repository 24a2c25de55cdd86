import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { axeViolations } from '../support/axe';
import { longDate } from '../../web/src/features/calendar/calendar-window';
import { DESK, freshPage, PHONE, shown, signedInPage, WAIT, workerBrowser } from '../support/browser';
import { book, frontDesk, stay } from '../support/front-desk';
import { signInContext } from '../support/owner-fixture';

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

describe('a desk whose browser is in another time zone than the property', () => {
  it("offers the check-in and dates a payment by the property's today, not the browser's", async () => {
    const { user, dorm, ana } = await frontDesk();
    // UTC+14 and UTC-12 are 26 hours apart: the browser's date is always a day or two behind the property's.
    expect(
      (await user.call('PUT', '/properties/update', { propertyName: 'Casa Azul Hostel', timeZone: 'Pacific/Kiritimati' })).status,
    ).toBe(200);
    const today = todayIn('Pacific/Kiritimati');
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2));
    const { context, page, problems } = await freshPage(browser, DESK, { timezoneId: 'Etc/GMT+12' });
    await signInContext(context, user);
    await page.goto(`/app/reservations/${reservation._id}`);
    await shown(page.getByRole('button', { name: 'Check in', exact: true }));
    await page.getByRole('button', { name: 'Record payment' }).click();
    expect(await page.getByRole('dialog', { name: 'Record payment' }).getByLabel('Date').inputValue()).toBe(today);
    expect(problems).toEqual([]);
  });
});
