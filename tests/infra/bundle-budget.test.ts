// Every call's Lambda, the mailer and the calendar sync, bundled for real exactly as deployed (AWS SDK included), stays within 200 KB gzip.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeNames } from '@hostel/shared/api/route-table';
import { bundleFunction, heaviestInputs, type BundledFunction } from '../../infra/src/bundle-function';
import { CALENDAR_SYNC_ENTRY } from '../../infra/src/calendar-sync-function';
import { MAILER_ENTRY } from '../../infra/src/mailer-function';

const BUDGET_BYTES = 200 * 1024;
const outdir = mkdtempSync(join(tmpdir(), 'hostel-bundles-'));
const bundles = new Map<string, BundledFunction>();

beforeAll(async () => {
  for (const name of routeNames) bundles.set(name, await bundleFunction(name, outdir));
  bundles.set('mailer', await bundleFunction('mailer', outdir, MAILER_ENTRY));
  bundles.set('calendar-sync', await bundleFunction('calendar-sync', outdir, CALENDAR_SYNC_ENTRY));
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('Lambda bundle budget', () => {
  it.each([...routeNames, 'mailer', 'calendar-sync'])('%s is at most 200 KB gzip', (name) => {
    const bundle = bundles.get(name)!;
    const heaviest = heaviestInputs(bundle.metafile)
      .map((p) => `${p.name} ${(p.bytes / 1024).toFixed(0)} KB`)
      .join(', ');
    expect(bundle.gzipBytes, `${name}: ${(bundle.gzipBytes / 1024).toFixed(1)} KB gzip; heaviest: ${heaviest}`).toBeLessThanOrEqual(
      BUDGET_BYTES,
    );
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
});
