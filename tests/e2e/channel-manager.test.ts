import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../web/src/lib/i18n/catalogs/en';
import { esAR } from '../../web/src/lib/i18n/catalogs/es-ar';
import { signedInOwner } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESK, PHONE, signedInPage, WAIT, workerBrowser } from '../support/browser';
import { channexStandIn } from '../support/channex-stand-in';
import { englishLeft } from '../support/english-left';
import { DORM, PRIVATE, roomType } from '../support/front-desk';

// Property › Channels › Channel manager (Channex): a manager connects with the stand-in's API key, maps each
// room type to a Channex room type and rate plan, reloads and sees the mapping; then disconnects. In English on
// a desk and in Spanish on a phone, with the axe check.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const said = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

// Channex's own names, in the owner's language: the Spanish page is checked for English words left.
const CHANNEX_NAMES = {
  English: { dorm: 'Dorm beds', double: 'Double room', bed: 'Bed', plain: 'Room', breakfast: 'Breakfast' },
  Spanish: { dorm: 'Camas compartidas', double: 'Habitación doble', bed: 'Cama', plain: 'Habitación', breakfast: 'Con desayuno' },
};

// The resync's answer, as the API says it in each language (shared/src/i18n/messages-*.ts).
const RESYNC_SENT = {
  English: 'Availability and rates for the next 500 days were sent to Channex',
  Spanish: 'Se enviaron a Channex la disponibilidad y las tarifas de los próximos 500 días',
};

describe.each([
  ['English', 'en-US', DESK, en.channelManager],
  ['Spanish', 'es-AR', PHONE, esAR.channelManager],
] as const)('the channel manager in %s', (language, locale, viewport, words) => {
  const names = CHANNEX_NAMES[language];
  it('connects with the API key, maps the room types, and shows the mapping after a reload', async () => {
    const { user } = await signedInOwner();
    const dorm = await roomType(user, DORM);
    const double = await roomType(user, PRIVATE);
    const channex = await channexStandIn.createProperty({
      title: `Casa ${language}`,
      currency: 'USD',
      roomTypes: [
        { title: names.dorm, units: 6, kind: 'dorm', occAdults: 1, ratePlans: [names.bed] },
        { title: names.double, units: 3, kind: 'room', ratePlans: [names.plain, names.breakfast] },
      ],
    });
    const { page, problems } = await signedInPage(browser, user, viewport, { locale });
    await page.goto('/app/property/channels');
    const section = page.getByRole('region', { name: words.title });
    const key = section.getByLabel(words.apiKey, { exact: true });
    await key.waitFor(WAIT);
    expect(await key.getAttribute('type')).toBe('password');
    expect(await key.getAttribute('autocomplete')).toBe('off');
    expect(await axeViolations(page)).toEqual([]);
    if (language === 'Spanish') expect(await englishLeft(page)).toEqual([]);

    // A wrong key is said under the field; nothing is connected.
    await key.fill('not-the-right-key');
    await key.press('Enter');
    await section
      .getByRole('alert')
      .getByText(/Channex/)
      .waitFor(WAIT);

    await key.fill(channex.apiKey);
    await section.getByRole('button', { name: words.connect, exact: true }).click();
    await section.getByText(said(words.connected, { title: `Casa ${language}` })).waitFor(WAIT);

    const roomOf = (name: string) => section.getByLabel(said(words.channelRoomTypeOf, { name }), { exact: true });
    const planOf = (name: string) => section.getByLabel(said(words.ratePlanOf, { name }), { exact: true });
    await roomOf(dorm.description).waitFor(WAIT);
    // The dorm on Channex's double room first: saved, with the warnings that Channex would sell 3 rooms, not 6 beds.
    await roomOf(dorm.description).selectOption({ label: said(words.units_other, { title: names.double, count: 3 }) });
    await planOf(dorm.description).selectOption({ label: `${names.plain} · USD` });
    await section.getByRole('button', { name: words.save, exact: true }).click();
    await section.getByText(said(words.warningDormRoom, { name: dorm.description })).waitFor(WAIT);
    await section.getByText(said(words.warningUnits, { name: dorm.description, ours: 6, theirs: 3 })).waitFor(WAIT);
    await roomOf(dorm.description).selectOption({ label: said(words.units_other, { title: names.dorm, count: 6 }) });
    // Its only rate plan is chosen for it.
    expect(await planOf(dorm.description).locator('option:checked').textContent()).toBe(`${names.bed} · USD`);
    await roomOf(double.description).selectOption({ label: said(words.units_other, { title: names.double, count: 3 }) });
    await planOf(double.description).selectOption({ label: `${names.breakfast} · USD` });
    await section.getByRole('button', { name: words.save, exact: true }).click();
    // Saved again, with no warning left (the first save's "saved" is on the page already).
    await section.getByText(said(words.warningDormRoom, { name: dorm.description })).waitFor({ state: 'detached', ...WAIT });
    await page.getByText(words.saved, { exact: true }).waitFor(WAIT);
    expect(await fits(page)).toBe(true);
    // The warnings gone, the page is shorter: back at its top, no control sits under the phone's fixed menu.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    if (language === 'Spanish') expect(await englishLeft(page)).toEqual([]);

    await page.reload();
    await section.getByText(said(words.connected, { title: `Casa ${language}` })).waitFor(WAIT);
    await expect
      .poll(() => roomOf(dorm.description).locator('option:checked').textContent(), WAIT)
      .toBe(said(words.units_other, { title: names.dorm, count: 6 }));
    expect(await planOf(dorm.description).locator('option:checked').textContent()).toBe(`${names.bed} · USD`);
    expect(await roomOf(double.description).locator('option:checked').textContent()).toContain(names.double);
    expect(await planOf(double.description).locator('option:checked').textContent()).toBe(`${names.breakfast} · USD`);
    expect(await page.content()).not.toContain(channex.apiKey);

    // Everything for sale sent again at once; the status line then says when it last went.
    await section.getByRole('button', { name: words.resync, exact: true }).click();
    await page.getByText(RESYNC_SENT[language], { exact: true }).waitFor(WAIT);
    await section.getByText(words.pushedAt.split('{{')[0]!.trim()).waitFor(WAIT);
    expect((await channexStandIn.ariMessages(channex.apiKey)).map((message) => [message.kind, message.status]).slice(-2)).toEqual([
      ['availability', 200],
      ['restrictions', 200],
    ]);
    if (language === 'Spanish') expect(await englishLeft(page)).toEqual([]);

    await section.getByRole('button', { name: words.disconnect, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: words.disconnectTitle });
    await confirm.getByRole('button', { name: words.disconnect, exact: true }).click();
    await section.getByLabel(words.apiKey, { exact: true }).waitFor(WAIT);
    expect(problems).toEqual([]);
  });
});
