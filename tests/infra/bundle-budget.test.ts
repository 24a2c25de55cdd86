// Every call's Lambda, the mailer, the calendar sync and the channel pusher, bundled for real exactly as deployed (AWS SDK included), stays within 235 KB gzip;
// one that carries the iCal parser within that plus the parser's own weight (budgetOf).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_IDS_HEADER } from '@hostel/shared/api/message-ids-header';
import { API_PREFIX, routeNames, routeTable } from '@hostel/shared/api/route-table';
import type { Language } from '@hostel/shared/domain/languages';
import type { Message } from '@hostel/shared/i18n/message';
import { renderMessage } from '@hostel/shared/i18n/render-message';
import {
  BUNDLE_BUDGET_BYTES,
  budgetOf,
  bundleInputs,
  bundleFunction,
  bundleFunctions,
  heaviestInputs,
  type BundledFunction,
} from '../../infra/src/bundle-function';
import { CALENDAR_SYNC_ENTRY } from '../../infra/src/calendar-sync-function';
import { MAILER_ENTRY } from '../../infra/src/mailer-function';
import { CHANNEL_PUSHER_ENTRY } from '../../infra/src/channel-pusher-function';
import { functionEntry, workerEntry } from '../../infra/src/function-entry';
import { repoRoot } from '../../infra/src/repo-paths';

const run = promisify(execFile);
/** Each worker's entry as its function is built (worker-function.ts): the catalogs, then its handler. */
const WORKERS = {
  mailer: workerEntry('mailer', MAILER_ENTRY),
  'calendar-sync': workerEntry('calendar-sync', CALENDAR_SYNC_ENTRY),
  'channel-pusher': workerEntry('channel-pusher', CHANNEL_PUSHER_ENTRY),
};
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
  for (const [name, bundle] of await bundleFunctions({ ...entries, ...WORKERS }, outdir)) bundles.set(name, bundle);
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** Every import of every bundle's inputs, with the bundle and the importing file. */
function* bundleImports() {
  for (const bundle of bundles.values())
    for (const [file, input] of Object.entries(bundle.metafile.inputs))
      for (const imported of input.imports) yield { bundle, file, imported };
}

/** Runs `script` (ES module text) in a fresh Node with a function's settings, and answers its last line of output. */
async function lastLineOf(script: string, env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { env: { ...BUNDLE_ENV, ...env } });
  return stdout.trim().split('\n').pop()!;
}

/** The Node modules a bundle's import loads whose names match `pattern` (its source, for the fresh process). */
async function modulesLoadedBy(name: string, pattern: string): Promise<string[]> {
  const script = `await import(${JSON.stringify(pathToFileURL(bundles.get(name)!.file).href)});
      console.log(JSON.stringify(process.moduleLoadList.filter((name) => new RegExp(${JSON.stringify(pattern)}).test(name))));`;
  return JSON.parse(await lastLineOf(script)) as string[];
}

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
    const alone = await bundleFunction('mailer', aloneDir, WORKERS.mailer);
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
      const inputs = bundleInputs(bundle.metafile);
      expect(
        inputs.filter((path) => path.endsWith('shared/src/api/route-table.ts') || path.endsWith('-routes.ts')),
        bundle.routeName,
      ).toEqual([]);
    }
  });

  it("takes the role's credentials from the environment only: none of the default chain's other links or their clients", () => {
    // On Lambda the credentials are always in the environment; SSO, profiles and the STS clients were parsed and never run.
    for (const bundle of bundles.values()) {
      const inputs = bundleInputs(bundle.metafile);
      expect(
        inputs.filter((path) =>
          /@aws-sdk\/(nested-clients|credential-provider-(node|ini|sso|process|web-identity|http|login))\//.test(path),
        ),
        bundle.routeName,
      ).toEqual([]);
      expect(
        inputs.filter((path) => path.endsWith('functions/src/lambda-credentials.ts')),
        bundle.routeName,
      ).toHaveLength(inputs.some((path) => path.includes('@aws-sdk/client-')) ? 1 : 0);
    }
  });

  it('carries the message catalogs as JSON text, never as modules: their imports are dead code in a bundle', () => {
    // An object literal of 75 KB is parsed at every cold start; the entry's JSON text is parsed by language when first said.
    for (const bundle of bundles.values()) {
      const inputs = bundleInputs(bundle.metafile);
      expect(
        inputs.filter((path) => /shared\/src\/i18n\/messages-(en|es-ar)\.ts$/.test(path)),
        bundle.routeName,
      ).toEqual([]);
      expect(
        inputs.filter((path) => path.endsWith('function-entries/message-texts.ts')),
        bundle.routeName,
      ).toHaveLength(1);
    }
  });

  it('takes lambda-builtins/node-stream-web.ts for node:stream/web where middy imports its ReadableStream by name, and nowhere else', () => {
    // The stand-in has that one name: an importer reading another (a namespace, a require) would find it missing at run time.
    const importers = new Map<string, string[]>();
    for (const { file, imported } of bundleImports())
      if (imported.path.endsWith('functions/src/lambda-builtins/node-stream-web.ts') || imported.original === 'node:stream/web')
        importers.set(file, [...new Set([...(importers.get(file) ?? []), `${imported.kind} ${imported.path}`])]);
    expect([...importers.keys()]).toEqual(['node_modules/@middy/core/index.js']);
    expect(importers.get('node_modules/@middy/core/index.js')).toEqual([
      'import-statement functions/src/lambda-builtins/node-stream-web.ts',
    ]);
    const middy = readFileSync(join(repoRoot, 'node_modules/@middy/core/index.js'), 'utf8');
    expect(middy.match(/import\s*{([^}]*)}\s*from\s*["']node:stream\/web["']/)?.[1]?.trim()).toBe('ReadableStream');
  });

  it("loads none of Node's web streams, which only middy's streamed answers use (lambda-builtins/node-stream-web.ts)", async () => {
    expect(await modulesLoadedBy('createReservation', 'stream/web$|webstreams/readablestream$')).toEqual([]);
  });

  it('imports node:http, node:process and node:util through lambda-builtins/, never as ES modules of Node', () => {
    // An ES import of these runs every lazy getter of the module (lambda-bundling.ts): a bundle must not make one.
    const direct = [];
    for (const { bundle, file, imported } of bundleImports())
      if (imported.external && /^(node:)?(http|process|util)$/.test(imported.path)) direct.push(`${bundle.routeName}: ${file}`);
    expect(direct).toEqual([]);
  });

  it("takes those built-ins other than by a static import only where the importer's reading is known to work with lambda-builtins/", () => {
    // A static import of a name the stand-in lacks fails the build (logOverride); a dynamic import or a require
    // would read undefined at run time. The SDK's HTTP handler reads the module from `default` (Agent, request);
    // its instance metadata region lookup reads `request` (lambda-builtins.test.ts holds both names).
    const other = new Set<string>();
    for (const { file, imported } of bundleImports())
      if (imported.kind !== 'import-statement' && /^(node:)?(http|process|util)$/.test(imported.original ?? ''))
        other.add(`${file} ${imported.kind} ${imported.original}`);
    expect([...other].sort()).toEqual([
      'node_modules/@smithy/core/dist-es/submodules/config/config-resolver/regionConfig/getInstanceMetadataRegion.js dynamic-import node:http',
      'node_modules/@smithy/node-http-handler/dist-es/node-http-handler.js dynamic-import node:http',
    ]);
  });

  it.each(['syncCalendarImport', 'calendar-sync', 'bookOnBookingPage', 'getCaptchaChallenge'])(
    '%s loads neither undici, http2 nor worker_threads at its cold start (lambda-builtins/)',
    async (name) => {
      expect(await modulesLoadedBy(name, 'undici|http2|worker_threads|parse_args')).toEqual([]);
    },
  );

  it.each(Object.keys(WORKERS))('%s loads without the route table (a worker serves no call), its catalogs in place', async (name) => {
    const script = `await import(${JSON.stringify(pathToFileURL(bundles.get(name)!.file).href)});
      console.log(Object.keys(globalThis[Symbol.for('hostel.messageTexts')] ?? {}).join());`;
    expect(await lastLineOf(script)).toBe('en,es-AR');
  });

  it.each<Language>(['en', 'es-AR'])(
    "answers an error in %s from its catalog's JSON text, word for word as from source",
    async (language) => {
      // signIn refuses a body without its fields before any table call: each issue's words, id and values.
      const { method, path } = routeTable.signIn;
      const event = {
        version: '2.0',
        routeKey: `${method} ${API_PREFIX}${path}`,
        rawPath: `${API_PREFIX}${path}`,
        rawQueryString: '',
        headers: {
          origin: BUNDLE_ENV.APP_ORIGIN,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
          [MESSAGE_IDS_HEADER]: 'true',
          ...(language === 'en' ? {} : { 'accept-language': 'es-AR,es;q=0.9' }),
        },
        body: JSON.stringify({ email: 'not-a-field' }),
        requestContext: { requestId: 'bundle', http: { method, path: `${API_PREFIX}${path}`, sourceIp: '203.0.113.5' } },
        isBase64Encoded: false,
      };
      const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(bundles.get('signIn')!.file).href)});
      const answer = await handler(JSON.parse(process.env.EVENT), { awsRequestId: 'bundle', functionName: 'signIn', getRemainingTimeInMillis: () => 6000 });
      console.log(JSON.stringify(answer));`;
      const answer = JSON.parse(await lastLineOf(script, { EVENT: JSON.stringify(event) })) as {
        statusCode: number;
        headers: Record<string, string>;
        body: string;
      };
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-language']).toBe(language);
      const issues = JSON.parse(answer.body) as Array<{ msg: string; messageId: string; values?: Message['values'] }>;
      expect(issues.map((issue) => issue.messageId)).toContain('field.labelRequired');
      for (const issue of issues) expect(issue.msg).toBe(renderMessage({ id: issue.messageId, values: issue.values } as Message, language));
      expect(issues[0]!.msg).toBe(language === 'en' ? 'Email is required' : 'Email: este dato es obligatorio');
    },
  );

  it("loads its own call's definition alone, never the whole route table, and not its answer's schema", async () => {
    // The other calls' schemas cost a fifth of a cold start (route-registry.ts); a bundle that fell back to the table would hold them all.
    const script = `await import(${JSON.stringify(pathToFileURL(bundles.get('findReservations')!.file).href)});
      const routes = globalThis[Symbol.for('hostel.functionRoutes')] ?? {};
      console.log(JSON.stringify([Object.keys(routes), Object.keys(routes.findReservations ?? {})]));`;
    const [calls, fields] = JSON.parse(await lastLineOf(script)) as [string[], string[]];
    expect(calls).toEqual(['findReservations']);
    // The request's schemas are there, the answer's is not (ServedRoute).
    expect(fields).toEqual(expect.arrayContaining(['params', 'method', 'table']));
    expect(fields).not.toContain('response');
  });
});
