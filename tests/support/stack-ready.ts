import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

// The shared stack starts while the first files run (stack-global-setup.ts). A file that uses it waits, before
// its first test, until it answers: once per worker where the workers keep their modules between files (the
// API and browser files), once per file elsewhere. If it did not start, the file fails at once, saying why.

const READY_WITHIN_MS = 120_000;

async function answers(url: string): Promise<boolean> {
  try {
    // The adapter's own answer to an unknown API path: the server listens only once the table, the mail
    // service and the mailer are up, and no other server on a port picked meanwhile answers this.
    const response = await fetch(`${url}/api/v1/stack-ready`);
    const body = (await response.json()) as { msg?: string };
    return response.status === 404 && body.msg === 'Not found';
  } catch {
    return false;
  }
}

async function stackAnswers(url: string, failureFile: string): Promise<void> {
  const started = Date.now();
  while (!(await answers(url))) {
    if (existsSync(failureFile)) throw new Error(`The test stack did not start: ${readFileSync(failureFile, 'utf8')}`);
    if (Date.now() - started > READY_WITHIN_MS)
      throw new Error(`The test stack did not answer at ${url} within ${READY_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const globals = globalThis as typeof globalThis & { __hostelStackReady?: Promise<void> };
globals.__hostelStackReady ??= stackAnswers(inject('appUrl'), inject('stackFailureFile'));
await globals.__hostelStackReady;
