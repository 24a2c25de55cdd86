import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESK, hidden, PHONE, shown, signedInPage, WAIT, workerBrowser } from '../support/browser';
import { pesoDesk } from '../support/peso-desk';

// An Argentine desk in the browser, in Spanish and English, on a desk and a phone: a shift opened with a
// float, a payment in dollars at a typed rate, an overpayment that asks and then shows a credit, a cash
// refund in the way the money came, and the shift closed with a difference.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const WORDS = {
  'es-AR': {
    drawer: 'Caja',
    floatIn: (currency: string) => `Fondo en ${currency}`,
    open: 'Abrir turno',
    countedIn: (currency: string) => `Contado en ${currency}`,
    close: 'Cerrar turno',
    record: 'Registrar pago',
    save: 'Registrar',
    refund: 'Reintegrar',
    currency: 'Moneda',
    amount: 'Importe',
    rate: /Tipo de cambio/,
    method: 'Medio',
    cash: 'Efectivo',
    overTitle: 'Más que el saldo',
    overConfirm: 'Registrar con saldo a favor',
    worth: /Equivale a \$\s?24\.000,00/,
    paidIn: /US\$\s?20,00 a 1\.200/,
    due: /\$\s?26\.000,00/,
    credit: /\$\s?4\.000,00/,
    short: /-\$\s?500,00|−\$\s?500,00|-\s?\$\s?500,00/,
    refundTitle: 'Reintegro registrado',
    paidChange: /Pagado: \$\s?54\.000,00 → \$\s?50\.000,00/,
  },
  en: {
    drawer: 'Cash drawer',
    floatIn: (currency: string) => `Float in ${currency}`,
    open: 'Open shift',
    countedIn: (currency: string) => `Counted in ${currency}`,
    close: 'Close shift',
    record: 'Record payment',
    save: 'Record',
    refund: 'Refund',
    currency: 'Currency',
    amount: 'Amount',
    rate: /Exchange rate/,
    method: 'Method',
    cash: 'Cash',
    overTitle: 'More than the balance due',
    overConfirm: 'Record with credit',
    worth: /Worth ARS\s?24,000\.00/,
    paidIn: /\$\s?20\.00 at 1,200/,
    due: /ARS\s?26,000\.00/,
    credit: /ARS\s?4,000\.00/,
    short: /-ARS\s?500\.00|−ARS\s?500\.00/,
    refundTitle: 'Refund recorded',
    paidChange: /Paid: ARS\s?54,000\.00 → ARS\s?50,000\.00/,
  },
} as const;

async function goTo(page: Page, name: string, viewport: { width: number }) {
  // On a phone the menu is behind the bottom bar's "More": the address is the same on both.
  if (viewport.width >= 984) await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
  else await page.goto('/app/cash-drawer');
  await shown(page.getByRole('heading', { name, level: 1 }));
}

describe.each([
  { language: 'es-AR' as const, viewport: DESK },
  { language: 'en' as const, viewport: PHONE },
  { language: 'en' as const, viewport: DESK },
  { language: 'es-AR' as const, viewport: PHONE },
])('dollars, credit and the drawer in $language at $viewport.width px', ({ language, viewport }) => {
  it('opens a shift, takes dollars at a rate, asks before a credit, refunds cash, and closes with a difference', async () => {
    const words = WORDS[language];
    const { user, reservation } = await pesoDesk(50_000);
    const { page, problems } = await signedInPage(browser, user, viewport, { locale: language === 'en' ? 'en-US' : 'es-AR' });
    await page.goto('/app');
    await goTo(page, words.drawer, viewport);
    await page.getByLabel(words.floatIn('ARS')).fill(language === 'en' ? '10,000' : '10.000');
    await page.getByLabel(words.floatIn('USD')).fill('0');
    await page.getByRole('button', { name: words.open }).click();
    await shown(page.getByLabel(words.countedIn('ARS')));
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/app/reservations/${reservation._id}`);
    const balance = page.getByTestId('balance-due');
    await shown(balance);
    await page.getByRole('button', { name: words.record }).click();
    const dialog = page.getByRole('dialog', { name: words.record });
    await dialog.getByLabel(words.currency).selectOption('USD');
    await dialog.getByLabel(words.amount, { exact: true }).fill('20');
    await dialog.getByLabel(words.rate).fill(language === 'en' ? '1,200' : '1.200');
    await shown(dialog.getByText(words.worth));
    await dialog.getByLabel(words.method).selectOption({ label: words.cash });
    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    await hidden(dialog);
    await expect.poll(() => balance.textContent(), WAIT).toMatch(words.due);
    await shown(page.getByText(words.paidIn));

    // 30,000 pesos on 26,000 owed: the dialog asks, then records the rest as credit.
    await page.getByRole('button', { name: words.record }).click();
    await dialog.getByLabel(words.amount, { exact: true }).fill(language === 'en' ? '30,000' : '30.000');
    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    await shown(dialog.getByRole('alert').getByText(words.overTitle, { exact: true }));
    await dialog.getByRole('button', { name: words.overConfirm }).click();
    await hidden(dialog);
    await expect.poll(() => page.getByTestId('credit').textContent(), WAIT).toMatch(words.credit);

    // The refund goes back the way the money came: cash, in pesos.
    await page.getByRole('button', { name: words.refund, exact: true }).click();
    const refund = page.getByRole('dialog', { name: words.refund });
    expect(await refund.getByLabel(words.method).inputValue()).toBe('cash');
    expect(await refund.getByLabel(words.currency).inputValue()).toBe('ARS');
    await refund.getByRole('button', { name: words.refund, exact: true }).click();
    await hidden(refund);
    await hidden(page.getByTestId('credit'));
    // The history says it was a refund, with the money in the reader's format.
    const history = page.locator('.res-timeline');
    await shown(history.getByText(words.refundTitle, { exact: true }));
    await shown(history.getByText(words.paidChange).first());

    // Float 10,000 + 30,000 − 4,000 pesos and 20 dollars expected; 500 pesos short.
    await goTo(page, words.drawer, viewport);
    await page.getByLabel(words.countedIn('ARS')).fill(language === 'en' ? '35,500' : '35.500');
    await page.getByLabel(words.countedIn('USD')).fill('20');
    await page.getByRole('button', { name: words.close }).click();
    await shown(page.getByLabel(words.floatIn('ARS')));
    const past = page.getByTestId('past-shift').first();
    await shown(past);
    expect(await past.locator('tr[data-row="difference"] td').first().textContent()).toMatch(words.short);
    expect(await past.locator('tr[data-row="expected"] td').last().textContent()).toMatch(/20[.,]00/);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
