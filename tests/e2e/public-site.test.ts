import type { Browser, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInOwner } from '../support/api';
import { PHONE, signedInPage, testPage, workerBrowser } from '../support/browser';

// The public site in a real browser: every page's heading and links, the header for anonymous and
// signed-in visitors, the phone menu, the footer, the not-found page and scrolling to the top. The
// public pages may be served prerendered (no React) or by the SPA: these checks hold for both.

const PAGES = [
  { path: '/', heading: "Run your hostel's reservations from one simple screen", title: /Hostel App/ },
  { path: '/pricing', heading: 'Pricing', title: 'Pricing · Hostel App' },
  { path: '/contact-us', heading: 'Contact us', title: 'Contact us · Hostel App' },
  { path: '/about-us', heading: 'About us', title: 'About us · Hostel App' },
  { path: '/faq', heading: 'Frequently asked questions', title: 'Frequently asked questions · Hostel App' },
  { path: '/legal/terms-of-use', heading: 'Terms and Conditions', title: 'Terms and Conditions · Hostel App' },
  { path: '/legal/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy · Hostel App' },
];

let browser: Browser;
let page: Page;
let problems: string[];

const h1 = (p: Page) => p.getByRole('heading', { level: 1 });

beforeAll(async () => {
  browser = await workerBrowser();
});

beforeEach(async () => {
  ({ page, problems } = await testPage(browser));
});

describe('public pages', () => {
  it('renders every page with its heading and document title', async () => {
    for (const { path, heading, title } of PAGES) {
      await page.goto(path);
      await expect.poll(() => h1(page).textContent(), { message: path }).toBe(heading);
      expect(await page.title()).toMatch(title);
    }
    expect(problems).toEqual([]);
  });

  it('has content that matters: plans, legal terms, support email, FAQ answers', async () => {
    await page.goto('/pricing');
    await expect.poll(() => page.getByText('0 USD').isVisible()).toBe(true);
    for (const text of [
      'Last 10 reservations on the dashboard',
      'Up to 5 team members',
      'Up to 25 beds',
      'Coming soon',
      'Price to be determined',
      'Priority support',
      'Account balance',
    ]) {
      expect(await page.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
    }

    await page.goto('/contact-us');
    const mail = page.getByRole('link', { name: 'support@hostel.localhost' });
    await expect.poll(() => mail.getAttribute('href')).toBe('mailto:support@hostel.localhost');

    await page.goto('/legal/terms-of-use');
    await expect.poll(() => page.getByText('Province of Buenos Aires, Argentina').first().isVisible()).toBe(true);
    expect(await page.getByText(/in the 12 months before/).isVisible()).toBe(true);

    await page.goto('/faq');
    const question = page.getByText('Is Hostel App really free?');
    const answer = page.getByText(/The Free plan costs 0 USD per month/);
    await expect.poll(() => question.isVisible()).toBe(true);
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    await expect.poll(() => answer.isVisible()).toBe(true);
  });

  it('navigates with the header and footer links, and the home call to action goes to sign-up', async () => {
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path, heading] of [
      ['Pricing', '/pricing', 'Pricing'],
      ['Contact', '/contact-us', 'Contact us'],
      ['About us', '/about-us', 'About us'],
      ['Home', '/', PAGES[0]!.heading],
    ] as const) {
      await header.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => h1(page).textContent()).toBe(heading);
      await expect.poll(() => header.getByRole('link', { name, exact: true }).getAttribute('aria-current')).toBe('page');
    }

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByText('© 2024 Hostel App. All rights reserved.').isVisible()).toBe(true);
    expect(await footer.getByText('Team', { exact: true }).isVisible()).toBe(true);
    for (const [name, heading] of [
      ['FAQ', 'Frequently asked questions'],
      ['Contact us', 'Contact us'],
      ['Terms of use', 'Terms and Conditions'],
      ['Privacy policy', 'Privacy Policy'],
      ['About us', 'About us'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect.poll(() => h1(page).textContent()).toBe(heading);
    }

    await page.goto('/');
    await page.getByRole('link', { name: 'Create your free account' }).click();
    await page.waitForURL('**/accounts/signup');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/accounts/login');
  });

  it('scrolls to the top on a new page', async () => {
    await page.goto('/legal/terms-of-use');
    await expect.poll(() => h1(page).isVisible()).toBe(true);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate('window.scrollY')).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(() => h1(page).textContent()).toBe('Frequently asked questions');
    expect(await page.evaluate('window.scrollY')).toBe(0);
  });

  it('shows the not-found page for unknown paths, with a way home', async () => {
    await page.goto('/no/such/page');
    await expect.poll(() => h1(page).textContent()).toBe('Opss!...This page does not exist');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('header for each kind of visitor', () => {
  it('offers Sign in and Create Account to anonymous visitors, Go to app to signed-in ones', async () => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.getByRole('link', { name: 'Create Account' }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Go to app' }).count()).toBe(0);

    const owner = await signedInOwner({ firstName: 'Marta' });
    const { page: signedIn } = await signedInPage(browser, owner.user);
    await signedIn.goto('/pricing');
    const goToApp = signedIn.getByRole('banner').getByRole('link', { name: 'Go to app' });
    await expect.poll(() => goToApp.isVisible()).toBe(true);
    expect(await signedIn.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await goToApp.click();
    await signedIn.waitForURL((url) => url.pathname === '/app');
    await expect.poll(() => signedIn.getByText('Hello, Marta').isVisible()).toBe(true);
  });
});

describe('phone menu', () => {
  let phone: Page;
  let phoneProblems: string[];

  beforeEach(async () => {
    ({ page: phone, problems: phoneProblems } = await testPage(browser, PHONE));
  });

  it('opens, lists the spec links, navigates, and closes on Escape and with its close button', async () => {
    await phone.goto('/');
    const open = phone.getByRole('button', { name: 'Open menu' });
    const menu = phone.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => open.isVisible()).toBe(true);
    expect(await phone.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await menu.isVisible()).toBe(false);

    await open.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    for (const name of ['Home', 'Pricing', 'Contact', 'About As', 'Sign In', 'Create Account']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    await menu.getByRole('link', { name: 'About As' }).click();
    await phone.waitForURL('**/about-us');
    await expect.poll(() => h1(phone).textContent()).toBe('About us');
    expect(await menu.isVisible()).toBe(false);

    await open.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await phone.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await phone.evaluate('document.activeElement?.getAttribute("aria-label")')).toBe('Open menu');

    await open.click();
    await phone.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);

    await open.click();
    await menu.getByRole('link', { name: 'Create Account' }).click();
    await phone.waitForURL('**/accounts/signup');
    expect(phoneProblems).toEqual([]);
  });

  it('with the app running, reports aria-expanded, moves focus in and back, and closes on navigation', async () => {
    await phone.goto('/accounts/login');
    const open = phone.getByRole('button', { name: 'Open menu' });
    const menu = phone.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => open.getAttribute('aria-expanded')).toBe('false');
    expect(await open.getAttribute('aria-controls')).toBe('site-mobile-menu');

    await open.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    // The browser reports the popover's toggle a moment after it shows.
    await expect.poll(() => open.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => phone.evaluate('document.activeElement?.getAttribute("aria-label")')).toBe('Close menu');
    await phone.keyboard.press('Escape');
    await expect.poll(() => open.getAttribute('aria-expanded')).toBe('false');
    expect(await phone.evaluate('document.activeElement?.getAttribute("aria-label")')).toBe('Open menu');

    await open.click();
    await menu.getByRole('link', { name: 'Create Account' }).click();
    await phone.waitForURL('**/accounts/signup');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => open.getAttribute('aria-expanded')).toBe('false');
    expect(phoneProblems).toEqual([]);
  });
});
