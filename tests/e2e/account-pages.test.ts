import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, register, uniqueEmail } from '../support/api';
import { testPage, workerBrowser } from '../support/browser';
import { latestMail, linkIn } from '../support/mailbox';

// The account pages a new user meets around the emailed links: a confirmation link opened twice
// (mail clients pre-open links), a failed link and its resend, and the password rule said once.

const UNEXPECTED = 'An unexpected error occurred. Please try again or request a new verification link.';
const RULE = /Password must contain at least 14 characters/;
let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/** Counts the page's calls to the confirmation endpoint. */
function countConfirmCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/users/confirm-email/')) calls.count += 1;
  });
  return calls;
}

describe('email validation', () => {
  it('spends the link with one call, and a second opening says the email is already verified', async () => {
    const { response, email } = await register();
    expect(response.status).toBe(201);
    const link = linkIn(await latestMail(email, /confirm/i), '/accounts/email-validation/');
    const { page, problems } = await testPage(browser);
    const calls = countConfirmCalls(page);

    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/users/confirm-email/'), { timeout: 30_000 });
    await page.goto(link.pathname);
    expect((await answered).status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'Email Verified Successfully' }).isVisible()).toBe(true);
    expect(calls.count).toBe(1);

    // The API answers a spent link with 200 and this message, with its id for the web (tests/api hold the server to it).
    const spent = { msg: 'Your email is already verified', messageId: 'account.emailAlreadyVerified' };
    await page.route('**/api/v1/users/confirm-email/*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(spent) }),
    );
    await page.goto(link.pathname);
    await expect.poll(() => page.getByRole('heading', { name: 'Email already verified' }).isVisible()).toBe(true);
    expect(await page.getByText('Your email is already verified').isVisible()).toBe(true);
    expect(await page.getByText(UNEXPECTED).count()).toBe(0);
    expect(calls.count).toBe(2);
    await page.getByRole('link', { name: 'Log in into your account' }).click();
    await page.waitForURL('**/accounts/login');
    expect(problems).toEqual([]);
  });

  it('offers "Resend token" for a failed link, and once resent shows only that', async () => {
    const { page, problems } = await testPage(browser);
    await page.goto('/accounts/login');
    await page.evaluate((email) => localStorage.setItem('signupEmail', email), uniqueEmail('resend'));
    await page.goto('/accounts/email-validation/not-a-real-link');
    await expect.poll(() => page.getByText(UNEXPECTED).isVisible()).toBe(true);
    const resent = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/resend-email-verification'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Resend token' }).click();
    expect((await resent).status()).toBe(200);
    await expect.poll(() => page.getByText('Successfully resent email').isVisible()).toBe(true);
    expect(await page.getByText(UNEXPECTED).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('the password rule', () => {
  async function submitWeak(page: Page, fill: () => Promise<void>, submit: string) {
    const rule = page.getByText(RULE);
    await expect.poll(() => rule.count()).toBe(1);
    await fill();
    await page.getByRole('button', { name: submit }).click();
    await expect.poll(() => page.locator('.field-error').filter({ hasText: RULE }).count()).toBe(1);
    // Said once: the error takes the hint's place.
    expect(await rule.count()).toBe(1);
    expect(await page.locator('.field-hint').filter({ hasText: RULE }).count()).toBe(0);
  }

  it('shows once on sign-up and on the new-password page when the password is weak', async () => {
    const { page, problems } = await testPage(browser);
    await page.goto('/accounts/signup');
    await submitWeak(
      page,
      async () => {
        await page.getByLabel('Password', { exact: true }).fill('weakpassword');
        await page.getByLabel('Repeat password').fill('weakpassword');
      },
      'Create account',
    );
    await page.goto('/accounts/reset-password/new/some-link');
    await submitWeak(
      page,
      async () => {
        await page.getByLabel('New password', { exact: true }).fill('weakpassword');
        await page.getByLabel('Repeat new password').fill('weakpassword');
      },
      'Save new password',
    );
    expect(problems).toEqual([]);
  });
});

describe('the sign-up captcha', () => {
  it('goes with a submit that comes the moment it is solved, before the page renders again', async () => {
    const { page } = await testPage(browser);
    await page.goto('/accounts/signup');
    await page.getByLabel('Your name').fill('Ana');
    await page.getByLabel('Property name').fill('Casa Azul');
    await page.getByLabel('Email').fill(uniqueEmail('captcha-race'));
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel('Repeat password').fill(GOOD_PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    const sent = page.waitForRequest((request) => request.url().includes('/api/v1/users/register'));
    // The widget says it is solved and the form is sent in one task: no render of the page comes between.
    await page.evaluate(() => {
      const widget = document.querySelector('altcha-widget');
      const form = document.querySelector('form');
      if (!widget || !form) throw new Error('The sign-up page has no captcha widget or no form');
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'the-answer' } }));
      form.requestSubmit();
    });
    expect((await sent).postDataJSON()).toMatchObject({ captchaToken: 'the-answer' });
  });
});
