import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../support/api';
import { hostelWithPage } from '../support/booking-page';
import { PHONE, testPage, workerBrowser } from '../support/browser';

// A deleted property is closed: the sign-in page says so and leads to the restore page, where the admin
// downloads the data and reopens the property with the email and password, then signs in again.

const CLOSED = /This property was deleted and is closed/;
let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

describe('restoring a deleted property', () => {
  it('from the sign-in message: downloads the data, restores, and signs in', async () => {
    const { user, email, password } = await signedInOwner();
    expect((await user.call('DELETE', '/users/accounts/delete')).status).toBe(200);
    const { page, problems } = await testPage(browser, PHONE);

    await page.goto('/accounts/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText(CLOSED).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Restore your property' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Restore your property' }).isVisible()).toBe(true);
    // The email typed at sign-in comes along; the password is asked again.
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill(password);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'All data (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^casa-azul-hostel-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(saved.property.property_name).toBe('Casa Azul Hostel');

    await page.getByRole('button', { name: 'Restore property' }).click();
    await expect.poll(() => page.getByText('Your property is restored. Sign in to continue').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Sign in now' }).click();
    // The restore form has the same Email and Password fields: wait for the sign-in page before typing.
    await page.waitForURL((url) => url.pathname === '/accounts/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to your account' }).isVisible()).toBe(true);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/app'), { timeout: 30_000 });
    expect(problems.filter((problem) => !problem.includes('status of 403'))).toEqual([]);
  });

  it("the closed property's booking page says it is not available, not that it does not exist", async () => {
    const { user, slug } = await hostelWithPage();
    expect((await user.call('DELETE', '/users/accounts/delete')).status).toBe(200);
    const { page } = await testPage(browser, PHONE);
    await page.goto(`/book/${slug}`);
    await expect
      .poll(() => page.getByRole('heading', { name: "This hostel's booking page is not available at the moment." }).isVisible())
      .toBe(true);
  });
});
