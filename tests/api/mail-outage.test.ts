import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ensureTable } from '../../local/local-stack';
import type { LogFields, Logger } from '../../functions/src/http/logger';
import { uniqueEmail } from '../support/api';
import { configureFunctions, handlerEvent, type InProcessHandler, lambdaContext, ownSignup } from '../support/in-process';
import { linkIn, mailsTo, tokenFrom } from '../support/mailbox';
import { table as direct } from '../support/table';
import { freePort } from '../support/free-port';

// A long mail outage, an hour and more than a day, in no time: the mailer's real code on a table of its own
// on DynamoDB Local, the SES emulator started only when the service "comes back", and a clock moved by hand.

type Mailer = typeof import('../../functions/src/mailer/deliver-queued-mail');
let mailer: Mailer;
let runAs: <T>(work: () => Promise<T>) => Promise<T>;
let queuedIds: () => Promise<string[]>;
let outboxItem: (id: string) => Promise<Record<string, unknown> | undefined>;
let register: InProcessHandler;
let confirmEmail: InProcessHandler;
let ses: { close(done?: () => void): void } | undefined;
let sesPort: number;
let streamTries: number;
let publishMetrics: () => void;

const mailbox = () => `http://127.0.0.1:${sesPort}`;
const lines: { level: string; message: string; fields: LogFields }[] = [];
const log: Logger = {
  debug: (message, fields = {}) => lines.push({ level: 'debug', message, fields }),
  info: (message, fields = {}) => lines.push({ level: 'info', message, fields }),
  error: (message, fields = {}) => lines.push({ level: 'error', message, fields }),
};

beforeAll(async () => {
  sesPort = await freePort();
  const table = inject('ownTables')['mail-outage'];
  // EMF lines follow LOG_LEVEL off Lambda: an info-level run prints the metrics, which the tests read.
  configureFunctions({ TABLE_NAME: table, SES_ENDPOINT: mailbox(), LOG_LEVEL: 'info' });
  // Made when the stack started (stack-global-setup.ts, OWN_TABLES); here too, should this file come first.
  await ensureTable(inject('dynamoEndpoint'), table);
  register = (await import('../../functions/src/handlers/register')).handler as unknown as InProcessHandler;
  confirmEmail = (await import('../../functions/src/handlers/confirm-email')).handler as unknown as InProcessHandler;
  mailer = await import('../../functions/src/mailer/deliver-queued-mail');
  streamTries = (await import('../../functions/src/mailer/retry-plan')).STREAM_TRIES;
  ({ publishMetrics } = await import('../../functions/src/http/metrics'));
  const { mailerFunction } = await import('../../functions/src/mailer/mailer-settings');
  const { runAsFunction } = await import('../../functions/src/http/route-context');
  runAs = (work) => runAsFunction(mailerFunction, work);
  const { GetCommand, ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  // Read straight from the table, as an operator would look (the functions' own client refuses a Scan).
  queuedIds = async () => {
    const found = await direct().send(
      new ScanCommand({
        TableName: table,
        FilterExpression: 'begins_with(pk, :outbox)',
        ExpressionAttributeValues: { ':outbox': 'OUTBOX#' },
      }),
    );
    return (found.Items ?? []).map((item) => String(item.pk).slice('OUTBOX#'.length));
  };
  outboxItem = async (id) => (await direct().send(new GetCommand({ TableName: table, Key: { pk: `OUTBOX#${id}`, sk: 'MAIL' } }))).Item;
});

afterAll(async () => {
  await new Promise<void>((done) => (ses ? ses.close(() => done()) : done()));
});

afterEach(() => vi.restoreAllMocks());

interface EmfLine {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  [field: string]: unknown;
}

/** The metrics CloudWatch would read: EMF lines on stdout, published after each run as the mailer's handler does. */
const emf: EmfLine[] = [];

/** Runs `work` as one invocation of the mailer: its EMF lines are kept in `emf`, the rest of stdout dropped. */
async function invocation<T>(work: () => Promise<T>): Promise<T> {
  const written: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    return await work();
  } finally {
    publishMetrics();
    vi.restoreAllMocks();
    for (const line of written.join('').split('\n')) if (line.includes('"_aws"')) emf.push(JSON.parse(line) as EmfLine);
  }
}

/** The values a metric took in these EMF lines (Powertools writes a list when one run counts it twice). */
function valuesOf(lines: readonly EmfLine[], name: string): number[] {
  return lines.flatMap((line) => {
    if (!line._aws.CloudWatchMetrics.some((m) => m.Namespace === 'Hostel' && m.Metrics.some((metric) => metric.Name === name))) return [];
    return [line[name] as number | number[]].flat();
  });
}

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** A clock that moves only when told, and never waits. */
function handClock(start: Date) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    wait: async () => {},
    forward(minutes: number) {
      now += minutes * 60_000;
    },
    minutesSince: (from: Date) => (now - from.getTime()) / 60_000,
  };
}

/** Signs up (which queues the confirmation mail) and returns the new mail's outbox id. */
async function queuedConfirmation(email: string): Promise<string> {
  const before = new Set(await queuedIds());
  const created = await register(
    handlerEvent('POST', {
      body: await ownSignup(email),
    }),
    lambdaContext(),
  );
  expect(created.statusCode).toBe(201);
  const [id] = (await queuedIds()).filter((queued) => !before.has(queued));
  return id!;
}

/** The stream's tries, as the stream delivers the record again after each failure, until the sweep takes the mail. */
async function streamFailsAndHandsOver(id: string, clock: ReturnType<typeof handClock>): Promise<void> {
  for (let tried = 1; tried < streamTries; tried += 1)
    await expect(invocation(() => runAs(() => mailer.deliverQueuedMail(id, log, clock)))).rejects.toThrow();
  expect(await invocation(() => runAs(() => mailer.deliverQueuedMail(id, log, clock)))).toBe('waiting');
  expect(await outboxItem(id)).toMatchObject({ attempts: streamTries, gsi1pk: 'OUTBOX#WAITING' });
}

describe('mail during a long outage of the mail service', () => {
  it('after more than a day it is given up, counted and logged, and the item is kept for a look', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('outage-day');
    const id = await queuedConfirmation(email);
    const clock = handClock(new Date());
    const queuedAt = clock.now();
    const seen = emf.length;
    await streamFailsAndHandsOver(id, clock);
    const runs = [];
    while (clock.minutesSince(queuedAt) <= 25 * 60) {
      clock.forward(30);
      runs.push(await invocation(() => runAs(() => mailer.sweepWaitingMail(log, clock))));
      if (runs.at(-1)!.givenUp > 0) break;
    }
    const last = runs.at(-1)!;
    expect(last).toMatchObject({ givenUp: 1, sent: 0 });
    // It was tried every half hour at most, and only given up once a whole day had passed.
    expect(runs.filter((run) => run.tried > 0).length).toBeGreaterThanOrEqual(40);
    expect(clock.minutesSince(queuedAt)).toBeGreaterThanOrEqual(24 * 60);
    expect(Math.max(...runs.map((run) => run.oldestWaitMinutes))).toBeGreaterThanOrEqual(23 * 60);
    const givenUp = lines.find((line) => line.message === 'mail given up after a day of retries' && line.fields.outboxId === id);
    expect(givenUp).toMatchObject({ level: 'error' });
    // Counted once, for the alarm; every failed try before it counted as a retry (the stream's and the sweep's).
    const metrics = emf.slice(seen);
    expect(valuesOf(metrics, 'MailsGivenUp')).toEqual([1]);
    const tried = total(runs.map((run) => run.tried));
    expect(total(valuesOf(metrics, 'MailsRetried'))).toBe(streamTries + tried - 1);
    expect(Math.max(...valuesOf(metrics, 'OldestWaitingMailMinutes'))).toBeGreaterThanOrEqual(23 * 60);
    expect(await outboxItem(id)).toMatchObject({ givenUpAt: expect.any(String), lastError: expect.any(String) });
    expect(await outboxItem(id)).not.toHaveProperty('gsi1pk');

    // Given up means no more tries, even once the service is back.
    await startMailService();
    clock.forward(30);
    const after = emf.length;
    expect(await invocation(() => runAs(() => mailer.sweepWaitingMail(log, clock)))).toMatchObject({ waiting: 0, tried: 0 });
    expect(await invocation(() => runAs(() => mailer.deliverQueuedMail(id, log, clock)))).toBe('given up');
    expect(await mailsTo(email, mailbox())).toEqual([]);
    // Nothing waits any more: no gauge, and no second count of the mail given up.
    expect(valuesOf(emf.slice(after), 'OldestWaitingMailMinutes')).toEqual([]);
    expect(valuesOf(emf.slice(seen), 'MailsGivenUp')).toEqual([1]);
  });

  it('after an hour it is sent once when the service is back, and the wait raised the alarm meanwhile', { timeout: 120_000 }, async () => {
    await stopMailService();
    const email = uniqueEmail('outage-hour');
    const id = await queuedConfirmation(email);
    const clock = handClock(new Date());
    const queuedAt = clock.now();
    const seen = emf.length;
    await streamFailsAndHandsOver(id, clock);
    let oldest = 0;
    let tried = 0;
    while (clock.minutesSince(queuedAt) < 60) {
      clock.forward(5);
      const run = await invocation(() => runAs(() => mailer.sweepWaitingMail(log, clock)));
      expect(run.sent).toBe(0);
      oldest = run.oldestWaitMinutes;
      tried += run.tried;
    }
    // The metric the alarm reads: the oldest waiting mail has waited an hour, as the last run published it.
    expect(oldest).toBeGreaterThanOrEqual(60);
    const last = emf.at(-1)!;
    expect(last).toMatchObject({ OldestWaitingMailMinutes: oldest, service: 'hostel' });
    expect(last._aws.CloudWatchMetrics).toEqual([
      expect.objectContaining({
        Namespace: 'Hostel',
        Metrics: expect.arrayContaining([{ Name: 'OldestWaitingMailMinutes', Unit: 'Count' }]),
      }),
    ]);
    // Every failed try so far will be tried again: each counted as a retry, none as given up.
    expect(total(valuesOf(emf.slice(seen), 'MailsRetried'))).toBe(streamTries + tried);
    expect(valuesOf(emf.slice(seen), 'MailsGivenUp')).toEqual([]);
    // The stream handing the record on again (a restarted reader) leaves it to the sweep: no second send.
    expect(await invocation(() => runAs(() => mailer.deliverQueuedMail(id, log, clock)))).toBe('waiting');

    await startMailService();
    let sent = 0;
    for (let step = 0; step < 12 && sent === 0; step += 1) {
      clock.forward(5);
      sent = (await invocation(() => runAs(() => mailer.sweepWaitingMail(log, clock)))).sent;
    }
    expect(sent).toBe(1);
    expect(await outboxItem(id)).toBeUndefined();
    clock.forward(30);
    const after = emf.length;
    expect(await invocation(() => runAs(() => mailer.sweepWaitingMail(log, clock)))).toMatchObject({
      waiting: 0,
      tried: 0,
      oldestWaitMinutes: 0,
    });
    // No mail waits: the gauge is not published (no data is no alarm, and no hour billed).
    expect(valuesOf(emf.slice(after), 'OldestWaitingMailMinutes')).toEqual([]);
    const mails = await mailsTo(email, mailbox());
    expect(mails).toHaveLength(1);
    const confirmed = await confirmEmail(
      handlerEvent('GET', { pathParameters: { token: tokenFrom(linkIn(mails[0]!, '/accounts/email-validation/')) } }),
      lambdaContext(),
    );
    expect(confirmed.statusCode).toBe(200);
  });
});

async function startMailService(): Promise<void> {
  if (ses) return;
  const { default: startSes } = await import('aws-ses-v2-local');
  ses = await startSes({ host: '127.0.0.1', port: sesPort });
}

async function stopMailService(): Promise<void> {
  await new Promise<void>((done) => (ses ? ses.close(() => done()) : done()));
  ses = undefined;
}
