import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import type { ApiUser } from './api';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { signInContext } from './owner-fixture';

// Debian's Chromium (its headless shell), driven by playwright-core.

export const PHONE = { width: 375, height: 740 };
export const DESK = { width: 1280, height: 800 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export async function newContext(
  browser: Browser,
  viewport = DESK,
  options: { colorScheme?: 'light' | 'dark'; javaScriptEnabled?: boolean; locale?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('appUrl'),
    viewport,
    // Prices follow the browser's language (Intl): one language, so tests read the same text anywhere.
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Fails the test on any error or warning the page logs or throws, besides expected failed API calls. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // A library's warning (e.g. React Router's missing HydrateFallback) is a defect too.
    if (message.type() === 'warning') problems.push(`console warning: ${text}`);
    if (message.type() !== 'error') return;
    // 4xx answers are part of the flows under test; the browser logs each one.
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    problems.push(`console: ${text}`);
  });
  return problems;
}

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  /** What the page logged or threw (watchConsole). */
  problems: string[];
}

/**
 * A fresh context and page of its own for one test, signed in as the user by the session cookie
 * (the sign-in form has its own journey test); closed when the test ends, passed or failed.
 */
export async function signedInPage(
  browser: Browser,
  user: ApiUser,
  viewport = DESK,
  options: { colorScheme?: 'light' | 'dark'; locale?: string } = {},
): Promise<SignedInPage> {
  const context = await newContext(browser, viewport, options);
  onTestFinished(() => context.close());
  await signInContext(context, user);
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

/** A control's height, border and corner, to hold it to the fields' look (44 px, 1 px border, 8 px radius). */
export function controlLook(control: Locator): Promise<{ height: number; border: string; radius: string }> {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { height: element.getBoundingClientRect().height, border: style.borderTopWidth, radius: style.borderTopLeftRadius };
  });
}
