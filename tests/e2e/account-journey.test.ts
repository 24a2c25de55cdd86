import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from '../support/api';
import { testPage, workerBrowser } from '../support/browser';
import { latestMail, linkIn } from '../support/mailbox';

// A new owner's whole first contact with the product, in a real browser against the real stack:
// sign up (the page solves the captcha) → verify by the emailed link → sign in → greeting → log out
// → reset the password by the emailed link → sign in with the new password.

const NEW_PASSWORD = 'Another-Secret-2024??';
let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function logOut(page: Page) {
  const direct = page.getByRole('button', { name: 'Log out' }).first();
  if (!(await direct.isVisible())) await page.getByRole('button', { name: /profile menu|account menu|open profile/i }).click();
  await page
    .getByRole('button', { name: 'Log out' })
    .or(page.getByRole('menuitem', { name: 'Log out' }))
    .first()
    .click();
}

describe('account journey', () => {
  it('signs up, verifies, signs in, logs out, resets the password and signs in again', async () => {
    const { context, page, problems } = await testPage(browser);
    const email = uniqueEmail('journey');

    // Sign up
    await page.goto('/accounts/signup');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Create an account for free');
    await page.getByLabel('Your name').fill('Ana');
    await page.getByLabel('Property name').fill("O'Brien's Hostel");
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel('Repeat password').fill('not the same');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText("Passwords don't match").isVisible()).toBe(true);
    await page.getByLabel('Repeat password').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('You must accept the terms of use and the privacy policy').isVisible()).toBe(true);
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    // The captcha solves its proof of work in the page once the form has focus.
    await expect.poll(() => page.locator('input[name="captchaToken"]').inputValue(), { timeout: 30_000 }).not.toBe('');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`**/accounts/confirm-email/${encodeURIComponent(email)}`);
    await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('signupEmail'))).toBe(email);

    // Sign in before verifying is refused with a clear message
    await page.goto('/accounts/login');
    await signIn(page, email, GOOD_PASSWORD);
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: /confirm your email/i })
          .isVisible(),
      )
      .toBe(true);

    // Verify by the emailed link
    const verification = linkIn(await latestMail(email, /confirm/i), '/accounts/email-validation/');
    await page.goto(verification.pathname);
    await expect.poll(() => page.getByRole('heading', { name: 'Email Verified Successfully' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('signupEmail'))).toBeNull();
    await page.getByRole('link', { name: 'Log in into your account' }).click();
    await page.waitForURL('**/accounts/login');

    // Sign in, greeting, log out
    await signIn(page, email, GOOD_PASSWORD);
    await page.waitForURL('**/app');
    await expect.poll(() => page.getByText('Hello, Ana').first().isVisible()).toBe(true);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === '__Host-session')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    await logOut(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/app');
    await page.waitForURL('**/accounts/login');

    // The same verification link a second time (mail clients pre-open links) still leads to sign-in
    await page.goto(verification.pathname);
    await expect.poll(() => page.getByRole('link', { name: 'Log in into your account' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Resend token' }).isVisible()).toBe(false);

    // Reset the password through the emailed link
    await page.goto('/accounts/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/accounts/reset-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByText('A password reset link has been sent to your email. Please check your inbox to proceed.').isVisible())
      .toBe(true);
    const reset = linkIn(await latestMail(email, /reset/i), '/accounts/reset-password/new/');
    await page.goto(reset.pathname);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat new password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByText('Password do not match').isVisible()).toBe(true);
    await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect
      .poll(() => page.getByText('Password modified successfully. You will be redirect to the login page.').isVisible())
      .toBe(true);
    // The page moves on by itself a moment later (REDIRECT_AFTER_RESET_MS); waited as a state, as every step here.
    await page.waitForURL('**/accounts/login');

    // The old password no longer works; the new one does
    await signIn(page, email, GOOD_PASSWORD);
    await expect.poll(() => page.getByText('Wrong email or password').isVisible()).toBe(true);
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL('**/app');
    await expect.poll(() => page.getByText('Hello, Ana').first().isVisible()).toBe(true);

    expect(problems).toEqual([]);
  });
});
