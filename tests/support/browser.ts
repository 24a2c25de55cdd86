import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { type ApiUser, randomAddress } from './api';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { signInContext } from './owner-fixture';

// Debian's Chromium (its headless shell), driven by playwright-core.

export const PHONE = { width: 375, height: 740 };
export const DESK = { width: 1280, height: 800 };

/** How long a browser test waits for the page to show or drop something before it fails. */
export const WAIT = { timeout: 15_000 };
export const shown = (locator: Locator) => locator.waitFor({ state: 'visible', ...WAIT });
export const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden', ...WAIT });

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

let workers: Promise<Browser> | undefined;

/**
 * The test worker's browser, for its browser files one after another (they share the worker's modules):
 * a launch costs about 0.3 s of CPU, and its kept pages (takePage) go on to the next file. One that crashed
 * or was closed is launched again; it ends with the worker.
 */
export function workerBrowser(): Promise<Browser> {
  const previous: Promise<Browser | undefined> = workers ?? Promise.resolve(undefined);
  workers = previous.then(
    (browser) => (browser?.isConnected() ? browser : launchBrowser()),
    () => launchBrowser(),
  );
  return workers;
}

/** What a context is made with and cannot change later (a page's viewport can). */
interface ContextOptions {
  colorScheme?: 'light' | 'dark';
  locale?: string;
  /** A touch screen (the phone's long press). */
  hasTouch?: boolean;
}

/** A context of its own, never kept (keep, freshPage): its options are the caller's, its cache starts cold. */
export async function newContext(
  browser: Browser,
  viewport = DESK,
  options: ContextOptions & { javaScriptEnabled?: boolean; timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    // A browser somewhere else than the property (a manager away from the desk); the machine's own zone otherwise.
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    baseURL: inject('appUrl'),
    viewport,
    // Prices follow the browser's language (Intl): one language, so tests read the same text anywhere.
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    hasTouch: options.hasTouch ?? false,
  });
  context.setDefaultTimeout(15_000);
  await asVisitorOfItsOwn(context);
  return context;
}

/**
 * Each test's browser is a visitor of its own, as CloudFront reports it to the API: the per-address limits (the
 * booking page's ten bookings in 15 minutes from one network) count each test's guest alone, not the whole run's.
 */
async function asVisitorOfItsOwn(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ 'cloudfront-viewer-address': `${randomAddress()}:443` });
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

/**
 * The page's last API calls (its fetches), newest last, each with its answer, "failed" or "no answer yet": what a
 * failed test prints beside its error (failureEvidence).
 */
export function watchCalls(page: Page, keep = 25): { readonly lines: string[] } {
  const calls: { call: string; outcome: string }[] = [];
  const byRequest = new WeakMap<Request, { call: string; outcome: string }>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch') return;
    const url = new URL(request.url());
    const entry = { call: `${request.method()} ${url.pathname}${url.search}`, outcome: 'no answer yet' };
    byRequest.set(request, entry);
    calls.push(entry);
    if (calls.length > keep) calls.shift();
  });
  page.on('response', (response) => {
    const entry = byRequest.get(response.request());
    if (entry) entry.outcome = String(response.status());
  });
  page.on('requestfailed', (request) => {
    const entry = byRequest.get(request);
    if (entry) entry.outcome = `failed (${request.failure()?.errorText ?? 'no reason given'})`;
  });
  return {
    get lines() {
      return calls.map(({ call, outcome }) => `${call}: ${outcome}`);
    },
  };
}

/**
 * What the page showed when its test failed: its address, its last API answers, what it logged and its text. A
 * browser test that fails once on a busy machine is read from this, since it may not fail again.
 */
async function failureEvidence(page: Page, calls: { readonly lines: string[] }, problems: readonly string[]): Promise<string> {
  // A page that failed the test by hanging may not answer: its text is given up after 2 s.
  const text = page.isClosed()
    ? '(the page was closed)'
    : await Promise.race([
        page
          .evaluate(() => document.body?.innerText ?? '')
          .then((body) => body.replace(/\n{2,}/g, '\n').slice(0, 3000))
          .catch((error: Error) => `(not readable: ${error.message})`),
        new Promise<string>((resolve) => setTimeout(resolve, 2_000, '(the page did not answer within 2 s)')),
      ]);
  return [
    `The page when the test failed: ${page.isClosed() ? '(closed)' : page.url()}`,
    `Its last API calls:\n  ${calls.lines.join('\n  ') || '(none)'}`,
    `What it logged:\n  ${problems.join('\n  ') || '(nothing)'}`,
    `Its text:\n${text}`,
  ].join('\n');
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** What the page logged or threw (watchConsole). */
  problems: string[];
}

// A new context per test costs the browser a renderer process and a cold start of the app's scripts: about
// 0.5 s of CPU, against 0.2 s for a page kept from an earlier test, whose process has them compiled
// (docs/architecture/tests.md). So each browser keeps its idle pages, one per context, by the options a
// context cannot change. A test gets one reset to nothing an earlier test could leave: no cookies, storage,
// routes, listeners, permissions or other pages, on about:blank. A failed test's context is closed, never
// handed on; any test passes alone.

interface Kept {
  context: BrowserContext;
  page: Page;
  closed: boolean;
}

const idle = new WeakMap<Browser, Map<string, Kept[]>>();

function shelf(browser: Browser, options: ContextOptions): Kept[] {
  const key = `${options.locale ?? ''}|${options.colorScheme ?? ''}|${options.hasTouch ?? false}`;
  const byOptions = idle.get(browser) ?? new Map<string, Kept[]>();
  idle.set(browser, byOptions);
  const kept = byOptions.get(key) ?? [];
  byOptions.set(key, kept);
  return kept;
}

async function keep(browser: Browser, options: ContextOptions): Promise<Kept> {
  const context = await newContext(browser, DESK, options);
  const kept = { context, page: await context.newPage(), closed: false };
  context.once('close', () => {
    kept.closed = true;
  });
  return kept;
}

/** Clears what the test may have left; false when the page cannot be handed on. */
async function reset(kept: Kept): Promise<boolean> {
  const { context, page } = kept;
  if (kept.closed || page.isClosed()) return false;
  for (const other of context.pages()) if (other !== page) await other.close();
  page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
  // The context's own 'close' stays watched (keep).
  for (const event of ['page', 'request', 'response', 'requestfinished', 'requestfailed', 'console', 'dialog', 'weberror'])
    context.removeAllListeners(event, { behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearPermissions();
  // The app keeps its storage on its own origin: a page that ended elsewhere is closed rather than cleared
  // through the DevTools protocol (a session kept per page was once seen to stall the next context's start).
  if (new URL(page.url()).origin !== new URL(inject('appUrl')).origin) return false;
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('about:blank');
  await context.clearCookies();
  return true;
}

/**
 * A page at `viewport`, in a context with the options: one the browser kept, reset, or a new one. `handBack`
 * resets it and keeps it for the next taker, or closes its context when `reusable` is false or the reset fails.
 */
export async function takePage(
  browser: Browser,
  viewport = DESK,
  options: ContextOptions = {},
): Promise<TestPage & { handBack(reusable: boolean): Promise<void> }> {
  const idlePages = shelf(browser, options);
  let found = idlePages.pop();
  // One whose browser went away meanwhile is closed with it.
  while (found?.closed) found = idlePages.pop();
  const kept = found ?? (await keep(browser, options));
  await kept.page.setViewportSize(viewport);
  await asVisitorOfItsOwn(kept.context);
  return {
    context: kept.context,
    page: kept.page,
    problems: watchConsole(kept.page),
    async handBack(reusable) {
      if (reusable && (await reset(kept).catch(() => false))) shelf(browser, options).push(kept);
      else if (!kept.closed) await kept.context.close();
    },
  };
}

/**
 * A page of its own for the test (takePage), handed back when the test ends. The test may open more pages
 * in its context; they close then. A failed test's context is closed, not handed on. An init script the
 * test adds to the page would outlive it: the test disposes of it (addInitScript's Disposable).
 */
export async function testPage(browser: Browser, viewport = DESK, options: ContextOptions = {}): Promise<TestPage> {
  const taken = await takePage(browser, viewport, options);
  const calls = watchCalls(taken.page);
  onTestFinished(async ({ task }) => {
    const failed = task.result?.state === 'fail';
    if (failed) console.error(await failureEvidence(taken.page, calls, taken.problems));
    await taken.handBack(!failed);
  });
  return taken;
}

/**
 * A page in a context of its own (newContext), closed when the test ends, never kept: for a page without
 * JavaScript, or one whose loads are counted, so none may come from an earlier test's cache.
 */
export async function freshPage(
  browser: Browser,
  viewport = DESK,
  options: ContextOptions & { javaScriptEnabled?: boolean; timezoneId?: string } = {},
): Promise<TestPage> {
  const context = await newContext(browser, viewport, options);
  let watched: { page: Page; problems: string[]; calls: ReturnType<typeof watchCalls> } | undefined;
  onTestFinished(async ({ task }) => {
    if (watched && task.result?.state === 'fail') console.error(await failureEvidence(watched.page, watched.calls, watched.problems));
    await context.close();
  });
  const page = await context.newPage();
  watched = { page, problems: watchConsole(page), calls: watchCalls(page) };
  return { context, page, problems: watched.problems };
}

/** A test page (testPage) signed in as the user by the session cookie (the sign-in form has its own journey test). */
export async function signedInPage(browser: Browser, user: ApiUser, viewport = DESK, options: ContextOptions = {}): Promise<TestPage> {
  const test = await testPage(browser, viewport, options);
  await signInContext(test.context, user);
  return test;
}

/** A control's height, border and corner, to hold it to the fields' look (44 px, 1 px border, 8 px radius). */
export function controlLook(control: Locator): Promise<{ height: number; border: string; radius: string }> {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { height: element.getBoundingClientRect().height, border: style.borderTopWidth, radius: style.borderTopLeftRadius };
  });
}

/** A yyyy-MM-dd day as the screens write it through Intl (en-GB for English, es-AR for Spanish). */
export function dayShown(date: string, language: 'en' | 'es-AR' = 'en'): string {
  const locale = language === 'en' ? 'en-GB' : 'es-AR';
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
