import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../support/api';
import { DESK, launchBrowser, PHONE, signedInPage } from '../support/browser';
import { PRIVATE, roomType } from '../support/front-desk';

// The channels page: a manager publishes a room type's iCal link, copies it, renews it (the old link
// stops) and deletes it, on a desk and a phone.

const WAIT = { timeout: 10_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['desk', DESK],
  ['phone', PHONE],
])('calendar links on a %s', (_name, viewport) => {
  it('creates, copies, renews and deletes the link of a room type', async () => {
    const { user } = await signedInOwner();
    const double = await roomType(user, PRIVATE);
    const { context, page, problems } = await signedInPage(browser, user, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/app/property/channels');
    await page.getByRole('button', { name: `Create link for ${double.description}`, exact: true }).click();
    const link = page.getByLabel(`iCal link of ${double.description}`, { exact: true });
    await link.waitFor({ state: 'visible', ...WAIT });
    const first = await link.inputValue();
    expect(first).toMatch(/\/api\/v1\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await fetch(first)).headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('button', { name: `Copy link of ${double.description}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Message' }).getByText('Link copied').waitFor(WAIT);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    await page.getByRole('button', { name: `New link for ${double.description}`, exact: true }).click();
    await expect.poll(() => link.inputValue(), WAIT).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(await link.inputValue())).status).toBe(200);

    await page.getByRole('button', { name: `Delete link of ${double.description}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this link?' });
    await confirm.getByRole('button', { name: 'Delete link' }).click();
    await page.getByRole('button', { name: `Create link for ${double.description}`, exact: true }).waitFor(WAIT);
    expect(problems).toEqual([]);
  });
});
