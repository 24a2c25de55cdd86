import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '../../local/local-stack';

// Starts the real local stack (DynamoDB Local in memory, the SES emulator, the HTTP adapter and, for
// browser tests, the built SPA) once per test project, on free ports.

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    mailboxUrl: string;
    dynamoEndpoint: string;
    /** Lets tests forge an expired token, the one thing a client cannot wait for. */
    sessionSecret: string;
  }
}

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

let stack: LocalStack | undefined;

export async function setup(project: TestProject): Promise<void> {
  // The server runs in this process: show its failures, not every request.
  process.env.LOG_LEVEL ??= 'error';
  stack = await startLocalStack({
    port: await freePort(),
    dynamoPort: await freePort(),
    sesPort: await freePort(),
    apiOnly: process.env.STACK_MODE === 'api',
  });
  project.provide('appUrl', stack.url);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('sessionSecret', process.env.SESSION_SECRET ?? '');
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}
