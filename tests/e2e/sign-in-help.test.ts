import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiUser, register, signedInOwner } from '../support/api';
import { axeViolations } from '../support/axe';
import { testPage, workerBrowser } from '../support/browser';
import { latestMail, mailsTo } from '../support/mailbox';

// What the login page offers when signing in needs more than a password: a captcha after too many
// failed attempts on the account (so a stranger cannot lock the owner out), and the confirmation
// email again for an account that is not confirmed yet.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sign-in help on the login page', () => {
  it('asks for the captcha after a stranger used up the account limit, and then lets the owner in', async () => {
    const { email, password } = await signedInOwner({ firstName: 'Marta' });
    for (let i = 0; i < 5; i += 1) await new ApiUser().call('POST', '/users/auth', { username: email, password: `Wrong-pass-${i}-xx!!` });

    const { page, problems } = await testPage(browser);
    await page.goto('/accounts/login');
    await signIn(page, email, password);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Solve the CAPTCHA' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
    await expect.poll(() => robot.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // As a person does: a click on the label (the widget draws its own box over the input).
    await page.getByText("I'm not a robot").click();
    await expect.poll(() => page.locator('input[name="captchaToken"]').inputValue(), { timeout: 30_000 }).not.toBe('');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/app');
    await expect.poll(() => page.getByText('Hello, Marta').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(problems).toEqual([]);
  });

  it('offers to resend the confirmation email to an account that is not confirmed yet', async () => {
    const { email, password } = await register();
    await latestMail(email, /confirm/i);
    const sent = (await mailsTo(email)).length;

    const { page, problems } = await testPage(browser);
    await page.goto('/accounts/login');
    await signIn(page, email, password);
    await expect
      .poll(
        () =>
          page
            .getByRole('alert')
            .filter({ hasText: /confirm your email/i })
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Resend the confirmation email' }).click();
    await expect.poll(() => page.getByText('Successfully resent email').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(sent + 1);
    expect(problems).toEqual([]);
  });
});
