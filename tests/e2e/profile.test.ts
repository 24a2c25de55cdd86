import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiUser, signedInOwner } from '../support/api';
import { DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';

// Profile edit: each test has its own owner and page, so any one runs alone: the name, the
// password (then signing in with it through the API), and deleting the account.

const NEW_PASSWORD = 'Brand-New-Secret-77!!';
let browser: Browser;
let page: Page;
let problems: string[];
let owner: { email: string; password: string };

const field = (name: string) => page.getByLabel(name, { exact: true });
const signIn = (username: string, password: string) => new ApiUser().call('POST', '/users/auth', { username, password });

beforeAll(async () => {
  browser = await workerBrowser();
});

beforeEach(async () => {
  const created = await signedInOwner({ firstName: 'Tomás' });
  owner = { email: created.email, password: created.password };
  ({ page, problems } = await signedInPage(browser, created.user));
});

describe('profile edit', () => {
  it('shows the profile with email and role read-only, and switches tabs with the keyboard', async () => {
    await page.goto('/app/users/profile/edit');
    await expect.poll(() => field('First name').inputValue()).toBe('Tomás');
    expect(await field('Email').inputValue()).toBe(owner.email);
    expect(await field('Email').getAttribute('readonly')).not.toBeNull();
    expect(await field('Role').inputValue()).toBe('Administrator');
    expect(await field('Role').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('heading', { name: 'Delete your account' }).isVisible()).toBe(true);

    const profileTab = page.getByRole('tab', { name: 'Profile' });
    const passwordTab = page.getByRole('tab', { name: 'Password' });
    expect(await profileTab.getAttribute('aria-selected')).toBe('true');
    await profileTab.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => passwordTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Password');
    expect(await field('Current password').isVisible()).toBe(true);
    expect(await field('First name').isVisible()).toBe(false);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => profileTab.getAttribute('aria-selected')).toBe('true');
  });

  it('validates and saves the name, and the header greets the new name', async () => {
    await page.goto('/app/users/profile/edit');
    await expect.poll(() => field('First name').inputValue()).toBe('Tomás');
    await field('First name').fill('T');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(() => page.getByText('First name must be 2 to 50 characters').isVisible()).toBe(true);
    await field('First name').fill('Valentina');
    await field('Last name').fill('Suárez');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(() => page.getByText('Profile updated successfully').isVisible()).toBe(true);
    expect(await page.getByText('Hello, Valentina').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => field('Last name').inputValue()).toBe('Suárez');
  });

  it('changes the password: weak, mismatch, wrong current password, then success', async () => {
    await page.goto('/app/users/profile/edit?tab=password');
    const current = field('Current password');
    await expect.poll(() => current.isVisible()).toBe(true);
    const rule = page.getByText(/Password must contain at least 14 characters/);
    expect(await rule.count()).toBe(1);

    // A weak password: the rule is said once, as the field's error, not as hint and error.
    await current.fill(owner.password);
    await field('New password').fill('weak');
    await field('Confirm new password').fill('weak');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => field('New password').getAttribute('aria-invalid')).toBe('true');
    expect(await rule.count()).toBe(1);
    expect(
      await page
        .locator('.field-error')
        .filter({ hasText: /Password must contain/ })
        .count(),
    ).toBe(1);

    await field('New password').fill(NEW_PASSWORD);
    await field('Confirm new password').fill('something else');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText("Passwords doesn't match").isVisible()).toBe(true);

    // Each answer below waits for a scrypt run on the server: wait for the answer itself, then the page.
    const changePassword = () =>
      page.waitForResponse(
        (response) => response.url().endsWith('/api/v1/users/profile/change-pass') && response.request().method() === 'PUT',
        { timeout: 60_000 },
      );
    await current.fill('not-my-password');
    await field('Confirm new password').fill(NEW_PASSWORD);
    let answered = changePassword();
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await answered).status()).toBe(400);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The current password is not correct' }).isVisible()).toBe(true);

    await current.fill(owner.password);
    answered = changePassword();
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => page.getByText('Password updated successfully').isVisible()).toBe(true);
    expect(await current.inputValue()).toBe('');

    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(owner.email, owner.password)).status).toBeGreaterThanOrEqual(400);
    // This browser got a fresh session cookie with the change: it is still signed in.
    await page.goto('/app');
    await expect.poll(() => page.getByText('Hello, Tomás').isVisible()).toBe(true);
  });

  it('deletes the account: Escape cancels, a failure is shown, then it deletes, logs out and goes home', async () => {
    await page.goto('/app/users/profile/edit');
    const opener = page.getByRole('button', { name: 'Delete account', exact: true });
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account' });
    await opener.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText('Permanently remove your account and all associated data').isVisible()).toBe(true);
    expect(await dialog.getByText(/deletes your property/).isVisible()).toBe(true);
    expect(await dialog.getByText(/For 30 days you can still restore it/).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Delete account');

    await page.route('**/api/v1/users/accounts/delete', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '[{"msg":"boom"}]' }),
    );
    await opener.click();
    await dialog.getByLabel('Your password').fill(owner.password);
    await dialog.getByLabel(/Type the property's name/).fill('Casa Azul Hostel');
    await dialog.getByRole('button', { name: 'Delete account and property' }).click();
    await expect.poll(() => dialog.getByText('Unable to delete account. Please Contact support').isVisible()).toBe(true);
    await page.unroute('**/api/v1/users/accounts/delete');

    // Hold the real call until the in-progress state has been seen, then let it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/users/accounts/delete', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Delete account and property' }).click();
    await expect.poll(() => dialog.getByRole('status').getByText('Deleting account...').isVisible()).toBe(true);
    const deleted = page.waitForResponse((response) => response.url().endsWith('/api/v1/users/accounts/delete'), { timeout: 60_000 });
    release();
    expect((await deleted).status()).toBe(200);
    await expect.poll(() => dialog.getByText('Account deleted successfully').isVisible()).toBe(true);
    // The logout follows 2.4 s later (spec §9).
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);

    expect((await signIn(owner.email, owner.password)).status).toBeGreaterThanOrEqual(400);
    expect(problems.filter((problem) => !problem.includes('status of 500'))).toEqual([]);
  });

  for (const viewport of [DESK, PHONE]) {
    it(`at ${viewport.width} px: downloads the data, refuses a wrong name, then deletes the property`, async () => {
      const created = await signedInOwner();
      ({ page, problems } = await signedInPage(browser, created.user, viewport));
      await page.goto('/app/users/profile/edit');
      await page.getByRole('button', { name: 'Delete account', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account' });
      await expect.poll(() => dialog.isVisible()).toBe(true);

      const download = page.waitForEvent('download');
      await dialog.getByRole('link', { name: 'All data (JSON)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^casa-azul-hostel-data-\d{4}-\d{2}-\d{2}\.json$/);
      const path = await file.path();
      const data = JSON.parse(await readFile(path, 'utf8'));
      expect(data.property.property_name).toBe('Casa Azul Hostel');
      expect(data).toMatchObject({ guests: [], reservations: [] });

      const confirm = dialog.getByRole('button', { name: 'Delete account and property' });
      await dialog.getByLabel('Your password').fill(created.password);
      await dialog.getByLabel(/Type the property's name/).fill('Casa Roja Hostel');
      expect(await confirm.isDisabled()).toBe(true);
      expect(await dialog.getByText("Type the property's name exactly").isVisible()).toBe(true);
      await dialog.getByLabel(/Type the property's name/).fill('Casa Azul Hostel');
      expect(await confirm.isEnabled()).toBe(true);
      // The whole dialog, export links and button included, is reachable on a phone.
      await confirm.scrollIntoViewIfNeeded();
      expect(await confirm.isVisible()).toBe(true);
      const deleted = page.waitForResponse((response) => response.url().endsWith('/api/v1/users/accounts/delete'), { timeout: 60_000 });
      await page.keyboard.press('Enter');
      expect((await deleted).status()).toBe(200);
      // The admin's confirmation goes with the DELETE: the server checks both (account-schemas.ts).
      expect((await deleted).request().postDataJSON()).toEqual({ password: created.password, propertyName: 'Casa Azul Hostel' });
      await expect.poll(() => dialog.getByText('Account deleted successfully').isVisible()).toBe(true);
      expect(await dialog.getByText('You can restore your property from the sign-in page within 30 days.').isVisible()).toBe(true);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
      expect((await signIn(created.email, created.password)).status).toBeGreaterThanOrEqual(400);
      expect(problems).toEqual([]);
    });
  }
});
