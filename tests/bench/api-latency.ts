// Bench: latency of account calls through the local stack (real DynamoDB Local), next to a baseline
// measured in the same run: the adapter answering an unknown path, which touches no handler.
import { createServer } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { startLocalStack } from '../../local/local-stack';

const PASSWORD = 'Bench-Password-2024!!';

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchApiLatency(): Promise<void> {
  process.env.LOG_LEVEL = 'error';
  const stack = await startLocalStack({ port: await freePort(), dynamoPort: await freePort(), sesPort: await freePort(), apiOnly: true });
  const headers = { origin: stack.url, 'content-type': 'application/json' };
  const call = (method: string, path: string, body?: unknown, cookie?: string) =>
    fetch(`${stack.url}/api/v1${path}`, { method, headers: { ...headers, ...(cookie ? { cookie } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  try {
    // One verified owner to measure signed-in calls with.
    const challenge = (await (await call('GET', '/captcha/challenge')).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const email = `bench-${Date.now()}@example.com`;
    await call('POST', '/users/register', { firstName: 'Bench', propertyName: 'Bench Hostel', username: email, password: PASSWORD, acceptTerms: true, captchaToken: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') });
    const store = (await (await fetch(`${stack.mailboxUrl}/store`)).json()) as { emails: { body: { text?: string } }[] };
    const token = /email-validation\/(\S+)/.exec(store.emails.at(-1)?.body.text ?? '')?.[1];
    await call('GET', `/users/confirm-email/${token}`);
    const signIn = await call('POST', '/users/auth', { username: email, password: PASSWORD });
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;

    const cases: { name: string; runs: number; send: () => Promise<Response> }[] = [
      { name: 'baseline: unknown path (404)', runs: 200, send: () => call('GET', '/nowhere') },
      { name: 'getCaptchaChallenge', runs: 100, send: () => call('GET', '/captcha/challenge') },
      { name: 'validateSession', runs: 200, send: () => call('GET', '/users/validate', undefined, cookie) },
      { name: 'getProfile', runs: 200, send: () => call('GET', '/users/profile', undefined, cookie) },
      { name: 'signIn (scrypt N=2^17)', runs: 10, send: () => call('POST', '/users/auth', { username: email, password: PASSWORD }) },
    ];
    const rows: Record<string, string>[] = [];
    let baseline = 0;
    for (const { name, runs, send } of cases) {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const response = await send();
        await response.arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      if (!baseline) baseline = p50;
      rows.push({ call: name, runs: String(runs), 'p50 ms': p50.toFixed(2), 'p95 ms': percentile(times, 95).toFixed(2), 'x baseline': (p50 / baseline).toFixed(1) });
    }
    console.log('\nAPI latency through the local stack (sequential, one connection at a time)');
    console.table(rows);

    // Bounded concurrency: 400 profile reads, 16 in flight, stops by itself.
    const total = 400;
    const inFlight = 16;
    let next = 0;
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < total) {
          next += 1;
          const response = await call('GET', '/users/profile', undefined, cookie);
          if (!response.ok) failures += 1;
          await response.arrayBuffer();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`getProfile under load: ${total} requests, ${inFlight} in flight: ${(total / seconds).toFixed(0)} req/s, ${failures} failed`);
  } finally {
    await stack.stop();
  }
}
