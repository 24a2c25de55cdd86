import type { Browser, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInOwner } from '../support/api';
import { DESK, PHONE, signedInPage, type TestPage, workerBrowser } from '../support/browser';

// The signed-in shell: header, menus, search, theme, notifications, the menu's pages, the phone's
// bottom menu and sidebar, and logging out (failure included). Each page has its own owner, so
// a test that logs out ends no other test's session, and any one runs alone.

let browser: Browser;

/** A new owner's signed-in page (signedInPage). */
async function ownerPage(viewport = DESK, colorScheme: 'light' | 'dark' = 'light'): Promise<TestPage> {
  const owner = await signedInOwner({ firstName: 'Lucía', propertyName: 'Casa Azul Hostel' });
  return signedInPage(browser, owner.user, viewport, { colorScheme });
}

const h1 = (p: Page) => p.getByRole('heading', { level: 1 });
const focusedName = (p: Page) => p.evaluate('document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent');

beforeAll(async () => {
  browser = await workerBrowser();
});

describe('desk shell', () => {
  let page: Page;
  let problems: string[];

  beforeEach(async () => {
    ({ page, problems } = await ownerPage());
  });

  it('shows the header, the greeting, the home lists and the Dashboard title, noindexed', async () => {
    await page.goto('/app');
    await expect.poll(() => page.getByText('Hello, Lucía').isVisible()).toBe(true);
    expect(await page.getByText('Casa Azul Hostel').isVisible()).toBe(true);
    expect(await page.title()).toBe('Dashboard · Hostel App');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    const lists: [string, string][] = [
      ["Who's coming today?", 'You have no arrivals today'],
      ["Who's leaving today?", 'You have no departures today'],
      ['Latest reservations', 'No reservations in the last 30 days'],
    ];
    for (const [heading, empty] of lists) {
      expect(await page.getByRole('heading', { name: heading }).isVisible(), heading).toBe(true);
      // The lists come from the home call: wait for its answer.
      await expect.poll(() => page.getByText(empty).isVisible(), { message: empty }).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  it('moves through the main menu, marking only the current page', async () => {
    await page.goto('/app');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    for (const [name, path, heading] of [
      ['Rates & availability', '/app/rates-and-availability', 'Rates & Availability'],
      ['Property', '/app/property/general-info', 'General info'],
      ['Reservations', '/app/reservations', 'Reservations'],
      ['Calendar', '/app/calendar', 'Calendar'],
    ] as const) {
      await menu.getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => h1(page).textContent()).toBe(heading);
      await expect.poll(() => menu.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
      // Home is active only on /app itself.
      await expect.poll(() => menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    }
    await menu.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/app');

    await page.goto('/app/reservations/abc123');
    await expect.poll(() => h1(page).textContent()).toBe('Reservation detail');
    await expect.poll(() => page.getByText('Error fetching reservation data').isVisible()).toBe(true);
    // The unknown reservation's 404 is logged once, as the query client logs every read that failed.
    await expect.poll(() => problems.findIndex((problem) => problem.includes('Error fetching reservation data'))).toBeGreaterThanOrEqual(0);
    problems.splice(
      problems.findIndex((problem) => problem.includes('Error fetching reservation data')),
      1,
    );
    await page.goto('/app/no-such-page');
    await expect.poll(() => h1(page).textContent()).toBe('Opss!...This page does not exist');
    expect(await page.locator('main').count()).toBe(1);
  });

  it('validates the search and sends it to the reservations page', async () => {
    await page.goto('/app');
    const search = page.getByRole('searchbox', { name: 'Search reservations by guest' });
    await expect.poll(() => search.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Type a guest name or email to search' }).isVisible()).toBe(true);
    expect(await search.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedName(page)).not.toBe('Search');
    await search.fill('a');
    await search.press('Enter');
    await expect.poll(() => page.getByText('Search must be 2 to 40 characters').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/app');
    await search.fill('García');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/app/reservations');
    expect(new URL(page.url()).searchParams.get('search')).toBe('García');
  });

  it('links to notifications', async () => {
    await page.goto('/app');
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL('**/app/notifications');
    await expect.poll(() => page.getByText('No notifications yet').isVisible()).toBe(true);
    expect(await page.getByText('will appear here').isVisible()).toBe(true);
  });

  it('toggles dark mode, remembers it across reloads, and follows the system until chosen', async () => {
    const { page: dark } = await ownerPage(DESK, 'dark');
    await dark.goto('/app');
    const toggle = dark.getByRole('button', { name: 'Dark mode' });
    // No choice yet: the system's dark preference shows and the switch says so.
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await dark.evaluate('localStorage.getItem("theme")')).toBeNull();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await dark.evaluate('document.documentElement.dataset.theme')).toBe('light');
    await dark.reload();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await dark.evaluate('getComputedStyle(document.body).backgroundColor')).toBe('rgb(246, 247, 249)');
    await toggle.click();
    await dark.reload();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await dark.evaluate('getComputedStyle(document.body).backgroundColor')).toBe('rgb(15, 20, 27)');
  });

  it('opens the profile menu, closes it on Escape, outside click and choosing Profile', async () => {
    await page.goto('/app');
    const button = page.getByRole('button', { name: 'Profile menu' });
    const profile = page.getByRole('link', { name: 'Profile', exact: true });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => profile.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => profile.isVisible()).toBe(false);
    expect(await focusedName(page)).toBe('Profile menu');

    await button.click();
    await expect.poll(() => profile.isVisible()).toBe(true);
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => profile.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.press('Enter');
    await expect.poll(() => profile.isVisible()).toBe(true);
    await profile.click();
    await page.waitForURL('**/app/users/profile/edit');
    await expect.poll(() => profile.isVisible()).toBe(false);
  });

  it('sends a signed-in visitor from sign-in and sign-up to the app', async () => {
    for (const path of ['/accounts/login', '/accounts/signup']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/app', { timeout: 15_000 });
      await expect.poll(() => page.getByText('Hello, Lucía').isVisible(), { message: path }).toBe(true);
    }
    // The other account pages stay open to a signed-in visitor (a reset link may be for someone else).
    await page.goto('/accounts/reset-password');
    await expect.poll(() => h1(page).textContent()).toBe('Reset your password');
    expect(new URL(page.url()).pathname).toBe('/accounts/reset-password');
    expect(problems).toEqual([]);
  });

  it('shows an error when logging out fails, and goes home when it works', async () => {
    await page.goto('/app');
    await page.route('**/api/v1/users/logout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"boom"}' }),
    );
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Unable to log out. Try again' }).isVisible()).toBe(true);
    await page.unroute('**/api/v1/users/logout');
    // The real logout is the phone sidebar's test; here, the failure's path.
    expect(new URL(page.url()).pathname).toBe('/app');
  });
});

describe('profile that cannot be loaded', () => {
  it('keeps the placeholders and only logs the failure: a 5xx is retried, a 4xx is not', async () => {
    for (const [status, calls] of [
      [503, 3],
      [404, 1],
    ] as const) {
      const { page } = await ownerPage();
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) logged.push(message.text());
      });
      let asked = 0;
      await page.route('**/api/v1/users/profile', (route) => {
        asked += 1;
        return route.fulfill({ status, contentType: 'application/json', body: '{"msg":"Not now"}' });
      });
      await page.goto('/app');
      await expect.poll(() => page.getByText('Hello, Guest').isVisible(), { message: `${status}` }).toBe(true);
      expect(asked, `${status}`).toBe(calls);
      expect(
        logged.filter((text) => text.startsWith('Could not load the profile')),
        `${status}`,
      ).toHaveLength(1);
      // The page itself still works.
      expect(await h1(page).textContent()).toBe('Home');
    }
  });
});

describe('phone shell', () => {
  it('keeps the header to one row (it took 139 px before), the search opening from its icon', async () => {
    const { page, problems } = await ownerPage(PHONE);
    await page.goto('/app');
    await expect.poll(() => page.getByText('Hello, Lucía').isVisible()).toBe(true);
    const height = (selector: string) => page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().height, selector);
    expect(await height('.app-header')).toBeLessThanOrEqual(64);
    expect(await height('.app-bottom-menu')).toBeLessThanOrEqual(57);
    // Every part of the header sits on the one row: all centred on the header's middle line.
    const offsets = await page.evaluate(() => {
      const middle = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.top + box.height / 2;
      };
      const header = middle(document.querySelector('.app-header')!);
      return [...document.querySelectorAll('.app-title, .app-user, .app-tools > *')].map((element) => Math.abs(middle(element) - header));
    });
    expect(offsets).toHaveLength(6);
    for (const offset of offsets) expect(offset).toBeLessThanOrEqual(2);
    expect(await page.getByText('Casa Azul Hostel').isVisible()).toBe(true);

    const toggle = page.getByRole('button', { name: 'Search reservations' });
    const search = page.getByRole('searchbox', { name: 'Search reservations by guest' });
    expect(await search.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Keyboard: Enter opens it with the field focused, Escape closes it and focus returns to the icon.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => search.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate('document.activeElement?.getAttribute("name")')).toBe('q');
    await page.keyboard.press('Escape');
    await expect.poll(() => search.isVisible()).toBe(false);
    expect(await focusedName(page)).toBe('Search reservations');
    // A click elsewhere closes it too.
    await toggle.click();
    await expect.poll(() => search.isVisible()).toBe(true);
    await page.getByText('You have no departures today').click();
    await expect.poll(() => search.isVisible()).toBe(false);
    // A search goes to the reservations page and the panel closes.
    await toggle.click();
    await search.fill('García');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/app/reservations');
    expect(new URL(page.url()).searchParams.get('search')).toBe('García');
    await expect.poll(() => search.isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  it('uses the bottom menu and the More sidebar, with Escape and focus return', async () => {
    const { page, problems } = await ownerPage(PHONE);
    await page.goto('/app');
    const bottom = page.getByRole('navigation', { name: 'Quick menu' });
    await expect.poll(() => bottom.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await bottom.getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL('**/app/calendar');
    await expect.poll(() => bottom.getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');
    await bottom.getByRole('link', { name: 'Reservations' }).click();
    await page.waitForURL('**/app/reservations');
    await bottom.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/app');

    const more = bottom.getByRole('button', { name: 'More' });
    const sidebar = page.getByRole('dialog', { name: 'More' });
    await more.click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Property', 'Rates & availability', 'Account'])
      expect(await sidebar.getByRole('link', { name }).isVisible(), name).toBe(true);
    expect(await sidebar.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await focusedName(page)).toContain('More');

    await more.click();
    await sidebar.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(false);

    await more.click();
    await sidebar.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/app/users/profile/edit');
    await expect.poll(() => sidebar.isVisible()).toBe(false);

    await page.route('**/api/v1/users/logout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"boom"}' }),
    );
    await more.click();
    await sidebar.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => sidebar.getByText('Unable to log out. Please try again').isVisible()).toBe(true);
    await page.unroute('**/api/v1/users/logout');

    // Now for real: the session ends and the public home page shows.
    await sidebar.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    await page.goto('/app');
    await page.waitForURL('**/accounts/login');
    expect(problems.filter((problem) => !problem.includes('500'))).toEqual([]);
  });
});
