import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInOwner } from '../support/api';
import { axeViolations } from '../support/axe';
import { STATIC_PAGES } from '../../shared/src/http/static-pages';
import { APP_PAGES, exampleUrl } from '../../web/src/app/app-pages';
import { DESK, launchBrowser, newContext, PHONE } from '../support/browser';

// axe-core (WCAG 2.2 A/AA) on every public page and every shell page, on a phone and a desk, in the
// light and the dark theme, plus the open menus and dialogs.

const PUBLIC_PAGES = [...STATIC_PAGES, '/no-such-page'];
// Every signed-in page of the page table, plus the profile's second tab and the shell's not-found page.
const APP_PATHS = [...APP_PAGES.map(exampleUrl), '/app/users/profile/edit?tab=password', '/app/no-such-page'];
const SETUPS = [
  { label: 'phone, light', viewport: PHONE, colorScheme: 'light' },
  { label: 'phone, dark', viewport: PHONE, colorScheme: 'dark' },
  { label: 'desk, light', viewport: DESK, colorScheme: 'light' },
  { label: 'desk, dark', viewport: DESK, colorScheme: 'dark' },
] as const;

let browser: Browser;
let cookie: { name: string; value: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const owner = await signedInOwner();
  const [name, value] = owner.user.cookie.split(/=(.*)/s) as [string, string];
  cookie = { name, value };
});

afterAll(async () => {
  await browser?.close();
});

/** The page once its content (not a loading placeholder) is on screen. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { message: path }).toBeGreaterThan(0);
  await expect.poll(() => page.locator('.loading').count(), { message: path }).toBe(0);
  // The header is final once the session check (public) or the profile (app) has answered.
  await expect.poll(() => page.evaluate('document.querySelector(".site-actions")?.childElementCount ?? 1'), { message: path }).toBeGreaterThan(0);
  await expect.poll(() => page.getByText('Loading user name').count(), { message: path }).toBe(0);
}

async function expectNoViolations(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

describe('reflow', () => {
  it('no page scrolls sideways on a 360 px phone', async () => {
    const context = await newContext(browser, { width: 360, height: 740 });
    await context.addCookies([
      { ...cookie, domain: new URL(inject('appUrl')).hostname, path: '/', secure: cookie.name.startsWith('__Host-'), httpOnly: true, sameSite: 'Strict' },
    ]);
    const page = await context.newPage();
    for (const path of [...PUBLIC_PAGES, ...APP_PATHS]) {
      await visit(page, path);
      expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'), path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});

describe.each(SETUPS)('$label', ({ label, viewport, colorScheme }) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, viewport, { colorScheme });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context.close();
  });

  it('public pages have no violations', async () => {
    for (const path of PUBLIC_PAGES) {
      await visit(page, path);
      await expectNoViolations(page, `${path} (${label})`);
    }
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
      await expectNoViolations(page, `mobile menu open (${label})`);
    } else {
      await visit(page, '/faq');
      await page.locator('summary').first().click();
      await expectNoViolations(page, `FAQ answer open (${label})`);
    }
  });

  it('shell pages have no violations', async () => {
    await context.addCookies([
      { ...cookie, domain: new URL(inject('appUrl')).hostname, path: '/', secure: cookie.name.startsWith('__Host-'), httpOnly: true, sameSite: 'Strict' },
    ]);
    for (const path of APP_PATHS) {
      await visit(page, path);
      await expectNoViolations(page, `${path} (${label})`);
    }

    await visit(page, '/app');
    // On a phone the search opens from its icon first.
    if (viewport === PHONE) await page.getByRole('button', { name: 'Search reservations' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByRole('searchbox').getAttribute('aria-invalid')).toBe('true');
    if (viewport === PHONE) await expectNoViolations(page, `search panel with its error (${label})`);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expectNoViolations(page, `search error and profile menu open (${label})`);

    if (viewport === PHONE) {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'More' }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'More' }).isVisible()).toBe(true);
      await expectNoViolations(page, `More sidebar open (${label})`);
    }

    await visit(page, '/app/users/profile/edit');
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    await expect.poll(() => page.getByRole('alertdialog').isVisible()).toBe(true);
    await expectNoViolations(page, `delete-account dialog (${label})`);
  });
});
