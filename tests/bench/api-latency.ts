// Bench: latency of account calls through the local stack (real DynamoDB Local), next to a baseline
// measured in the same run: the adapter answering an unknown path, which touches no handler.
import type { LocalStack } from '../../local/local-stack';
import { benchOwner } from './bench-owner';
import { caller, percentile, type BenchOptions } from './bench-stack';

export interface LatencyRow {
  call: string;
  runs: number;
  'p50 ms': number;
  'p95 ms': number;
  'x baseline': number;
}

export interface ApiLatencyFigures {
  rows: LatencyRow[];
  load: { requests: number; inFlight: number; perSecond: number; failed: number };
}

export async function benchApiLatency(stack: LocalStack, { quick = false }: BenchOptions = {}): Promise<ApiLatencyFigures> {
  const call = caller(stack);
  // One verified owner to measure signed-in calls with.
  const { email, password, cookie } = await benchOwner(stack, { name: 'Latency' });
  const runs = (full: number) => (quick ? Math.ceil(full / 20) : full);

  const cases: { name: string; runs: number; send: () => Promise<Response> }[] = [
    { name: 'baseline: unknown path (404)', runs: runs(200), send: () => call('GET', '/nowhere') },
    { name: 'getCaptchaChallenge', runs: runs(100), send: () => call('GET', '/captcha/challenge') },
    { name: 'validateSession', runs: runs(200), send: () => call('GET', '/users/validate', undefined, cookie) },
    { name: 'getProfile', runs: runs(200), send: () => call('GET', '/users/profile', undefined, cookie) },
    { name: 'signIn (scrypt N=2^17)', runs: runs(10), send: () => call('POST', '/users/auth', { username: email, password }) },
  ];
  const rows: LatencyRow[] = [];
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
    rows.push({
      call: name,
      runs,
      'p50 ms': +p50.toFixed(2),
      'p95 ms': +percentile(times, 95).toFixed(2),
      'x baseline': +(p50 / baseline).toFixed(1),
    });
  }
  console.log('\nAPI latency through the local stack (sequential, one connection at a time)');
  console.table(rows);

  // Bounded concurrency: 400 profile reads, 16 in flight, stops by itself.
  const total = quick ? 40 : 400;
  const inFlight = quick ? 4 : 16;
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        next += 1;
        const response = await call('GET', '/users/profile', undefined, cookie);
        if (!response.ok) failed += 1;
        await response.arrayBuffer();
      }
    }),
  );
  const perSecond = total / ((performance.now() - started) / 1000);
  console.log(`getProfile under load: ${total} requests, ${inFlight} in flight: ${perSecond.toFixed(0)} req/s, ${failed} failed`);
  return { rows, load: { requests: total, inFlight, perSecond, failed } };
}
