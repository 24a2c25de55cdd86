import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueuedMail } from '../../functions/src/data/outbox-repository';

// The mailer counts what it retries and what it gives up, as EMF lines CloudWatch reads (the alarm on
// MailsGivenUp pages). The table and SES are stood in for: this is the mailer's own decision.
// This file runs in its own worker: the logger reads LOG_LEVEL once, when it loads.

const sendMail = vi.fn();
const queued = new Map<string, QueuedMail>();

vi.mock('../../functions/src/email/mailer', () => ({
  sendMail: (...args: unknown[]) => sendMail(...args),
  isPermanentSendFailure: (error: { name?: string }) => error.name === 'MessageRejected',
}));
vi.mock('../../functions/src/reservations/stay-mails', () => ({
  stayMailFor: async () => ({ to: 'ana@example.com', subject: 'Your stay', text: 'See you', html: '<p>See you</p>' }),
}));
vi.mock('../../functions/src/data/outbox-repository', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../functions/src/data/outbox-repository')>()),
  outbox: {
    get: async (id: string) => queued.get(id),
    remove: async (id: string) => void queued.delete(id),
    recordFailure: async (id: string) => {
      queued.get(id)!.attempts += 1;
    },
  },
}));

let deliverQueuedMail: typeof import('../../functions/src/mailer/deliver-queued-mail').deliverQueuedMail;
let publishMetrics: typeof import('../../functions/src/http/metrics').publishMetrics;
const log = { debug: vi.fn(), info: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  Object.assign(process.env, { TABLE_NAME: 'hostel', LOG_LEVEL: 'info', MAIL_FROM: 'no-reply@hostel.localhost' });
  ({ deliverQueuedMail } = await import('../../functions/src/mailer/deliver-queued-mail'));
  ({ publishMetrics } = await import('../../functions/src/http/metrics'));
});

afterEach(() => vi.restoreAllMocks());

/** The EMF lines written while `work` runs and the metrics are published. */
async function metricsOf(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  await work().catch(() => undefined);
  publishMetrics();
  vi.restoreAllMocks();
  return written
    .join('')
    .split('\n')
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const stayMail = (id: string): QueuedMail => ({
  id,
  kind: 'stay-booked-guest',
  email: 'ana@example.com',
  attempts: 0,
  // Queued just now: a mail queued a day ago is given up at its next failure, whatever day the tests run on.
  createdAt: new Date().toISOString(),
});

describe("the mailer's metrics", () => {
  it('counts a send that failed for now as retried, and nothing given up', async () => {
    queued.set('m1', stayMail('m1'));
    sendMail.mockRejectedValueOnce(Object.assign(new Error('SES is down'), { name: 'ServiceUnavailable' }));
    const lines = await metricsOf(() => deliverQueuedMail('m1', log));
    expect(lines).toEqual([expect.objectContaining({ MailsRetried: 1, service: 'hostel' })]);
    expect(queued.get('m1')!.attempts).toBe(1);
  });

  it('counts a mail the service refused for good as given up, and no retry', async () => {
    queued.set('m2', stayMail('m2'));
    sendMail.mockRejectedValueOnce(Object.assign(new Error('Address blacklisted'), { name: 'MessageRejected' }));
    const lines = await metricsOf(() => deliverQueuedMail('m2', log));
    expect(lines, JSON.stringify(lines)).toEqual([expect.objectContaining({ MailsGivenUp: 1, service: 'hostel' })]);
    expect(lines[0]).not.toHaveProperty('MailsRetried');
    expect(queued.has('m2')).toBe(false);
  });

  it('counts nothing for a mail sent', async () => {
    queued.set('m3', stayMail('m3'));
    sendMail.mockResolvedValueOnce(undefined);
    expect(await metricsOf(() => deliverQueuedMail('m3', log))).toEqual([]);
  });
});
