// Bench: each call's Lambda bundled as deployed, its gzip size and the CPU of its cold module load in a
// fresh Node, beside the floor: a bundle that only makes the DynamoDB document client.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeNames } from '@hostel/shared/api/route-table';
import { BUNDLE_BUDGET_BYTES, bundleFunction, bundleFunctions, heaviestInputs } from '../../infra/src/bundle-function';
import { functionEntry } from '../../infra/src/function-entry';
import { repoRoot } from '../../infra/src/repo-paths';
import type { BenchOptions } from './bench-stack';
import { coldLoad, median } from './cold-load';

// What config() reads; it reads lazily, so loading the module must not need them, but a handler may.
const LAMBDA_ENV = {
  TABLE_NAME: 'bench',
  APP_ORIGIN: 'https://bench.example.org',
  MAIL_FROM: 'bench@example.org',
  SECRETS_ID: 'bench',
  AWS_REGION: 'us-east-1',
  LOG_LEVEL: 'silent',
};

export const FLOOR = 'DocumentClient only (floor)';
export const SDK_FLOOR = "DocumentClient, the SDK's whole credential chain";
/** The floors are loaded before every so many calls of a round (benchLambdaBundles). */
const FLOOR_EVERY = 8;
/** The calls quick mode loads: a public one, the session check, a booking. */
export const QUICK_CALLS = ['getCaptchaChallenge', 'validateSession', 'createReservation'] as const;

export interface BundleRow {
  function: string;
  'gzip KB': number;
  'load CPU ms': number;
  'x floor': number;
  /** Beside the document client as the SDK bundles it, its default credential chain whole (the floor the issue first measured). */
  'x SDK floor': number;
}

/** The floor as the SDK alone bundles it: the same settings but the alias of its credential chain (lambda-bundling.ts). */
const sdkFloorBundle = (outdir: string) =>
  bundleFunction('sdk-floor', outdir, join(repoRoot, 'tests/bench/document-client-floor.ts'), { alias: {} });

/**
 * Every call's bundle (quick mode: three, loaded twice each) and the floor, built in one esbuild build,
 * each loaded in fresh processes taking turns: the median CPU of the import, and its ratio to the floor's.
 */
export async function benchLambdaBundles({ quick = false }: BenchOptions = {}): Promise<{ rows: BundleRow[]; floor: BundleRow }> {
  const outdir = mkdtempSync(join(tmpdir(), 'hostel-bench-bundles-'));
  try {
    const names: string[] = quick ? [...QUICK_CALLS] : [...routeNames];
    const entries = Object.fromEntries(names.map((name) => [name, functionEntry(name)]));
    const built = await bundleFunctions({ ...entries, floor: join(repoRoot, 'tests/bench/document-client-floor.ts') }, outdir);
    const bundles = new Map([...built, ['sdkFloor', await sdkFloorBundle(outdir)]]);
    const runs = quick ? 2 : 7;
    const floors = ['floor', 'sdkFloor'];
    const calls = [...bundles.keys()].filter((name) => !floors.includes(name));
    const cpu = new Map<string, number[]>([...bundles.keys()].map((name) => [name, []]));
    /** Per call, its import's CPU over its round's floor (the median of that round's floor loads), round by round. */
    const ratios = new Map<string, { floor: number[]; sdkFloor: number[] }>(calls.map((name) => [name, { floor: [], sdkFloor: [] }]));
    const load = async (name: string) => {
      const ms = (await coldLoad(bundles.get(name)!.file, LAMBDA_ENV)).loadCpuMs;
      cpu.get(name)!.push(ms);
      return ms;
    };
    // Round by round, every call once, so a busy moment of the machine weighs on all alike; the floors every
    // FLOOR_EVERY calls, so each round has a floor of its own measured a dozen times: one round's floor off by
    // a few percent moved every ratio of a run (two runs of the same bundles: 50 and 90 calls within 1.2).
    for (let round = 0; round < runs; round += 1) {
      const samples = new Map<string, number>();
      const roundFloors = new Map<string, number[]>(floors.map((name) => [name, []]));
      for (const [at, name] of calls.entries()) {
        if (at % FLOOR_EVERY === 0) for (const floor of floors) roundFloors.get(floor)!.push(await load(floor));
        samples.set(name, await load(name));
      }
      for (const floor of floors) roundFloors.get(floor)!.push(await load(floor));
      const floorMs = median(roundFloors.get('floor')!);
      const sdkFloorMs = median(roundFloors.get('sdkFloor')!);
      for (const [name, ms] of samples) {
        ratios.get(name)!.floor.push(ms / floorMs);
        ratios.get(name)!.sdkFloor.push(ms / sdkFloorMs);
      }
    }
    const floorMs = median(cpu.get('floor')!);
    const sdkFloorMs = median(cpu.get('sdkFloor')!);
    const row = (name: string, label = name): BundleRow => ({
      function: label,
      'gzip KB': +(bundles.get(name)!.gzipBytes / 1024).toFixed(1),
      'load CPU ms': +median(cpu.get(name)!).toFixed(1),
      'x floor': +(ratios.has(name) ? median(ratios.get(name)!.floor) : median(cpu.get(name)!) / floorMs).toFixed(2),
      'x SDK floor': +(ratios.has(name) ? median(ratios.get(name)!.sdkFloor) : median(cpu.get(name)!) / sdkFloorMs).toFixed(2),
    });
    const floor = row('floor', FLOOR);
    const rows = names.map((name) => row(name));
    console.log(
      `Lambda bundles (esbuild, as deployed; budget ${BUNDLE_BUDGET_BYTES / 1024} KB gzip): CPU of the cold import, median of ${runs} fresh processes; x floor: the median of each round's import over that round's floor`,
    );
    console.table([floor, row('sdkFloor', SDK_FLOOR), ...rows]);
    const within = (column: 'x floor' | 'x SDK floor') => rows.filter((r) => r[column] <= 1.2).length;
    console.log(
      `Within 1.2 x the floor: ${within('x floor')} of ${rows.length} calls; within 1.2 x the SDK's floor: ${within('x SDK floor')} of ${rows.length}`,
    );
    const heaviest = [...rows].sort((a, b) => b['load CPU ms'] - a['load CPU ms'])[0]!;
    const inputs = heaviestInputs(built.get(heaviest.function)!.metafile, 6);
    console.log(`Heaviest inputs of ${heaviest.function}: ${inputs.map((i) => `${i.name} ${(i.bytes / 1024).toFixed(0)} KB`).join(', ')}`);
    return { rows, floor };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
