import { addDays } from '@hostel/shared/domain/dates';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayShown, signedInPage, WAIT, workerBrowser } from '../support/browser';
import { book, frontDesk, stay } from '../support/front-desk';

// The reservations list writes its days as the reservation page does (Intl, the screens' language), never
// the API's yyyy-MM-dd: the check-in and check-out cells and the range in the count line, in English and Spanish.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const ISO_DAY = /\d{4}-\d{2}-\d{2}/;

async function listDates(page: Page, guestName: string) {
  const row = page.getByRole('row').filter({ hasText: guestName });
  await row.waitFor(WAIT);
  const cells = await row.getByRole('cell').allTextContents();
  return { dates: cells.slice(2, 4), count: await page.locator('.res-count').innerText() };
}

describe('the reservations list', () => {
  it('shows check-in, check-out and the searched range through Intl in English and in Spanish (Argentina)', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    const checkIn = addDays(today, 3);
    const checkOut = addDays(checkIn, 2);
    await book(user, stay(ana._id, dorm._id, checkIn, 2));
    const until = addDays(today, 20);
    const address = `/app/reservations?from=${today}&until=${until}`;

    const english = await signedInPage(browser, user);
    await english.page.goto(address);
    const shownInEnglish = await listDates(english.page, 'Ana María López');
    expect(shownInEnglish.dates).toEqual([dayShown(checkIn), dayShown(checkOut)]);
    expect(shownInEnglish.count).toBe(`1 reservation from ${dayShown(today)} to ${dayShown(until)}`);
    expect(`${shownInEnglish.dates} ${shownInEnglish.count}`).not.toMatch(ISO_DAY);
    expect(english.problems).toEqual([]);

    const spanish = await signedInPage(browser, user, undefined, { locale: 'es-AR' });
    await spanish.page.goto(address);
    const shownInSpanish = await listDates(spanish.page, 'Ana María López');
    expect(shownInSpanish.dates).toEqual([dayShown(checkIn, 'es-AR'), dayShown(checkOut, 'es-AR')]);
    expect(shownInSpanish.count).toBe(`1 reserva del ${dayShown(today, 'es-AR')} al ${dayShown(until, 'es-AR')}`);
    // Spanish writes its own month names ("24 de sept de 2026"), not the English ones.
    expect(shownInSpanish.dates[0]).toContain(' de ');
    expect(`${shownInSpanish.dates} ${shownInSpanish.count}`).not.toMatch(ISO_DAY);
    expect(spanish.problems).toEqual([]);
  });
});
