// Bundles one call's Lambda exactly as the deployment does, and measures it.
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { esbuildOptions } from './lambda-bundling';
import { functionEntry } from './function-entry';
import { repoRoot } from './repo-paths';

/** Each function's bundle at most, gzip: 200 KB until the API spoke two languages, 225 KB until Powertools (decisions.md). */
export const BUNDLE_BUDGET_BYTES = 235 * 1024;
/** What a bundle that parses iCal feeds may add for the parser alone (ical.js: 76 KB minified, about 15 KB gzip). */
export const ICAL_PARSER_ALLOWANCE_BYTES = 15 * 1024;

/** The source files a bundle carries: its outputs' inputs (a shared build's metafile lists every function's inputs at its top level). */
export function bundleInputs(metafile: esbuild.Metafile): string[] {
  return Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
}

/** A bundle's budget: the functions' one, plus the iCal parser's own weight where the bundle carries it. */
export function budgetOf(metafile: esbuild.Metafile): number {
  const parsesIcal = bundleInputs(metafile).some((path) => path.includes('node_modules/ical.js/'));
  return BUNDLE_BUDGET_BYTES + (parsesIcal ? ICAL_PARSER_ALLOWANCE_BYTES : 0);
}

// One esbuild in the repo (infra pins the version Vite and tsx use), so NodejsFunction and this
// measurement bundle with the same one.

export interface BundledFunction {
  routeName: string;
  /** The bundle's entry module (index.mjs), as Lambda loads it. */
  file: string;
  bytes: number;
  gzipBytes: number;
  metafile: esbuild.Metafile;
}

/**
 * `entry`: the function's module; a call's handler file unless given (the mailer's). `overrides`: settings other
 * than the deployed ones, for a measurement beside them (the bench's floor as the SDK alone bundles it).
 */
export async function bundleFunction(
  routeName: string,
  outdir: string,
  entry: string = functionEntry(routeName),
  overrides: esbuild.BuildOptions = {},
): Promise<BundledFunction> {
  const dir = join(outdir, routeName);
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'index.mjs');
  const result = await esbuild.build({ ...esbuildOptions(entry, file), ...overrides, absWorkingDir: repoRoot, metafile: true });
  const code = await readFile(file);
  return { routeName, file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length, metafile: result.metafile };
}

/**
 * Many functions in one esbuild build: each entry still gets a bundle of its own (no shared chunks), byte for byte
 * what bundleFunction makes of it, but the modules they share (the AWS SDK) are parsed once instead of once per
 * function: measured 17 s of CPU for every call instead of 42 s. `entries`: function name → entry module.
 */
export async function bundleFunctions(entries: Record<string, string>, outdir: string): Promise<Map<string, BundledFunction>> {
  const { outfile: _one, ...options } = esbuildOptions(Object.values(entries)[0] ?? '', '');
  const result = await esbuild.build({
    ...options,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, entry]) => [`${name}/index`, entry])),
    outdir,
    outExtension: { '.js': '.mjs' },
    absWorkingDir: repoRoot,
    metafile: true,
  });
  const bundles = new Map<string, BundledFunction>();
  for (const name of Object.keys(entries)) {
    const file = join(outdir, name, 'index.mjs');
    const code = await readFile(file);
    // Each function's own outputs (its code and its map; esbuild names them from the working directory), as its own build reports them.
    const folder = `${join(outdir, name)}/`;
    const outputs = Object.fromEntries(
      Object.entries(result.metafile.outputs).filter(([path]) => resolve(repoRoot, path).startsWith(folder)),
    );
    const metafile = { inputs: result.metafile.inputs, outputs };
    bundles.set(name, { routeName: name, file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length, metafile });
  }
  return bundles;
}

/** The input packages that weigh most in a bundle, for telling what to trim when over budget. */
export function heaviestInputs(metafile: esbuild.Metafile, top = 8): Array<{ name: string; bytes: number }> {
  const byPackage = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
      const name = match?.[1] ?? path.split('/').slice(0, 2).join('/');
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...byPackage]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}
