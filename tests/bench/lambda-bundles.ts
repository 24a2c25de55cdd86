// Bench: each call's Lambda bundled as deployed, its gzip size and its cold module-load time in a fresh Node.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { routeNames } from '@hostel/shared/api/route-table';
import { BUNDLE_BUDGET_BYTES, bundleFunction } from '../../infra/src/bundle-function';
import { percentile, type BenchOptions } from './bench-stack';

const run = promisify(execFile);

// What config() reads; it reads lazily, so loading the module must not need them, but a handler may.
const LAMBDA_ENV = {
  TABLE_NAME: 'bench',
  APP_ORIGIN: 'https://bench.example.org',
  MAIL_FROM: 'bench@example.org',
  SECRETS_ID: 'bench',
  AWS_REGION: 'us-east-1',
  LOG_LEVEL: 'silent',
};

async function loadMs(file: string): Promise<number> {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '--enable-source-maps', '-e', script], {
    env: { PATH: process.env.PATH ?? '', ...LAMBDA_ENV },
  });
  return Number(stdout.trim());
}

export interface BundleRow {
  function: string;
  'gzip KB': number;
  'load ms': number;
}

/** Every call's bundle; in quick mode the first call's only, loaded once (the infra tests bundle them all). */
export async function benchLambdaBundles({ quick = false }: BenchOptions = {}): Promise<{ rows: BundleRow[] }> {
  const outdir = mkdtempSync(join(tmpdir(), 'hostel-bench-bundles-'));
  try {
    const rows: BundleRow[] = [];
    for (const name of quick ? routeNames.slice(0, 1) : routeNames) {
      const bundle = await bundleFunction(name, outdir);
      // Median of three fresh processes: one cold start each, without one slow spawn deciding the figure.
      const times: number[] = [];
      for (let run = 0; run < (quick ? 1 : 3); run += 1) times.push(await loadMs(bundle.file));
      times.sort((a, b) => a - b);
      rows.push({ function: name, 'gzip KB': +(bundle.gzipBytes / 1024).toFixed(1), 'load ms': +percentile(times, 50).toFixed(1) });
    }
    console.log(`Lambda bundles (esbuild, as deployed; budget ${BUNDLE_BUDGET_BYTES / 1024} KB gzip)`);
    console.table(rows);
    return { rows };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
