import { inject } from 'vitest';

// The shared stack starts while the first files run (stack-global-setup.ts). A file that uses it waits, before
// its first test, until it answers: once per worker, as the workers keep their modules between files.

const READY_WITHIN_MS = 120_000;

async function answers(url: string): Promise<boolean> {
  try {
    // Any answer will do (an unknown API path is a 404): the server listens only once the table, the mail
    // service and the mailer are up.
    await (await fetch(`${url}/api/v1/stack-ready`)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

async function stackAnswers(url: string): Promise<void> {
  const started = Date.now();
  while (!(await answers(url))) {
    if (Date.now() - started > READY_WITHIN_MS)
      throw new Error(`The test stack did not answer at ${url} within ${READY_WITHIN_MS / 1000} s: see above why it did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const globals = globalThis as typeof globalThis & { __hostelStackReady?: Promise<void> };
globals.__hostelStackReady ??= stackAnswers(inject('appUrl'));
await globals.__hostelStackReady;
