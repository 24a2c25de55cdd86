// Bench: the bed calendar in Chromium with the CPU slowed four times (a mid-range phone), for a full
// Free-plan hostel (25 beds, busy for the next weeks): from navigation to the grid painted with its
// data, from pressing "next" to the next window painted (fetched ahead, as the page does), from jumping
// to a date never seen to its window painted (one find call), the layout shift meanwhile, and the
// JavaScript the calendar route downloads (gzip). Nothing passes or fails on a time.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { chromium, type Page } from 'playwright-core';
import { addDays, todayIn } from '@hostel/shared/domain/dates';
import { startLocalStack } from '../../local/local-stack';
import { DIST, firstLoadBytes, gzipBytes, jsClosure, readManifest, SIGNED_IN_AREA } from './route-sizes';

const PASSWORD = 'Bench-Password-2024!!';
const CALENDAR_ROUTE = 'src/app/calendar-route.tsx';
const RUNS = 5;
const CPU_SLOWDOWN = 4;

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const row = (what: string, values: number[], unit = 'ms') => ({
  measure: what,
  [`median ${unit}`]: +median(values).toFixed(unit === 'ms' ? 0 : 3),
  [`min ${unit}`]: +Math.min(...values).toFixed(unit === 'ms' ? 0 : 3),
  [`max ${unit}`]: +Math.max(...values).toFixed(unit === 'ms' ? 0 : 3),
});

// Runs in the page before its own scripts: records when the grid first shows its own data (after the
// frame that paints it), and the layout shifts until then.
const INSTRUMENT = `
  window.__calendar = { painted: undefined, shift: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__calendar.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    const grid = document.querySelector('.calendar-grid[data-state="ready"]');
    if (grid && grid.querySelector('.stay-bar') && window.__calendar.painted === undefined) {
      window.__calendar.painted = null;
      requestAnimationFrame(() => setTimeout(() => { window.__calendar.painted = performance.now(); }));
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

/** Time from an action in the page to the grid painted with a new window's own data. */
function untilNewWindow(page: Page, act: 'next' | { date: string }): Promise<{ ms: number; shift: number }> {
  return page.evaluate((action) => {
    return new Promise<{ ms: number; shift: number }>((resolve) => {
      const before = document.querySelector('.calendar-grid')!.getAttribute('data-window');
      let shift = 0;
      const shifts = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shift += entry.value;
      });
      shifts.observe({ type: 'layout-shift' });
      const started = performance.now();
      const watch = new MutationObserver(() => {
        const grid = document.querySelector('.calendar-grid');
        if (!grid || grid.getAttribute('data-window') === before || grid.getAttribute('data-state') !== 'ready') return;
        watch.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            shifts.disconnect();
            resolve({ ms: performance.now() - started, shift });
          }),
        );
      });
      watch.observe(document, { subtree: true, childList: true, attributes: true });
      if (action === 'next') document.querySelector<HTMLButtonElement>('button[aria-label^="Next"]')!.click();
      else {
        const input = document.querySelector<HTMLInputElement>('.calendar-date-picker input')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setValue.call(input, action.date);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
  }, act);
}

async function mailLink(mailboxUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const store = (await (await fetch(`${mailboxUrl}/store`)).json()) as {
      emails: { destination?: { to?: string[] }; body: { text?: string } }[];
    };
    const text = store.emails.filter((mail) => JSON.stringify(mail).includes(email)).at(-1)?.body.text;
    const token = text && /email-validation\/(\S+)/.exec(text)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No confirmation mail for ${email}`);
}

export async function benchCalendarPaint(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('Build the web app first (npm run build)');
  process.env.LOG_LEVEL = 'error';
  const stack = await startLocalStack({ port: await freePort(), dynamoPort: await freePort(), sesPort: await freePort() });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const headers = { origin: stack.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${stack.url}/api/v1${path}`, {
      method,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return { response, body: text ? JSON.parse(text) : undefined };
  };
  try {
    // A Free-plan hostel, full: two dorms, 25 beds, each bed busy with stays of 2 to 4 nights.
    const challenge = (await (await fetch(`${stack.url}/api/v1/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const email = `bench-calendar-${Date.now()}@example.com`;
    await call('POST', '/users/register', {
      firstName: 'Bench',
      propertyName: 'Bench Hostel',
      username: email,
      password: PASSWORD,
      acceptTerms: true,
      captchaToken: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    });
    await call('GET', `/users/confirm-email/${await mailLink(stack.mailboxUrl, email)}`);
    cookie = (await call('POST', '/users/auth', { username: email, password: PASSWORD })).response.headers
      .getSetCookie()[0]!
      .split(';')[0]!;
    const types = [
      (
        await call('POST', '/room-types/create', {
          description: 'Dorm 5',
          type: 'dorm',
          max_occupancy: 5,
          inventory: 3,
          base_rate: 20,
          currency: 'USD',
        })
      ).body,
      (
        await call('POST', '/room-types/create', {
          description: 'Dorm 5 female',
          type: 'dorm',
          gender: 'female',
          max_occupancy: 5,
          inventory: 2,
          base_rate: 22,
          currency: 'USD',
        })
      ).body,
    ];
    const today = todayIn('UTC');
    let bookings = 0;
    for (const type of types) {
      for (let bed = 0; bed < type.products.length * 5; bed += 1) {
        const guest = (
          await call('POST', '/guests/create', {
            firstName: `Guest${bookings}`,
            lastName: 'Bench',
            email: `g${bookings}-${Date.now()}@example.com`,
          })
        ).body;
        // Stays back to back from a week ago to five weeks ahead, lengths 2–4, shifted per bed.
        for (let night = -7 + (bed % 3); night < 35; ) {
          const length = 2 + ((bed + night + 14) % 3);
          await call('POST', '/reservations/new', {
            guest_id: guest._id,
            room_type_id: type._id,
            check_in: addDays(today, night),
            check_out: addDays(today, night + length),
            number_of_guest: 1,
            total_price: 40,
            currency: 'USD',
          });
          bookings += 1;
          night += length + (bed % 2);
        }
      }
    }

    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    const navigation: number[] = [];
    const navigationShift: number[] = [];
    const next: number[] = [];
    const nextShift: number[] = [];
    const jump: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh context per run: nothing cached, as a first visit of the day.
      const context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 900 } });
      await context.addCookies([
        {
          name,
          value,
          domain: new URL(stack.url).hostname,
          path: '/',
          secure: name.startsWith('__Host-'),
          httpOnly: true,
          sameSite: 'Strict',
        },
      ]);
      await context.addInitScript(INSTRUMENT);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto('/app/calendar');
      await page.waitForFunction(
        () => typeof (window as unknown as { __calendar: { painted?: number | null } }).__calendar.painted === 'number',
        undefined,
        { timeout: 60_000 },
      );
      const loaded = await page.evaluate(() => (window as unknown as { __calendar: { painted: number; shift: number } }).__calendar);
      navigation.push(loaded.painted);
      navigationShift.push(loaded.shift);
      // The next window was fetched ahead once this one had its answer; wait for that call to finish.
      await page.waitForLoadState('networkidle');
      const step = await untilNewWindow(page, 'next');
      next.push(step.ms);
      nextShift.push(step.shift);
      jump.push((await untilNewWindow(page, { date: addDays(today, 200 + run * 20) })).ms);
      await context.close();
    }

    const manifest = readManifest();
    const route = firstLoadBytes(manifest, [SIGNED_IN_AREA, CALENDAR_ROUTE]);
    const shell = firstLoadBytes(manifest, [SIGNED_IN_AREA]);
    const own = [...jsClosure(manifest, [CALENDAR_ROUTE])].filter((file) => !shell.files.includes(file));
    const ownBytes = own.reduce((sum, file) => sum + gzipBytes(file), 0);

    console.log(
      `\nCalendar in Chromium, CPU ×${CPU_SLOWDOWN} slower, 1280 px (14 nights), 25 beds, ${bookings} bookings; ${RUNS} runs, each in a fresh browser context`,
    );
    console.table([
      row('navigation → grid painted with data', navigation),
      row('"next" → next window painted (fetched ahead)', next),
      row('jump to an unseen date → its window painted (one find call)', jump),
      row('layout shift during navigation (CLS)', navigationShift, 'score'),
      row('layout shift on "next" (CLS)', nextShift, 'score'),
    ]);
    console.log(
      `Calendar route JavaScript (gzip): ${(route.bytes / 1024).toFixed(1)} KB on a first visit to /app/calendar (${route.files.length} files), ` +
        `of which ${(ownBytes / 1024).toFixed(1)} KB is the calendar's own (${own.length} file${own.length === 1 ? '' : 's'} beyond the signed-in shell)`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}
