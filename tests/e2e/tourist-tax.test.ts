import type { Browser } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { axeViolations } from '../support/axe';
import { DESK, hidden, PHONE, shown, signedInPage, WAIT, workerBrowser } from '../support/browser';
import { book, frontDesk, stay } from '../support/front-desk';

// The tourist tax and the folio statement in the browser, in English and Spanish on a desk and a phone: the
// tax set in the property settings, its line on a stay booked after, the desk's exemption with a reason, and
// the printed statement with every night, the tax, the payment and the balance.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const WORDS = {
  en: {
    form: 'Tourist tax',
    enabled: 'Charge a tourist tax',
    amount: 'Amount per guest per night (USD)',
    typed: '1.50',
    who: 'Who pays it',
    everyone: 'every guest',
    save: 'Save tourist tax',
    saved: 'Tourist tax saved',
    exempt: 'Exempt',
    dialog: 'Exempt from the tourist tax',
    reason: 'Reason',
    exempted: 'Exempt: Resident of the city',
    statement: 'Print statement',
    night: (day: string) => `Night of ${day}`,
    taxLine: 'Tourist tax: $1.50 × 2 guests × 2 nights',
    cash: 'Cash',
    dayLocale: 'en-GB',
  },
  'es-AR': {
    form: 'Tasa turística',
    enabled: 'Cobrar una tasa turística',
    amount: 'Importe por huésped por noche (USD)',
    typed: '1,50',
    who: 'Quién la paga',
    everyone: 'todos los huéspedes',
    save: 'Guardar tasa turística',
    saved: 'Tasa turística guardada',
    exempt: 'Eximir',
    dialog: 'Eximir de la tasa turística',
    reason: 'Motivo',
    exempted: 'Exenta: Resident of the city',
    statement: 'Imprimir estado de cuenta',
    night: (day: string) => `Noche del ${day}`,
    taxLine: 'Tasa turística: US$ 1,50 × 2 huéspedes × 2 noches',
    cash: 'Efectivo',
    dayLocale: 'es-AR',
  },
} as const;

describe.each([
  { language: 'en' as const, viewport: DESK },
  { language: 'es-AR' as const, viewport: PHONE },
  { language: 'es-AR' as const, viewport: DESK },
  { language: 'en' as const, viewport: PHONE },
])('the tourist tax and the statement in $language at $viewport.width px', ({ language, viewport }) => {
  it('sets the tax, shows its line on a stay, exempts it with a reason, and prints the statement', async () => {
    const words = WORDS[language];
    const { user, today, dorm, ana } = await frontDesk();
    const { page, problems } = await signedInPage(browser, user, viewport, { locale: language });
    await page.goto('/app/property/general-info');
    const form = page.getByRole('form', { name: words.form });
    await form.getByLabel(words.enabled).check();
    await form.getByLabel(words.amount).fill(words.typed);
    await form.getByLabel(words.who).selectOption({ label: words.everyone });
    await form.getByRole('button', { name: words.save }).click();
    await shown(page.getByText(words.saved).first());
    expect((await user.call('GET', '/properties/tourist-tax')).body).toMatchObject({ enabled: true, amount: 1.5 });

    // A stay booked after the setting at the rates (2 guests × 2 nights × 20, so each night is kept): the tax beside it.
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 2, { total_price: 80 }));
    expect(reservation.nightly_prices).toHaveLength(2);
    const paid = await user.call(
      'POST',
      `/reservations/payments/${reservation._id}`,
      { amount: 40, method: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.status).toBe(201);
    await page.goto(`/app/reservations/${reservation._id}`);
    const line = page.getByTestId('tourist-tax-line');
    await shown(line.getByText(words.taxLine));
    expect(await line.textContent()).toMatch(/6[.,]00/);
    expect(await page.getByTestId('folio-total').textContent()).toMatch(/86[.,]00/);
    expect(await page.getByTestId('folio-balance').textContent()).toMatch(/46[.,]00/);
    expect(await axeViolations(page)).toEqual([]);

    await line.getByRole('button', { name: words.exempt, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await dialog.getByLabel(words.reason).fill('Resident of the city');
    await dialog.getByRole('button', { name: words.exempt, exact: true }).click();
    await hidden(dialog);
    await shown(line.getByText(words.exempted));
    await expect.poll(() => page.getByTestId('folio-balance').textContent(), WAIT).toMatch(/40[.,]00/);
    expect(await page.getByTestId('folio-total').textContent()).toMatch(/80[.,]00/);

    await page.getByRole('link', { name: words.statement }).click();
    const statement = page.getByTestId('statement');
    await shown(statement);
    // Days as the statement writes them: the language's own day-month-year through Intl.
    const day = (date: string) =>
      new Intl.DateTimeFormat(words.dayLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    const charges = page.getByTestId('statement-charges');
    await shown(charges.getByText(words.night(day(today))));
    await shown(charges.getByText(words.night(day(addDays(today, 1)))));
    expect(await charges.textContent()).toContain(words.exempted);
    expect(await page.getByTestId('statement-payments').textContent()).toContain(words.cash);
    expect(await page.getByTestId('statement-total').textContent()).toMatch(/80[.,]00/);
    expect(await page.getByTestId('statement-balance').textContent()).toMatch(/40[.,]00/);
    expect(await statement.textContent()).toContain('Ana María López');
    expect(await axeViolations(page)).toEqual([]);

    // On paper only the statement: the print button and the app's menus are hidden.
    await page.emulateMedia({ media: 'print' });
    expect(await statement.isVisible()).toBe(true);
    expect(await page.locator('.receipt-actions').isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The emulated medium outlives the page in this browser: back to the screen for the next test.
    await page.emulateMedia({ media: 'screen' });
    expect(problems).toEqual([]);
  });
});
