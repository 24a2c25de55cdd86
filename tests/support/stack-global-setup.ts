import { randomUUID } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { LocalStack, stackAddresses } from '../../local/local-stack';
import { TEST_CAPTCHA_SETTINGS } from './test-captcha';
import { freePort } from './free-port';

// Starts the real local stack (DynamoDB Local in memory, the SES emulator, the HTTP adapter and the
// built SPA) once per test run, on free ports. The API and browser projects share it: the handlers
// run in this process, which reads its configuration once, so two stacks here would cross wires.
//
// Nothing waits for it here: the stack starts while the first files run (the type-check, the bundles, the
// synth, the unit files, which do not use it), and a file that uses it waits until it answers
// (stack-ready.ts). Each project loads this module again, so it imports the stack only when it starts it.
// Measured: every file waited some 9 s for a setup that held the start, with four projects loading it.

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    mailboxUrl: string;
    dynamoEndpoint: string;
    /** The Channex stand-in's API (`…/api/v1`), whose control paths are under its origin's /__stand-in. */
    channexApiUrl: string;
    /** Lets tests forge an expired token, the one thing a client cannot wait for. */
    sessionSecret: string;
    /** The real hasher's hash of GOOD_PASSWORD, made once per run for the owner fixture (one scrypt, not one per file). */
    goodPasswordHash: string;
    /** Where the setup writes why the stack did not start, so that the files waiting for it stop at once. */
    stackFailureFile: string;
    /** The tables of the files whose functions use one of their own (OWN_TABLES), made when the stack starts. */
    ownTables: Record<OwnTable, string>;
  }
}

/**
 * Files whose functions run on a table of their own: a mail service down, a long outage, the timing file (no
 * mailer reads its queue). They are made with the shared one, each with a first item, before the tests fill the
 * database: DynamoDB Local looks up a table's first stream record on every request, by scanning its one stream
 * log from the start (`SELECT MIN(…) … WHERE shard = ?`), so a table whose stream starts late, or is empty, costs
 * every call a scan of all the records before (measured: a GetItem 17 ms of its CPU with 60,000 records of
 * another table before, 0.7 ms for a table whose first record came first).
 */
const OWN_TABLES = ['mail-down', 'mail-outage', 'timing'] as const;
export type OwnTable = (typeof OWN_TABLES)[number];

// Per run: the runner's process id.
const FAILURE_FILE = join(tmpdir(), `hostel-test-stack-${process.pid}.failed`);

interface Started {
  /** Resolves once the stack answers. */
  stack: Promise<LocalStack>;
  addresses: ReturnType<typeof stackAddresses>;
  sessionSecret: string;
  goodPasswordHash: string;
  /** Named once per run: each project loads this module again, and all of them get these. */
  ownTables: Record<OwnTable, string>;
}

interface Shared {
  started: Promise<Started>;
  users: number;
}

const globals = globalThis as typeof globalThis & { __hostelTestStack?: Shared };

async function start(): Promise<Started> {
  const [{ ROOT, ensureTable, stackAddresses, startLocalStack }, { hashPassword }, { GOOD_PASSWORD }] = await Promise.all([
    import('../../local/local-stack'),
    import('../../functions/src/accounts/password-hasher'),
    import('./api'),
  ]);
  // The server runs in this process: show its failures, not every request.
  process.env.LOG_LEVEL ??= 'error';
  const ports = { port: await freePort(), dynamoPort: await freePort(), sesPort: await freePort(), channexPort: await freePort() };
  const stack = startLocalStack({
    ...ports,
    // API tests can run before the web app is built; browser tests need the build (npm test makes it).
    apiOnly: !existsSync(join(ROOT, 'web', 'dist', 'index.html')),
    // The feed tests serve calendars from 127.0.0.1 over http: the test stack's fetch policy opens that address alone.
    // Passwords hash at N=2^12 instead of 2^17 (about a 32nd of the CPU): the handlers, the owner fixture and
    // the test workers read it beside the local table only (password-hasher.ts); no deployed function has it.
    env: {
      ICAL_FETCH_ALLOW_LOOPBACK: 'true',
      ICAL_FETCH_TIMEOUT_MS: '2000',
      // Calls to the Channex stand-in wait at most 2 s, within a request's 4 s budget.
      CHANNEX_TIMEOUT_MS: '2000',
      TEST_STACK_SCRYPT_LOG_N: process.env.TEST_STACK_SCRYPT_LOG_N ?? '12',
      // Every sign-up and booking-page booking solves a captcha, in a test worker or the page: an easier one here.
      CAPTCHA_COST: process.env.CAPTCHA_COST ?? TEST_CAPTCHA_SETTINGS.CAPTCHA_COST,
      CAPTCHA_COUNTER_MAX: process.env.CAPTCHA_COUNTER_MAX ?? TEST_CAPTCHA_SETTINGS.CAPTCHA_COUNTER_MAX,
    },
    // Tests run the sync themselves (Sync now, or the scheduled handler in their own process), never on a timer.
    syncFeeds: false,
    // The channel pusher gathers changes 1.5 s instead of AWS's 10 s: each push test's step waits less, the same way.
    pushBatchingWindowMs: 1_500,
  });
  const addresses = stackAddresses(ports);
  const ownTables = Object.fromEntries(OWN_TABLES.map((use) => [use, `hostel-${use}-${randomUUID().slice(0, 8)}`])) as Record<
    OwnTable,
    string
  >;
  const withOwnTables = stack.then(async (started) => {
    for (const name of Object.values(ownTables)) {
      await ensureTable(addresses.dynamoEndpoint, name);
      await startStream(addresses.dynamoEndpoint, name);
    }
    return started;
  });
  // Said at once; the files that need the stack then fail on it (stack-ready.ts), the others run on.
  withOwnTables.catch((error: Error) => writeFileSync(FAILURE_FILE, error.message));
  return {
    stack: withOwnTables,
    addresses,
    // The stack's settings are in this process's environment from here on (startLocalStack), before it answers.
    sessionSecret: process.env.SESSION_SECRET ?? '',
    // At the test stack's scrypt cost, as the handlers hash.
    goodPasswordHash: await hashPassword(GOOD_PASSWORD),
    ownTables,
  };
}

/** The table's first stream record, now (OWN_TABLES): an item no access pattern reads. */
async function startStream(endpoint: string, tableName: string): Promise<void> {
  const { DynamoDBClient, PutItemCommand } = await import('@aws-sdk/client-dynamodb');
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await client.send(
      new PutItemCommand({ TableName: tableName, Item: { pk: { S: 'TEST#stream-start' }, sk: { S: 'TEST#stream-start' } } }),
    );
  } finally {
    client.destroy();
  }
}

export async function setup(project: TestProject): Promise<void> {
  globals.__hostelTestStack ??= { started: start(), users: 0 };
  globals.__hostelTestStack.users += 1;
  const started = await globals.__hostelTestStack.started;
  project.provide('appUrl', started.addresses.url);
  project.provide('mailboxUrl', started.addresses.mailboxUrl);
  project.provide('dynamoEndpoint', started.addresses.dynamoEndpoint);
  project.provide('channexApiUrl', started.addresses.channexApiUrl);
  project.provide('sessionSecret', started.sessionSecret);
  project.provide('goodPasswordHash', started.goodPasswordHash);
  project.provide('stackFailureFile', FAILURE_FILE);
  project.provide('ownTables', started.ownTables);
}

export async function teardown(): Promise<void> {
  const shared = globals.__hostelTestStack;
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  globals.__hostelTestStack = undefined;
  const stack = await (await shared.started).stack.catch(() => undefined);
  await stack?.stop();
  rmSync(FAILURE_FILE, { force: true });
}
