// What the benches share: one local stack, how to call its API, and percentiles. One stack per process:
// the handlers read their settings (the table's address) once, so a second stack in the same process
// would leave them talking to the first one's table.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startLocalStack, type LocalStack } from '../../local/local-stack';
import { freePort } from '../support/free-port';

/** Quick mode: every bench with small counts, to prove it runs (npm test); the figures mean little. */
export interface BenchOptions {
  quick?: boolean;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The local stack on free ports, serving the built SPA too (the calendar bench loads it in Chromium). */
export async function benchStack(): Promise<LocalStack> {
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) throw new Error('Build the web app first (npm run build)');
  process.env.LOG_LEVEL = 'error';
  return startLocalStack({
    port: await freePort(),
    dynamoPort: await freePort(),
    sesPort: await freePort(),
    channexPort: await freePort(),
  });
}

export type Call = (method: string, path: string, body?: unknown, cookie?: string, headers?: Record<string, string>) => Promise<Response>;

export function caller(stack: LocalStack): Call {
  return (method, path, body, cookie, headers = {}) =>
    fetch(`${stack.url}/api/v1${path}`, {
      method,
      headers: { origin: stack.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** The answer's JSON, or an error naming the call and what it answered. */
export async function json(response: Promise<Response>, what = 'call'): Promise<any> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}
