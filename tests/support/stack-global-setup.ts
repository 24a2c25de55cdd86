import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../../functions/src/accounts/password-hasher';
import { ROOT, startLocalStack, type LocalStack } from '../../local/local-stack';
import { GOOD_PASSWORD } from './api';
import { TEST_CAPTCHA_SETTINGS } from './in-process';

// Starts the real local stack (DynamoDB Local in memory, the SES emulator, the HTTP adapter and the
// built SPA) once per test run, on free ports. The API and browser projects share it: the handlers
// run in this process, which reads its configuration once, so two stacks here would cross wires.

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    mailboxUrl: string;
    dynamoEndpoint: string;
    /** Lets tests forge an expired token, the one thing a client cannot wait for. */
    sessionSecret: string;
    /** The real hasher's hash of GOOD_PASSWORD, made once per run for the owner fixture (one scrypt, not one per file). */
    goodPasswordHash: string;
  }
}

interface Shared {
  stack: Promise<LocalStack>;
  goodPasswordHash: Promise<string>;
  users: number;
}

const globals = globalThis as typeof globalThis & { __hostelTestStack?: Shared };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(): Promise<LocalStack> {
  // The server runs in this process: show its failures, not every request.
  process.env.LOG_LEVEL ??= 'error';
  // Test files run side by side on a shared 2-core machine (scrypt, browsers): a request's wall time there
  // says nothing about the table, so the shared stack gets a wide budget; hung-table.test.ts tests a short one.
  process.env.REQUEST_BUDGET_MS ??= '20000';
  return startLocalStack({
    port: await freePort(),
    dynamoPort: await freePort(),
    sesPort: await freePort(),
    // API tests can run before the web app is built; browser tests need the build (npm test makes it).
    apiOnly: !existsSync(join(ROOT, 'web', 'dist', 'index.html')),
    // The feed tests serve calendars from 127.0.0.1 over http: the test stack's fetch policy opens that address alone.
    // Passwords hash at N=2^12 instead of 2^17 (about a 32nd of the CPU): the handlers, the owner fixture and
    // the test workers read it beside the local table only (password-hasher.ts); no deployed function has it.
    env: {
      ICAL_FETCH_ALLOW_LOOPBACK: 'true',
      ICAL_FETCH_TIMEOUT_MS: '2000',
      TEST_STACK_SCRYPT_LOG_N: process.env.TEST_STACK_SCRYPT_LOG_N ?? '12',
      // Every sign-up and booking-page booking solves a captcha, in a test worker or the page: an easier one here.
      CAPTCHA_COST: process.env.CAPTCHA_COST ?? TEST_CAPTCHA_SETTINGS.CAPTCHA_COST,
      CAPTCHA_COUNTER_MAX: process.env.CAPTCHA_COUNTER_MAX ?? TEST_CAPTCHA_SETTINGS.CAPTCHA_COUNTER_MAX,
    },
    // Tests run the sync themselves (Sync now, or the scheduled handler in their own process), never on a timer.
    syncFeeds: false,
  });
}

export async function setup(project: TestProject): Promise<void> {
  if (!globals.__hostelTestStack) {
    const stack = start();
    // Hashed once the stack has set its settings: at the test stack's scrypt cost, as the handlers hash.
    globals.__hostelTestStack = { stack, goodPasswordHash: stack.then(() => hashPassword(GOOD_PASSWORD)), users: 0 };
  }
  globals.__hostelTestStack.users += 1;
  const stack = await globals.__hostelTestStack.stack;
  project.provide('appUrl', stack.url);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('sessionSecret', process.env.SESSION_SECRET ?? '');
  project.provide('goodPasswordHash', await globals.__hostelTestStack.goodPasswordHash);
}

export async function teardown(): Promise<void> {
  const shared = globals.__hostelTestStack;
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  globals.__hostelTestStack = undefined;
  await (await shared.stack).stop();
}
