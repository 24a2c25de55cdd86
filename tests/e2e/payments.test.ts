import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESK, hidden, PHONE, shown, signedInPage, WAIT, workerBrowser } from '../support/browser';
import { book, frontDesk, stay } from '../support/front-desk';

// The front desk takes money in the browser: a partial payment, the balance on the reservation and on the
// home row and the calendar bar's label, a refund, then "Mark as Paid" for the rest; on a desk and on a phone.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function flashed(page: Page, text: string) {
  const message = page.getByRole('dialog', { name: /^(Message|Error)$/ }).getByText(text);
  await shown(message);
  await hidden(message);
}

async function pay(page: Page, dialogName: string, amount: string, method: string) {
  const dialog = page.getByRole('dialog', { name: dialogName, exact: true });
  await shown(dialog);
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Method').selectOption({ label: method });
  await dialog.getByRole('button', { name: dialogName === 'Refund' ? 'Refund' : 'Record', exact: true }).click();
}

describe.each([
  { label: 'desk', viewport: DESK },
  { label: 'phone', viewport: PHONE },
])('payments on a $label', ({ viewport }) => {
  it('records a partial payment, shows the balance on the reservation and the home row, refunds, and marks as paid', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 1, { total_price: 100 }));
    const { page, problems } = await signedInPage(browser, user, viewport);
    const balance = page.getByTestId('balance-due');
    await page.goto(`/app/reservations/${reservation._id}`);
    await shown(page.getByRole('heading', { name: 'Payments' }));
    await shown(page.getByText('No payments recorded yet'));
    expect(await balance.textContent()).toMatch(/100\.00/);
    expect(await axeViolations(page), 'reservation with payments').toEqual([]);

    await page.getByRole('button', { name: 'Record payment' }).click();
    expect(await page.getByRole('dialog', { name: 'Record payment' }).getByLabel('Amount').inputValue()).toBe('100.00');
    expect(await axeViolations(page), 'record payment dialog').toEqual([]);
    await pay(page, 'Record payment', '40', 'Cash');
    await flashed(page, 'Payment recorded');
    await expect.poll(() => balance.textContent(), WAIT).toMatch(/60\.00/);
    await shown(page.getByRole('cell', { name: 'Cash' }));
    await shown(page.locator('.res-facts .badge', { hasText: 'Partial' }));

    await page.goto('/app');
    const row = page.getByRole('region', { name: "Who's coming today?" }).locator('.home-row', { hasText: 'Ana María López' });
    await shown(row.getByText(/Balance due .*60\.00/));

    // The calendar bar says it in its label and tooltip.
    await page.goto('/app/calendar');
    const bar = page.locator(`[data-stay-id="${reservation._id}"] .stay-bar-link`).first();
    await shown(bar);
    await bar.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toMatch(/Balance due .*60\.00/);

    await page.goto(`/app/reservations/${reservation._id}`);
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    // A refund starts empty (nothing was overpaid), in the way the money came: cash.
    expect(await page.getByRole('dialog', { name: 'Refund' }).getByLabel('Amount').inputValue()).toBe('');
    expect(await page.getByRole('dialog', { name: 'Refund' }).getByLabel('Method').inputValue()).toBe('cash');
    await pay(page, 'Refund', '10', 'Card');
    await flashed(page, 'Refund recorded');
    await expect.poll(() => balance.textContent(), WAIT).toMatch(/70\.00/);
    await shown(page.getByRole('cell', { name: /Card\s*Refund/ }));

    await page.getByLabel('Paid with').selectOption({ label: 'Transfer' });
    await page.getByRole('button', { name: 'Mark as Paid' }).click();
    await flashed(page, 'Payment status updated');
    await expect.poll(() => balance.textContent(), WAIT).toMatch(/0\.00/);
    expect(await page.getByTestId('paid-total').textContent()).toMatch(/100\.00/);
    await shown(page.getByRole('cell', { name: 'Transfer' }));
    expect(await page.locator('.res-payment-table tbody tr').count()).toBe(3);
    expect(problems).toEqual([]);
  });
});

describe('a stay refunded in full', () => {
  it('asks for what is owed again, and taking it is no overpayment', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 1, { total_price: 100 }));
    for (const amount of [100, -100])
      expect((await user.call('POST', `/reservations/payments/${reservation._id}`, { amount, method: 'cash' })).status).toBe(201);
    const { page, problems } = await signedInPage(browser, user, DESK);
    await page.goto(`/app/reservations/${reservation._id}`);
    await page.getByRole('button', { name: 'Record payment' }).click();
    // The status says "refunded" (nothing due by it), but the 100 are owed again: the server takes them as no overpayment.
    expect(await page.getByRole('dialog', { name: 'Record payment' }).getByLabel('Amount').inputValue()).toBe('100.00');
    await pay(page, 'Record payment', '100', 'Cash');
    await flashed(page, 'Payment recorded');
    const after = (await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body;
    expect(after).toMatchObject({ paid_total: 100, credit: 0 });
    expect(problems).toEqual([]);
  });
});
