import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@hostel/shared/domain/dates';
import { type ApiUser, signedInOwner, uniqueEmail } from '../support/api';
import { expectNoViolations } from '../support/axe';
import { STATIC_PAGES } from '../../shared/src/http/static-pages';
import { APP_PAGES, exampleUrl } from '../../web/src/app/app-pages';
import { DESK, PHONE, testPage, workerBrowser } from '../support/browser';
import { signInContext } from '../support/owner-fixture';

// axe-core (WCAG 2.2 A/AA) on every public page and every shell page, on a phone and a desk, in the
// light and the dark theme, plus the open menus and dialogs; and on the phone, no page scrolls sideways.
// The dark theme changes colours only (light-dark() values in one style sheet, which follow the system's
// scheme live): each state is checked with every rule in light, then switched to dark in place and checked
// with the rules that read colours, so a page is loaded once for both themes.

const PUBLIC_PAGES = [...STATIC_PAGES, '/accounts/invitation/an-invitation-link-token', '/no-such-page'];
// Every signed-in page of the page table, plus the profile's second tab and the shell's not-found page.
const APP_PATHS = [...APP_PAGES.map(exampleUrl), '/app/users/profile/edit?tab=password', '/app/no-such-page'];
// A narrow phone (360 px): every page must reflow to it without scrolling sideways.
const NARROW_PHONE = { ...PHONE, width: 360 };
const SETUPS = [
  { label: 'phone', viewport: NARROW_PHONE },
  { label: 'desk', viewport: DESK },
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/** Signs the context in as a new owner whose property pages have content in every part. */
async function signedInWithContent(context: BrowserContext) {
  const owner = await signedInOwner();
  await propertyWithContent(owner.user);
  await signInContext(context, owner.user);
}

// Two room types, a rate range and a pending invitation.
async function propertyWithContent(owner: ApiUser) {
  const dorm = await owner.call('POST', '/room-types/create', {
    description: 'Dorm 6',
    type: 'dorm',
    max_occupancy: 6,
    inventory: 2,
    base_rate: 20,
    currency: 'USD',
  });
  const double = await owner.call('POST', '/room-types/create', {
    description: 'Double',
    type: 'private',
    max_occupancy: 2,
    inventory: 3,
    base_rate: 55.5,
    currency: 'USD',
  });
  const { body: property } = await owner.call('GET', '/properties');
  const tomorrow = addDays(todayIn(property.time_zone), 1);
  const range = await owner.call('POST', `/rates-and-availability/create/${double.body._id}`, {
    start_date: tomorrow,
    end_date: addDays(tomorrow, 2),
    custom_rate: 70,
    custom_availability: 0,
  });
  const member = await owner.call('POST', '/users/create', {
    username: uniqueEmail('invited'),
    firstName: 'Emilia',
    lastName: 'Pérez',
    role: 'employee',
  });
  expect([dorm.status, double.status, range.status, member.status]).toEqual([201, 201, 201, 201]);
}

/**
 * The page once its content (not a loading placeholder) is on screen. From one signed-in page to another the
 * app navigates in place, as a click on its menu does: the app is not loaded again for every page.
 */
async function visit(page: Page, path: string) {
  const here = new URL(page.url());
  // Already there (a dialog opened and closed on it): the page stays as it is.
  if (here.pathname + here.search === path) return;
  if (here.pathname.startsWith('/app') && path.startsWith('/app/')) {
    // The router's own history entry and popstate; the headings on screen now are the previous page's.
    await page.evaluate((to) => {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-left', '');
      history.pushState({ usr: null, key: `axe${history.length}`, idx: (history.state?.idx ?? 0) + 1 }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, path);
    await expect.poll(() => page.locator('h1:not([data-left])').count(), { message: path }).toBeGreaterThan(0);
  } else {
    await page.goto(path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { message: path }).toBeGreaterThan(0);
  }
  await expect.poll(() => page.locator('.loading').count(), { message: path }).toBe(0);
  // The header is final once the session check (public) or the profile (app) has answered.
  await expect
    .poll(() => page.evaluate('document.querySelector(".site-actions")?.childElementCount ?? 1'), { message: path })
    .toBeGreaterThan(0);
  await expect.poll(() => page.getByText('Loading user name').count(), { message: path }).toBe(0);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'), where).toBeLessThanOrEqual(0);
}

describe.each(SETUPS)('$label', ({ label, viewport }) => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    ({ context, page } = await testPage(browser, viewport));
  });

  it('public pages have no violations', async () => {
    for (const path of PUBLIC_PAGES) {
      await visit(page, path);
      await expectNoViolations(page, `${path} (${label})`);
      if (viewport === NARROW_PHONE) await expectNoSidewaysScroll(page, path);
    }
    if (viewport === NARROW_PHONE) {
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
    await signedInWithContent(context);
    for (const path of APP_PATHS) {
      await visit(page, path);
      await expectNoViolations(page, `${path} (${label})`);
      if (viewport === NARROW_PHONE) await expectNoSidewaysScroll(page, path);
    }

    await visit(page, '/app');
    // On a phone the search opens from its icon first.
    if (viewport === NARROW_PHONE) await page.getByRole('button', { name: 'Search reservations' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByRole('searchbox').getAttribute('aria-invalid')).toBe('true');
    if (viewport === NARROW_PHONE) await expectNoViolations(page, `search panel with its error (${label})`);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expectNoViolations(page, `search error and profile menu open (${label})`);

    if (viewport === NARROW_PHONE) {
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

  it('property setup dialogs have no violations', async () => {
    await signedInWithContent(context);
    const opened = async (button: string, dialogName: string, path: string) => {
      await visit(page, path);
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole(dialogName.endsWith('?') ? 'alertdialog' : 'dialog', { name: dialogName, exact: true });
      await dialog.waitFor({ state: 'visible', timeout: 10_000 });
      // With a form's field messages showing too, where it has a submit button.
      const submit = dialog.locator('button[type="submit"]');
      if ((await submit.count()) > 0) {
        await dialog.getByRole('textbox').first().fill('');
        await submit.click();
        await dialog.locator('.field-error').first().waitFor({ state: 'visible', timeout: 10_000 });
      }
      await expectNoViolations(page, `${dialogName} dialog (${label})`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    };
    await opened('Edit property info', 'Edit property', '/app/property/general-info');
    await opened('Add user', 'Add user', '/app/property/general-info');
    await opened('Create Room Type', 'Create Room Type', '/app/property/room-types');
    await opened('Delete Double', 'Delete Room Type?', '/app/property/room-types');
    await opened('Edit rooms and beds of Double', 'Rooms and beds of Double', '/app/property/room-types');
    await opened('Bulk Edit', 'Bulk Edit', '/app/rates-and-availability');
  });
});
