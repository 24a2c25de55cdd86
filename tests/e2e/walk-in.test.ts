import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { book, frontDesk, stay } from '../support/front-desk';

// A walk-in from Home: the desk presses Walk-in, types the guest's name, presses "Book and check in".
// The page itself counts every click it receives (trusted events, in the capture phase), so the
// figure is what the desk does, whatever the test's helpers would do.

const WAIT = { timeout: 15_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

declare global {
  interface Window {
    deskClicks?: number;
  }
}

describe.each([
  { label: 'desk', viewport: DESK },
  { label: 'phone', viewport: PHONE },
])('a walk-in on a $label', ({ viewport }) => {
  it('books one dorm bed tonight and checks the guest in with two clicks and their name', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    // Five of the six beds are taken tonight: the one left is what the walk-in gets.
    await book(user, stay(ana._id, dorm._id, today, 1, 5));
    const { page, problems } = await signedInPage(browser, user, viewport);
    // The page is kept for the next test (testPage): the counter goes with this one.
    const counting = await page.addInitScript(() => {
      window.deskClicks = 0;
      const count = (event: MouseEvent) => {
        if (event.isTrusted) window.deskClicks = (window.deskClicks ?? 0) + 1;
      };
      document.addEventListener('click', count, true);
    });
    onTestFinished(() => counting.dispose());
    await page.goto('/app');
    await page.getByText(/^Today is /).waitFor(WAIT);

    await page.getByRole('button', { name: 'Walk-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Walk-in' });
    // The first name has the focus; the last name is a Tab away.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name), WAIT).toBe('firstName');
    await page.keyboard.type('Greta');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nilsson');
    // Tonight's free bed is offered first, priced before the press.
    await expect.poll(() => dialog.getByLabel('Room type').inputValue(), WAIT).toBe(dorm._id);
    await expect.poll(() => dialog.getByLabel('Room type').locator('option:checked').textContent(), WAIT).toContain('· 1 bed free tonight');
    await dialog.getByText(`(1 night × 1 guest), leaving ${addDays(today, 1)}`, { exact: false }).waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Book and check in' }).click();
    await dialog.getByRole('heading', { name: 'Reservation created' }).waitFor(WAIT);
    await dialog.getByRole('status').getByText('Checked in').waitFor(WAIT);

    expect(await page.evaluate(() => window.deskClicks)).toBe(2);

    const home = await user.call('GET', '/reservations/home');
    const walkIn = home.body.arrivals.find((row: any) => row.guest_info.full_name === 'Greta Nilsson');
    expect(walkIn).toMatchObject({
      room_type_id: dorm._id,
      check_in: today,
      check_out: addDays(today, 1),
      number_of_guest: 1,
      reservation_status: 'confirmed',
      total_price: 20,
    });
    expect(walkIn.checked_in).not.toBeNull();
    expect(walkIn.assigned_beds).toHaveLength(1);
    const guest = await user.call('GET', `/guests/find-by-id/${walkIn.guest_id}`);
    expect(guest.body.msg.contact_info.email).toBe('');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const row = page.getByRole('region', { name: "Who's coming today?" }).locator('.home-row', { hasText: 'Greta Nilsson' });
    await row.getByText('In house').waitFor(WAIT);
    expect(problems).toEqual([]);
  });

  it('keeps the name typed and says why when no bed is left, and books nobody twice on a retry', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    await book(user, stay(ana._id, dorm._id, today, 1, 6));
    const { page } = await signedInPage(browser, user, viewport);
    await page.goto('/app');
    await page.getByText(/^Today is /).waitFor(WAIT);
    await page.getByRole('button', { name: 'Walk-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Walk-in' });
    await dialog.getByLabel('First name').fill('Otto');
    await dialog.getByLabel('Last name').fill('Berg');
    await dialog.getByLabel('Room type').selectOption(dorm._id);
    await dialog.getByText(`No room for them on ${today}`, { exact: false }).waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Book and check in' }).click();
    await dialog.getByRole('alert').filter({ hasText: today }).last().waitFor(WAIT);
    expect(await dialog.getByLabel('First name').inputValue()).toBe('Otto');

    // A second try is refused the same way, and the guest made by the first is not made again.
    await dialog.getByRole('button', { name: 'Book and check in' }).click();
    await dialog.getByRole('button', { name: 'Book and check in' }).waitFor(WAIT);
    const found = await user.call('GET', '/guests/search?q=Otto');
    expect(found.status).toBe(200);
    expect(found.body.filter((guest: any) => guest.last_name === 'Berg')).toHaveLength(1);
  });
});
