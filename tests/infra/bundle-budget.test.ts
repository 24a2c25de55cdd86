// Every call's Lambda, the mailer, the calendar sync and the channel pusher, bundled for real exactly as deployed (AWS SDK included), stays within 235 KB gzip;
// one that carries the iCal parser within that plus the parser's own weight (budgetOf).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeNames } from '@hostel/shared/api/route-table';
import {
  BUNDLE_BUDGET_BYTES,
  budgetOf,
  bundleFunction,
  bundleFunctions,
  heaviestInputs,
  type BundledFunction,
} from '../../infra/src/bundle-function';
import { CALENDAR_SYNC_ENTRY } from '../../infra/src/calendar-sync-function';
import { MAILER_ENTRY } from '../../infra/src/mailer-function';
import { CHANNEL_PUSHER_ENTRY } from '../../infra/src/channel-pusher-function';
import { functionEntry } from '../../infra/src/function-entry';

const run = promisify(execFile);
const outdir = mkdtempSync(join(tmpdir(), 'hostel-bundles-'));
const bundles = new Map<string, BundledFunction>();
/** A function's settings as Lambda would give them, nothing inherited but PATH. */
const BUNDLE_ENV = {
  PATH: process.env.PATH ?? '',
  TABLE_NAME: 't',
  APP_ORIGIN: 'https://example.org',
  MAIL_FROM: 'a@example.org',
  SECRETS_ID: 's',
  AWS_REGION: 'us-east-1',
  LOG_LEVEL: 'silent',
};

beforeAll(async () => {
  // One esbuild build for every function (shared modules parsed once); each output is its own bundle.
  const entries = Object.fromEntries(routeNames.map((name) => [name, functionEntry(name)]));
  for (const [name, bundle] of await bundleFunctions(
    { ...entries, mailer: MAILER_ENTRY, 'calendar-sync': CALENDAR_SYNC_ENTRY, 'channel-pusher': CHANNEL_PUSHER_ENTRY },
    outdir,
  ))
    bundles.set(name, bundle);
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('Lambda bundle budget', () => {
  it.each([...routeNames, 'mailer', 'calendar-sync', 'channel-pusher'])(
    `%s is within its budget (${BUNDLE_BUDGET_BYTES / 1024} KB gzip, more only for the iCal parser)`,
    (name) => {
      const bundle = bundles.get(name)!;
      const heaviest = heaviestInputs(bundle.metafile)
        .map((p) => `${p.name} ${(p.bytes / 1024).toFixed(0)} KB`)
        .join(', ');
      expect(bundle.gzipBytes, `${name}: ${(bundle.gzipBytes / 1024).toFixed(1)} KB gzip; heaviest: ${heaviest}`).toBeLessThanOrEqual(
        budgetOf(bundle.metafile),
      );
    },
  );

  it('gives the iCal parser its weight only in the bundles that carry it', () => {
    expect(budgetOf(bundles.get('calendar-sync')!.metafile)).toBeGreaterThan(BUNDLE_BUDGET_BYTES);
    expect(budgetOf(bundles.get('mailer')!.metafile)).toBe(BUNDLE_BUDGET_BYTES);
    expect(budgetOf(bundles.get('createReservation')!.metafile)).toBe(BUNDLE_BUDGET_BYTES);
  });

  it('measures what the deployment ships: a function bundled alone is byte for byte its bundle from the shared build', async () => {
    // NodejsFunction bundles each function on its own; the budget's single build must not differ from that.
    // A folder as deep as the shared build's: the source map's paths are relative to it.
    const aloneDir = mkdtempSync(join(tmpdir(), 'hostel-bundles-'));
    const alone = await bundleFunction('mailer', aloneDir, MAILER_ENTRY);
    const shared = bundles.get('mailer')!;
    // Buffer.equals, not toEqual: a deep equality walks a megabyte byte by byte (measured 7 s of CPU).
    const same = (a: string, b: string) => readFileSync(a).equals(readFileSync(b));
    expect(same(alone.file, shared.file), `${alone.file} is byte for byte ${shared.file}`).toBe(true);
    expect(same(`${alone.file}.map`, `${shared.file}.map`), 'and so is its source map').toBe(true);
    expect(Object.keys(shared.metafile.outputs).map((path) => path.split('/').slice(-2).join('/'))).toEqual(
      Object.keys(alone.metafile.outputs).map((path) => path.split('/').slice(-2).join('/')),
    );
    rmSync(aloneDir, { recursive: true, force: true });
  });

  it('bundles the AWS SDK in, and loads no package at run time', () => {
    for (const bundle of bundles.values()) {
      const externals = Object.values(bundle.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path));
      expect(
        externals.filter((path) => !path.startsWith('node:') && !/^[a-z_]+$/.test(path)),
        bundle.routeName,
      ).toEqual([]);
    }
  });

  it('carries no module of the route table: its fallback is dead code in a bundle', () => {
    // A worker or a call whose bundle held route-table.ts would build every call's schemas at its cold start.
    for (const bundle of bundles.values()) {
      const inputs = Object.values(bundle.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
      expect(
        inputs.filter((path) => path.endsWith('shared/src/api/route-table.ts') || path.endsWith('-routes.ts')),
        bundle.routeName,
      ).toEqual([]);
    }
  });

  it.each(['mailer', 'calendar-sync', 'channel-pusher'])('%s loads without the route table (a worker serves no call)', async (name) => {
    const script = `await import(${JSON.stringify(pathToFileURL(bundles.get(name)!.file).href)}); console.log('loaded');`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { env: BUNDLE_ENV });
    expect(stdout.trim().split('\n').pop()).toBe('loaded');
  });

  it("loads its own call's definition alone, never the whole route table", async () => {
    // The other calls' schemas cost a fifth of a cold start (route-registry.ts); a bundle that fell back to the table would hold them all.
    const script = `await import(${JSON.stringify(pathToFileURL(bundles.get('validateSession')!.file).href)});
      console.log(JSON.stringify(Object.keys(globalThis[Symbol.for('hostel.functionRoutes')] ?? {})));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { env: BUNDLE_ENV });
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual(['validateSession']);
  });
});
