import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../support/api';
import { DESK, launchBrowser, PHONE, takePage } from '../support/browser';
import { signInContext } from '../support/owner-fixture';

// Browser tests share pages between them (takePage in tests/support/browser.ts): what one test leaves in a
// page must be gone before the next test gets it, or tests would pass or fail by their order.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a kept page', () => {
  it('comes back with nothing the last test left: cookies, storage, routes, listeners, permissions, other pages', async () => {
    const { user } = await signedInOwner();
    const first = await takePage(browser, PHONE);
    await signInContext(first.context, user);
    await first.page.route('**/api/v1/users/validate', (route) => route.fulfill({ status: 500, body: '{}' }));
    await first.page.goto('/app');
    await first.page.evaluate(() => {
      localStorage.setItem('language', 'es');
      sessionStorage.setItem('left', 'behind');
    });
    first.page.on('dialog', (dialog) => dialog.accept());
    const heardByFirst: string[] = [];
    first.page.on('console', (message) => heardByFirst.push(message.text()));
    await first.context.grantPermissions(['clipboard-read']);
    await first.context.newPage();
    await first.handBack(true);

    const second = await takePage(browser, DESK);
    // The same page, so the browser's process and compiled scripts are reused.
    expect(second.page).toBe(first.page);
    expect(second.page.url()).toBe('about:blank');
    expect(second.context.pages()).toEqual([second.page]);
    expect(await second.context.cookies()).toEqual([]);
    expect(second.page.viewportSize()).toEqual(DESK);
    const validated = second.page.waitForResponse((response) => response.url().endsWith('/api/v1/users/validate'));
    await second.page.goto('/app');
    // No route answers 500 and no cookie signs the page in.
    expect((await validated).status()).toBe(401);
    expect(await second.page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect(
      await second.page.evaluate(async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state),
    ).toBe('prompt');
    // The first taker's listeners are gone: its dialog handler would accept, Playwright's own dismisses.
    expect(await second.page.evaluate(() => confirm('Leave?'))).toBe(false);
    await second.page.evaluate(() => console.info('second taker'));
    expect(heardByFirst).not.toContain('second taker');
    await second.handBack(true);
  });

  it('is not handed on when it ended off the app (its storage there is not known to be cleared)', async () => {
    const first = await takePage(browser, DESK, { locale: 'es-AR' });
    await first.page.goto('/');
    await first.handBack(true);
    const second = await takePage(browser, DESK, { locale: 'es-AR' });
    expect(second.page).toBe(first.page);
    await second.handBack(true);
    // A page that never opened the app (or left it) is closed instead.
    const third = await takePage(browser, DESK, { locale: 'es-AR' });
    await third.page.goto('about:blank');
    await third.handBack(true);
    expect(third.page.isClosed()).toBe(true);
  });

  it('is not handed on when the taker says so, nor when its context was closed', async () => {
    const first = await takePage(browser, DESK, { locale: 'es-AR' });
    await first.handBack(false);
    expect(first.page.isClosed()).toBe(true);

    const second = await takePage(browser, DESK, { locale: 'es-AR' });
    expect(second.page).not.toBe(first.page);
    await second.context.close();
    await second.handBack(true);
    const third = await takePage(browser, DESK, { locale: 'es-AR' });
    expect(third.page.isClosed()).toBe(false);
    expect(third.page).not.toBe(second.page);
    await third.handBack(false);
  });

  it('keeps contexts of other options apart: a page is handed only to a taker with the same language and theme', async () => {
    const dark = await takePage(browser, DESK, { colorScheme: 'dark' });
    await dark.page.goto('/');
    await dark.handBack(true);
    const light = await takePage(browser, DESK, { colorScheme: 'light' });
    expect(light.page).not.toBe(dark.page);
    await light.page.goto('/');
    expect(await light.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
    await light.handBack(false);
    const darkAgain = await takePage(browser, DESK, { colorScheme: 'dark' });
    expect(darkAgain.page).toBe(dark.page);
    await darkAgain.page.goto('/');
    expect(await darkAgain.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    await darkAgain.handBack(false);
  });
});
