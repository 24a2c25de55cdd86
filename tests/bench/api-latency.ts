// Bench: latency of account calls through the local stack (real DynamoDB Local), next to a baseline
// measured in the same run: the adapter answering an unknown path, which touches no handler.
import { benchOwner, benchStack, caller, percentile } from './bench-stack';

export async function benchApiLatency(): Promise<void> {
  const stack = await benchStack();
  const call = caller(stack);
  try {
    // One verified owner to measure signed-in calls with.
    const { email, password, cookie } = await benchOwner(stack);

    const cases: { name: string; runs: number; send: () => Promise<Response> }[] = [
      { name: 'baseline: unknown path (404)', runs: 200, send: () => call('GET', '/nowhere') },
      { name: 'getCaptchaChallenge', runs: 100, send: () => call('GET', '/captcha/challenge') },
      { name: 'validateSession', runs: 200, send: () => call('GET', '/users/validate', undefined, cookie) },
      { name: 'getProfile', runs: 200, send: () => call('GET', '/users/profile', undefined, cookie) },
      { name: 'signIn (scrypt N=2^17)', runs: 10, send: () => call('POST', '/users/auth', { username: email, password }) },
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
      rows.push({
        call: name,
        runs: String(runs),
        'p50 ms': p50.toFixed(2),
        'p95 ms': percentile(times, 95).toFixed(2),
        'x baseline': (p50 / baseline).toFixed(1),
      });
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
    console.log(
      `getProfile under load: ${total} requests, ${inFlight} in flight: ${(total / seconds).toFixed(0)} req/s, ${failures} failed`,
    );
  } finally {
    await stack.stop();
  }
}
