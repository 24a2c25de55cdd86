// Bench: the bed calendar in Chromium with the CPU slowed four times (a mid-range phone), for a full
// Free-plan hostel (25 beds, busy for the next weeks): from navigation to the grid painted with its
// data, from pressing "next" to the next window painted (fetched ahead, as the page does), from jumping
// to a date never seen to its window painted (one find call), the layout shift meanwhile, and the
// JavaScript the calendar route downloads (gzip). Nothing passes or fails on a time.
import { chromium, type Page } from 'playwright-core';
import { addDays, todayIn } from '@hostel/shared/domain/dates';
import type { LocalStack } from '../../local/local-stack';
import { benchOwner } from './bench-owner';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { caller, json, type BenchOptions } from './bench-stack';
import { firstLoadBytes, gzipBytes, jsClosure, readManifest, SIGNED_IN_AREA } from './route-sizes';

const CALENDAR_ROUTE = 'src/app/calendar-route.tsx';
const CPU_SLOWDOWN = 4;

export interface CalendarRow {
  measure: string;
  median: number;
  min: number;
  max: number;
  unit: 'ms' | 'score';
}

export interface CalendarFigures {
  beds: number;
  bookings: number;
  runs: number;
  rows: CalendarRow[];
  /** Gzip bytes of JavaScript a first visit to /app/calendar downloads, and the calendar's own part. */
  routeBytes: number;
  ownBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const row = (what: string, values: number[], unit: CalendarRow['unit'] = 'ms'): CalendarRow => {
  const round = (value: number) => +value.toFixed(unit === 'ms' ? 0 : 3);
  return { measure: what, median: round(median(values)), min: round(Math.min(...values)), max: round(Math.max(...values)), unit };
};

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

export async function benchCalendarPaint(stack: LocalStack, { quick = false }: BenchOptions = {}): Promise<CalendarFigures> {
  const RUNS = quick ? 1 : 5;
  // Quick mode: 10 beds, busy from two days ago to a week ahead; otherwise 25 beds, from a week ago to five weeks ahead.
  const inventory = quick ? [1, 1] : [3, 2];
  const [firstNight, lastNight] = quick ? [-2, 7] : [-7, 35];
  const { cookie } = await benchOwner(stack, { name: 'Calendar' });
  const api = caller(stack);
  const call = (method: string, path: string, body?: unknown) => json(api(method, path, body, cookie), `${method} ${path}`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  try {
    // A Free-plan hostel, full: two dorms, 25 beds (10 in quick mode), each bed busy with stays of 2 to 4 nights.
    const types = [
      await call('POST', '/room-types/create', {
        description: 'Dorm 5',
        type: 'dorm',
        max_occupancy: 5,
        inventory: inventory[0],
        base_rate: 20,
        currency: 'USD',
      }),
      await call('POST', '/room-types/create', {
        description: 'Dorm 5 female',
        type: 'dorm',
        gender: 'female',
        max_occupancy: 5,
        inventory: inventory[1],
        base_rate: 22,
        currency: 'USD',
      }),
    ];
    const today = todayIn('UTC');
    let bookings = 0;
    for (const type of types) {
      for (let bed = 0; bed < type.products.length * 5; bed += 1) {
        const guest = await call('POST', '/guests/create', {
          firstName: `Guest${bookings}`,
          lastName: 'Bench',
          email: `g${bookings}-${Date.now()}@example.com`,
        });
        // Stays back to back, lengths 2–4, shifted per bed.
        for (let night = firstNight + (bed % 3); night < lastNight; ) {
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

    const beds = types.reduce((sum, type) => sum + type.products.length * 5, 0);
    const rows = [
      row('navigation → grid painted with data', navigation),
      row('"next" → next window painted (fetched ahead)', next),
      row('jump to an unseen date → its window painted (one find call)', jump),
      row('layout shift during navigation (CLS)', navigationShift, 'score'),
      row('layout shift on "next" (CLS)', nextShift, 'score'),
    ];
    console.log(
      `\nCalendar in Chromium, CPU ×${CPU_SLOWDOWN} slower, 1280 px (14 nights), ${beds} beds, ${bookings} bookings; ${RUNS} run${RUNS === 1 ? '' : 's'}, each in a fresh browser context`,
    );
    console.table(rows);
    console.log(
      `Calendar route JavaScript (gzip): ${(route.bytes / 1024).toFixed(1)} KB on a first visit to /app/calendar (${route.files.length} files), ` +
        `of which ${(ownBytes / 1024).toFixed(1)} KB is the calendar's own (${own.length} file${own.length === 1 ? '' : 's'} beyond the signed-in shell)`,
    );
    return { beds, bookings, runs: RUNS, rows, routeBytes: route.bytes, ownBytes };
  } finally {
    await browser.close();
  }
}
