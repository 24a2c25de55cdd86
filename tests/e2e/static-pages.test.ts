import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../../shared/src/http/static-pages';
import { freshPage, PHONE, workerBrowser } from '../support/browser';

// The public pages arrive as static HTML: the browser downloads one small script, not the React app,
// and the page reads and navigates fully before any script runs.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

describe('prerendered public pages', () => {
  it.each(STATIC_PAGES)('%s downloads only the static-page script', async (path) => {
    // A fresh page: the scripts it loads are counted.
    const { page, problems } = await freshPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/static-page-[\w-]+\.js$/);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.title()).toMatch(/Hostel App$/);
    expect(problems).toEqual([]);
  });

  it('applies the theme chosen in the app before the page paints, over the system preference', async () => {
    for (const [system, chosen, background] of [
      ['light', 'dark', 'rgb(15, 20, 27)'],
      ['dark', 'light', 'rgb(246, 247, 249)'],
    ] as const) {
      // A fresh page: the init script below stays on it.
      const { page, problems } = await freshPage(browser, PHONE, { colorScheme: system });
      await page.goto('/faq');
      await page.evaluate((theme) => localStorage.setItem('theme', theme), chosen);
      // What the first paint sees: the theme is set while the head is parsed, before the body exists.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          (window as unknown as { themeAtBody: string | undefined }).themeAtBody = document.documentElement.dataset.theme;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of ['/pricing', '/accounts/login']) {
        await page.goto(path);
        await expect
          .poll(() => page.evaluate('getComputedStyle(document.body).backgroundColor'), { message: `${path} (${system} system)` })
          .toBe(background);
        expect(await page.evaluate('document.documentElement.dataset.theme')).toBe(chosen);
      }
      await page.goto('/pricing');
      expect(await page.evaluate('window.themeAtBody'), 'the static page had its theme before its body').toBe(chosen);
      expect(problems).toEqual([]);
    }
  });

  it('reads and navigates with scripts turned off, phone menu included', async () => {
    const { page } = await freshPage(browser, PHONE, { javaScriptEnabled: false });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pricing');
  });
});
