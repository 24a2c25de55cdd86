import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureTable } from '../../local/local-stack';
import { GOOD_PASSWORD, uniqueEmail } from '../support/api';
import { configureFunctions, handlerEvent, type InProcessHandler, lambdaContext, ownCaptcha } from '../support/in-process';

// Reset and resend must not tell, by their time, whether an email has an account: both paths only
// queue the mail (the mailer looks the account up later). Known and unknown emails are timed in
// turns, so a slow moment of the machine falls on both; their medians may differ by 25% at most.
// The real handlers run in this process against a table of their own, where no mailer reads the queue:
// what is timed is the call alone, never a send (the mailer's work for a known email, which comes after
// the answer), and no network sits between. This project runs after all others (vitest.config.ts).
// A load burst on a busy machine can still skew one run of 33 pairs; a real oracle skews every run.
// So a comparison is run again, on fresh accounts, when the first run is over the bound, and passes
// only if a run is within it: a systematic difference fails both.

const ROUNDS = 2;
const ACCOUNTS = 11;
// Each email may ask 3 times per window: 11 emails × 3 = 33 tries per side.
const TRIES_PER_EMAIL = 3;
const MAX_RATIO = 1.25;

let register: InProcessHandler;
const calls: Record<string, InProcessHandler> = {};
// Per round, accounts waiting for confirmation and emails without one.
let known: string[][];

beforeAll(async () => {
  const table = inject('ownTables').timing;
  configureFunctions({ TABLE_NAME: table });
  // Made when the stack started (stack-global-setup.ts, OWN_TABLES); here too, should this file come first.
  await ensureTable(inject('dynamoEndpoint'), table);
  register = (await import('../../functions/src/handlers/register')).handler as unknown as InProcessHandler;
  calls.reset = (await import('../../functions/src/handlers/request-password-reset')).handler as unknown as InProcessHandler;
  calls.resend = (await import('../../functions/src/handlers/resend-verification')).handler as unknown as InProcessHandler;
  const all: string[] = [];
  for (let index = 0; index < ACCOUNTS * ROUNDS; index += 1) {
    const email = uniqueEmail();
    const body = { firstName: 'Ana', propertyName: 'Casa Azul', username: email, password: GOOD_PASSWORD, acceptTerms: true };
    const created = await register(handlerEvent('POST', { body: { ...body, captchaToken: await ownCaptcha() } }), lambdaContext());
    if (created.statusCode !== 201) throw new Error(`register failed: ${created.statusCode} ${created.body}`);
    all.push(email);
  }
  known = Array.from({ length: ROUNDS }, (_, round) => all.slice(round * ACCOUNTS, (round + 1) * ACCOUNTS));
}, 300_000);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed(call: string, body: unknown): Promise<{ ms: number; status?: number; body?: string }> {
  // A new client address each time (handlerEvent), so the per-address limit never interferes and both sides open its window alike.
  const event = handlerEvent('POST', { body });
  const started = performance.now();
  const answer = await calls[call]!(event, lambdaContext());
  return { ms: performance.now() - started, status: answer.statusCode, body: answer.body };
}

async function compareOnce(call: string, field: string, known: string[]) {
  const unknown = known.map(() => uniqueEmail('nobody'));
  // Load the handler before measuring, on emails that take no part.
  for (let i = 0; i < 3; i += 1) await timed(call, { [field]: uniqueEmail('warm-up') });
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = new Set<string>();
  let turn = 0;
  for (let round = 0; round < TRIES_PER_EMAIL; round += 1) {
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const order = turn++ % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const side of order) {
        const email = side === 'known' ? known[i]! : unknown[i]!;
        const result = await timed(call, { [field]: email });
        expect(result.status, `${side} ${email}`).toBe(200);
        answers.add(result.body ?? '');
        times[side].push(result.ms);
      }
    }
  }
  const medians = { known: median(times.known), unknown: median(times.unknown) };
  const ratio = Math.max(medians.known, medians.unknown) / Math.min(medians.known, medians.unknown);
  return { answers, medians, ratio, tries: times.known.length };
}

/** The first run within the bound, or the last run when none is. */
async function compare(call: string, field: string) {
  let result = await compareOnce(call, field, known[0]!);
  for (let round = 1; round < ROUNDS && result.ratio > MAX_RATIO; round += 1) result = await compareOnce(call, field, known[round]!);
  return result;
}

describe('no timing oracle', { timeout: 360_000 }, () => {
  it('answers a reset request for a known and an unknown email alike, in the same time', async () => {
    const { answers, medians, ratio, tries } = await compare('reset', 'username');
    expect(tries).toBeGreaterThanOrEqual(30);
    expect(answers.size).toBe(1);
    expect(ratio, `median ms: ${JSON.stringify(medians)}`).toBeLessThanOrEqual(MAX_RATIO);
  });

  it('answers a resend for an account waiting for confirmation and an unknown email alike, in the same time', async () => {
    const { answers, medians, ratio, tries } = await compare('resend', 'email');
    expect(tries).toBeGreaterThanOrEqual(30);
    expect(answers.size).toBe(1);
    expect(ratio, `median ms: ${JSON.stringify(medians)}`).toBeLessThanOrEqual(MAX_RATIO);
  });
});
