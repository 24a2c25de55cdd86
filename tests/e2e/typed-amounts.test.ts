import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { FOUR_BED_DORM } from '../support/calendar-page';
import { hostel, roomType } from '../support/front-desk';

// A rate typed as people type it in each language (Bulk Edit, on a desk and a phone): "25.000" in Spanish
// (Argentina) and "25,000" in English are 25,000 pesos, echoed under the field before saving and read back
// through the API; an entry that could be 255 or 25.5 shows why, and nothing is sent.

const WAIT = { timeout: 15_000 };
const NBSP = '\u00a0';

const LANGUAGES = [
  {
    locale: 'es-AR',
    bulkEdit: 'Edición masiva',
    save: 'Guardar',
    rate: 'Tarifa por noche (ARS)',
    start: 'Fecha de inicio',
    end: 'Fecha de fin',
    ambiguous: '25.5',
    refusal: 'No queda claro: acá “.” separa los miles (25.000) y “,” los decimales (25,50)',
    typed: '25.000',
    echo: `= $${NBSP}25.000,00`,
  },
  {
    locale: 'en-US',
    bulkEdit: 'Bulk Edit',
    save: 'Save',
    rate: 'Rate per night (ARS)',
    start: 'Start date',
    end: 'End date',
    ambiguous: '25,5',
    refusal: 'Unclear: here “,” separates thousands (25,000) and “.” starts the decimals (25.50)',
    typed: '25,000',
    echo: `= ARS${NBSP}25,000.00`,
  },
];

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

describe('a rate typed in the language’s own marks', () => {
  for (const words of LANGUAGES) {
    for (const [device, viewport] of [
      ['desk', DESK],
      ['phone', PHONE],
    ] as const) {
      it(`in ${words.locale} on a ${device}: refuses "${words.ambiguous}", echoes and saves "${words.typed}" as 25,000`, async () => {
        const base = await hostel();
        const dorm = await roomType(base.user, { ...FOUR_BED_DORM, base_rate: 20_000, currency: 'ARS' });
        const tomorrow = addDays(base.today, 1);
        const { page, problems } = await signedInPage(browser, base.user, viewport, { locale: words.locale });
        const sent: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/rates-and-availability/create/')) sent.push(request.postData() ?? '');
        });
        await page.goto('/app/rates-and-availability');
        await page.getByRole('button', { name: words.bulkEdit }).click();
        const form = page.getByRole('dialog', { name: words.bulkEdit });
        await form.waitFor(WAIT);
        await form.getByLabel(words.start).fill(tomorrow);
        await form.getByLabel(words.end).fill(tomorrow);
        const rate = form.getByLabel(words.rate);

        // Ambiguous: the reason under the field as it is typed, then as the field's error; nothing is sent.
        await rate.fill(words.ambiguous);
        await form.getByText(words.refusal).waitFor(WAIT);
        await form.getByRole('button', { name: words.save }).click();
        await form.locator('.field-error', { hasText: words.refusal }).waitFor(WAIT);
        expect(await rate.getAttribute('aria-invalid')).toBe('true');
        const errorId = await form.locator('.field-error', { hasText: words.refusal }).getAttribute('id');
        expect(await rate.getAttribute('aria-describedby')).toContain(errorId);
        expect(await rate.evaluate((input) => input === document.activeElement)).toBe(true);
        expect(sent).toEqual([]);

        // Read with the language's marks: the value understood is echoed, tied to the field, then saved.
        await rate.fill(words.typed);
        const echo = form.locator('.field-echo', { hasText: words.echo });
        await echo.waitFor(WAIT);
        expect(await rate.getAttribute('aria-invalid')).toBeNull();
        expect(await rate.getAttribute('aria-describedby')).toContain(await echo.getAttribute('id'));
        const saved = page.waitForResponse((response) => response.url().includes('/rates-and-availability/create/'), WAIT);
        await form.getByRole('button', { name: words.save }).click();
        expect((await saved).status()).toBe(201);
        await form.waitFor({ state: 'hidden', ...WAIT });
        expect(sent).toHaveLength(1);
        expect(JSON.parse(sent[0]!)).toMatchObject({ custom_rate: 25_000 });

        const compact = tomorrow.replaceAll('-', '');
        const stored = await base.user.call('GET', `/rates-and-availability/${compact}-${compact}`);
        const type = stored.body.room_types.find((candidate: { _id: string }) => candidate._id === dorm._id);
        expect(type.nights[0]).toMatchObject({ rate: 25_000, custom_rate: true });
        expect(problems).toEqual([]);
      });
    }
  }
});
