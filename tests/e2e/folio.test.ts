import type { Browser } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../support/api';
import { DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { book, frontDesk, stay } from '../support/front-desk';

// The folio in the browser: an extra added to a stay in two clicks moves the balance, and a payment's
// receipt opens numbered, in the guest's language, prints only the receipt, and saves as a PDF.

const WAIT = { timeout: 15_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const WORDS = {
  en: {
    name: 'Name',
    price: 'Price',
    charged: 'Charged',
    rule: 'per guest per night',
    saved: 'Extra saved',
    folio: 'Folio',
    add: 'Add extra',
    adjust: 'Discount or adjustment',
    amount: 'Amount',
    reason: 'Reason',
    adjustSave: 'Add to the folio',
    actions: 'Actions for Ana María López',
    addNamed: 'Add Breakfast',
    added: 'Breakfast added',
    receipt: /Receipt for the payment of/,
    number: 'Receipt no. 1',
  },
  'es-AR': {
    name: 'Nombre',
    price: 'Precio',
    charged: 'Se cobra',
    rule: 'por huésped por noche',
    saved: 'Extra guardado',
    folio: 'Cuenta',
    add: 'Agregar extra',
    adjust: 'Descuento o ajuste',
    amount: 'Importe',
    reason: 'Motivo',
    adjustSave: 'Agregar a la cuenta',
    actions: 'Acciones para Ana María López',
    addNamed: 'Agregar Breakfast',
    added: 'Se agregó Breakfast',
    receipt: /Recibo del pago del/,
    number: 'Recibo n.º 1',
  },
} as const;

describe.each([
  { language: 'en' as const, label: 'desk', viewport: DESK },
  { language: 'en' as const, label: 'phone', viewport: PHONE },
  { language: 'es-AR' as const, label: 'desk', viewport: DESK },
  { language: 'es-AR' as const, label: 'phone', viewport: PHONE },
])('the folio in $language on a $label', ({ language, viewport }) => {
  it('sets an extra in the settings, adds it to a stay in two clicks (the balance follows), prints the numbered receipt of a payment, adds it again from the calendar bar, and takes a discount', async () => {
    const words = WORDS[language];
    const { user, today, dorm, ana } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 2, { total_price: 100 }));
    const paid = await user.call(
      'POST',
      `/reservations/payments/${reservation._id}`,
      { amount: 40, method: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.status).toBe(201);
    const { page, problems } = await signedInPage(browser, user, viewport, { locale: language });
    // The admin adds the extra in the property settings.
    await page.goto('/app/property/general-info');
    const form = page.getByRole('form', { name: words.add });
    await form.getByLabel(words.name).fill('Breakfast');
    await form.getByLabel(words.price).fill('5');
    await form.getByLabel(words.charged).selectOption({ label: words.rule });
    await form.getByRole('button', { name: words.add }).click();
    await page.getByText(words.saved).first().waitFor(WAIT);
    await page
      .locator('.extras-list')
      .getByText(/^Breakfast/)
      .waitFor(WAIT);

    await page.goto(`/app/reservations/${reservation._id}`);
    await page.getByRole('heading', { name: words.folio, exact: true }).waitFor(WAIT);
    const balance = page.getByTestId('folio-balance');
    expect(await balance.textContent()).toMatch(/60[.,]00/);

    // Every charge goes with an Idempotency-Key: the first answer is lost on its way back (the charge is saved), and
    // the desk's second try sends the same key, so the breakfast is charged once.
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/reservations/charges/'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.route(
      '**/reservations/charges/**',
      async (route) => {
        await route.fetch();
        await route.abort('failed');
      },
      { times: 1 },
    );
    const lost = page.waitForEvent('requestfailed', (request) => request.url().includes('/reservations/charges/'));
    await page.getByText(words.add, { exact: true }).click();
    await page.getByRole('button', { name: /^Breakfast/ }).click();
    await lost;
    await page.getByText(words.add, { exact: true }).click();
    await page.getByRole('button', { name: /^Breakfast/ }).click();
    await page.getByText(words.added).first().waitFor(WAIT);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect.poll(() => balance.textContent(), WAIT).toMatch(/80[.,]00/);
    expect(await page.getByTestId('folio-total').textContent()).toMatch(/120[.,]00/);
    await page.getByTestId('folio-lines').getByRole('cell', { name: 'Breakfast' }).waitFor(WAIT);

    await page.getByRole('link', { name: words.receipt }).click();
    const receipt = page.getByTestId('receipt');
    await page.getByTestId('receipt-number').getByText(words.number).waitFor(WAIT);
    expect(await receipt.textContent()).toContain('Breakfast');
    expect(await page.getByTestId('receipt-total').textContent()).toMatch(/120[.,]00/);
    expect(await page.getByTestId('receipt-paid').textContent()).toMatch(/40[.,]00/);

    await page.emulateMedia({ media: 'print' });
    expect(await receipt.isVisible()).toBe(true);
    expect(await receipt.textContent()).toContain('Ana María López');
    // On paper only the receipt: the app's menus and the print button are hidden.
    expect(await page.locator('.receipt-actions').isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });

    // From the calendar bar's menu: open it, then one click on the extra.
    await page.goto('/app/calendar');
    await page.locator(`[data-stay-id="${reservation._id}"]`).getByRole('button', { name: words.actions }).first().click();
    await page.getByRole('menuitem', { name: words.addNamed }).click();
    await page.getByRole('menu').waitFor({ state: 'detached', ...WAIT });
    const after = (await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body;
    expect(after).toMatchObject({ folio_total: 140, balance: 100 });
    expect(after.charges).toHaveLength(2);

    // The admin's discount, with its reason, from the reservation's page.
    await page.goto(`/app/reservations/${reservation._id}`);
    await page.getByRole('button', { name: words.adjust }).click();
    const dialog = page.getByRole('dialog', { name: words.adjust });
    await dialog.getByLabel(words.amount).fill('10');
    await dialog.getByLabel(words.reason).fill('Loyal guest');
    await dialog.getByRole('button', { name: words.adjustSave }).click();
    await expect.poll(() => page.getByTestId('folio-balance').textContent(), WAIT).toMatch(/90[.,]00/);
    await page.getByTestId('folio-lines').getByText('Loyal guest').waitFor(WAIT);
    // The calendar's extra and the discount each had a key of their own.
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key))).toBe(true);
    expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
  });
});

describe('a charge added by mistake', () => {
  it("is voided by the employee who added it, with a reason: the folio lists it as voided; another's discount offers no void", async () => {
    const { user, ana, dorm, today } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 2, { total_price: 100 }));
    const extra = await user.call('POST', '/properties/extras/create', { name: 'Breakfast', price: 5, charged: 'per_guest_night' });
    const employee = await signedInMember(user, 'employee');
    const added = await employee.user.call('POST', `/reservations/charges/${reservation._id}`, { kind: 'extra', extra_id: extra.body._id });
    expect(added.body.folio_total).toBe(120);
    await user.call('POST', `/reservations/charges/${reservation._id}`, { kind: 'discount', amount: 10, reason: 'Loyal guest' });
    const { page, problems } = await signedInPage(browser, employee.user, DESK);
    await page.goto(`/app/reservations/${reservation._id}`);
    const lines = page.getByTestId('folio-lines');
    await lines.getByText('Loyal guest').waitFor(WAIT);
    // The employee's own extra can be voided; the admin's discount cannot, by them.
    expect(await lines.getByRole('button', { name: 'Void Loyal guest' }).count()).toBe(0);
    await lines.getByRole('button', { name: 'Void Breakfast' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void Breakfast' });
    await dialog.getByLabel('Reason').fill('Typed for the wrong stay');
    await dialog.getByRole('button', { name: 'Void charge' }).click();
    await page.getByText('Breakfast voided').waitFor(WAIT);
    await expect.poll(() => page.getByTestId('folio-total').textContent(), WAIT).toMatch(/90[.,]00/);
    await expect
      .poll(() => page.getByTestId('voided-charges').innerText(), WAIT)
      .toMatch(/^Breakfast × 4 · \$20\.00 · voided: Typed for the wrong stay$/);
    expect(await lines.getByText('Breakfast').count()).toBe(0);
    const stored = (await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body;
    expect(stored).toMatchObject({
      folio_total: 90,
      charges: [{ description: 'Loyal guest' }],
      voided_charges: [{ description: 'Breakfast' }],
    });
    expect(problems).toEqual([]);
  });
});
