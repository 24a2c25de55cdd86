// npm test runs every bench in quick mode (small counts), so a bench that breaks fails here. The figures
// are printed; they are checked only for being figures (finite, positive, the expected rows), never
// against a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../local/local-stack';
import { benchApiLatency } from './api-latency';
import { benchStack } from './bench-stack';
import { benchCalendarPaint } from './calendar-paint';
import { benchColdAnswers } from './cold-answers';
import { benchLambdaBundles, FLOOR, QUICK_CALLS } from './lambda-bundles';
import { benchRatesRead } from './rates-read';
import { benchReports } from './reports-bench';
import { benchReservations } from './reservations-bench';
import { benchRouteSizes } from './route-sizes';

const quick = { quick: true };

function expectPositive(...values: number[]): void {
  for (const value of values) {
    expect(Number.isFinite(value), `${value} is a finite number`).toBe(true);
    expect(value).toBeGreaterThan(0);
  }
}

describe('benchmarks, quick mode', () => {
  // One stack for the API benches (the handlers in this process read the table's address once), started
  // first and awaited by the benches that need it, so it starts while the sizes are measured.
  let stack: Promise<LocalStack>;

  beforeAll(() => {
    stack = benchStack();
    stack.catch(() => undefined);
  });

  afterAll(async () => {
    await (await stack.catch(() => undefined))?.stop();
  });

  it('route sizes: every lazy route of both layouts and the first visit to /, in gzip bytes', async () => {
    const { routes, root, reports } = await benchRouteSizes();
    expect(new Set(routes.map((route) => route.layout))).toEqual(new Set(['public', 'app']));
    expect(routes.map((route) => route['route module'])).toContain('src/app/calendar-route.tsx');
    for (const route of routes) expectPositive(route.files, route['gzip KB']);
    expectPositive(root.bytes, root.files);
    expectPositive(reports.bytes, reports.files);
  });

  it("Lambda bundles: a few bundled calls, their gzip size and cold load CPU beside the DocumentClient floor's", async () => {
    const { rows, floor } = await benchLambdaBundles(quick);
    expect(rows.map((row) => row.function)).toEqual([...QUICK_CALLS]);
    expect(floor.function).toBe(FLOOR);
    for (const row of [floor, ...rows]) expectPositive(row['gzip KB'], row['load CPU ms'], row['x floor'], row['x SDK floor']);
  });

  it('cold first answer and the warm session check: a fresh process answers with the secret from Secrets Manager', async () => {
    const { firstAnswers, validate } = await benchColdAnswers(await stack, quick);
    expect(firstAnswers.map((row) => [row.function, row.status])).toEqual([
      ['validateSession', 200],
      ['getHomeReservations', 200],
    ]);
    for (const row of firstAnswers) expectPositive(row['load CPU ms'], row['first answer CPU ms'], row['load + answer wall ms']);
    expect(validate.map((row) => row.call)).toEqual([
      'GetItem of the session (raw document client)',
      'validateSession (the pipeline, warm)',
    ]);
    for (const row of validate) expectPositive(row.runs, row['p50 ms'], row['CPU ms per call']);
  });

  it('API latency: each call against the baseline, and profile reads under load without a failure', async () => {
    const { rows, load } = await benchApiLatency(await stack, quick);
    expect(rows.map((row) => row.call)).toEqual([
      'baseline: unknown path (404)',
      'getCaptchaChallenge',
      'validateSession',
      'getProfile',
      'signIn (scrypt N=2^17)',
    ]);
    for (const row of rows) expectPositive(row.runs, row['p50 ms'], row['p95 ms'], row['x baseline']);
    expectPositive(load.requests, load.perSecond);
    expect(load.failed).toBe(0);
  });

  it('rates read: read units and latency for 7 and 90 nights, without and with past nights', async () => {
    const { rows } = await benchRatesRead(await stack, quick);
    expect(rows.map((row) => row.read)).toEqual([
      '7 nights, no history',
      '90 nights, no history',
      expect.stringMatching(/^7 nights, \d+ past nights in the table$/),
      expect.stringMatching(/^90 nights, \d+ past nights in the table$/),
    ]);
    for (const row of rows)
      expectPositive(
        row['read units (Query)'],
        row['read units (all, with session check)'],
        row['p50 ms'],
        row['p95 ms'],
        row['x baseline units'],
        row['x baseline ms'],
      );
  });

  it('reservations: booking units and latency, find with and without history, bookings at once', async () => {
    const { bookings, find, ratios, bursts } = await benchReservations(await stack, quick);
    expect(bookings.map((row) => row.call)).toEqual(['createReservation, 3 nights', 'createReservation, 30 nights']);
    for (const row of bookings) expectPositive(row.runs, row['p50 ms'], row['p95 ms'], row['read units'], row['write units']);
    expect(find.map((row) => row.property)).toEqual([expect.stringMatching(/of history$/), 'no history']);
    for (const row of find) expectPositive(row.found, row['p50 ms'], row['p95 ms'], row['read units']);
    expectPositive(ratios.units, ratios.latency);
    expect(bursts).toHaveLength(2);
    for (const row of bursts) {
      expectPositive(row['req/s'], row['wall s'], row['201 created']);
      expect(row['201 created'] + row['409 refused'] + row.other).toBeGreaterThan(1);
    }
  });

  it('reports: items read, read units and latency for 30, 90 and 366 nights, and 30 nights with earlier years in the table', async () => {
    const { rows } = await benchReports(await stack, quick);
    expect(rows.map((row) => row.report)).toEqual([
      '30 nights',
      '90 nights',
      '366 nights',
      expect.stringMatching(/^30 nights, \d+ more items over .+ before$/),
    ]);
    for (const row of rows) expectPositive(row.runs, row['items read'], row['read units'], row['p50 ms'], row['p95 ms']);
  });

  it('calendar in Chromium: navigation, next window and an unseen date painted, layout shift, route JavaScript', async () => {
    const figures = await benchCalendarPaint(await stack, quick);
    expectPositive(figures.beds, figures.bookings, figures.runs, figures.ownBytes, figures.routeBytes - figures.ownBytes);
    expect(figures.rows).toHaveLength(5);
    for (const row of figures.rows) {
      if (row.unit === 'ms') expectPositive(row.median, row.min, row.max);
      else for (const score of [row.median, row.min, row.max]) expect(score).toBeGreaterThanOrEqual(0);
    }
  });
});
