import type { TableAction } from '@hostel/shared/api/route-table';
import type { RunningFunction } from '../http/route-context';

// The mailer is the one function that sends email. Its rights and its retry policy are declared here
// once: the CDK stack grants and configures exactly this, and the local stream reader retries the same way.

export const mailerSettings = {
  /** The table actions its code performs: read the queued mail, the account and its property, record the link (Put a token, Update a reset or invitation), note a failure, delete when done. */
  table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] as const satisfies readonly TableAction[],
  /** The sweep lists the waiting mail from the index (gsi1pk = OUTBOX#WAITING). */
  queriesIndex: true,
  /** How often the schedule runs the sweep of mail that waits for a later try (retry-plan.ts). */
  sweepEveryMinutes: 5,
  sendsEmail: true,
  /** Stream records read per invocation. */
  batchSize: 10,
  /**
   * Times a failed record is retried before it goes to the failure destination (about 15 minutes with the waits
   * below): a net only, as the handler hands a mail to the sweep after retry-plan.ts's STREAM_TRIES.
   */
  retryAttempts: 20,
  /** The longest wait before retrying a mail that failed; the function's timeout leaves room for it. */
  maxBackoffSeconds: 60,
  timeoutSeconds: 90,
} as const;

/** What the schedule sends the mailer: sweep the mail that waits for a later try (mail.md). */
export const SWEEP_EVENT = { sweep: 'waiting-mail' } as const;

/** How long to wait before sending a mail that already failed `attempts` times: 1 s, 2 s, 4 s … at most a minute. */
export function backoffSeconds(attempts: number): number {
  return attempts <= 0 ? 0 : Math.min(2 ** (attempts - 1), mailerSettings.maxBackoffSeconds);
}

/** The mailer under its declaration, so a local run refuses what it did not declare (route-context.ts). */
export const mailerFunction: RunningFunction = {
  name: 'mailer',
  label: 'The mailer',
  declaredIn: 'functions/src/mailer/mailer-settings.ts',
  declared: new Set([
    ...mailerSettings.table,
    ...(mailerSettings.sendsEmail ? (['SendEmail'] as const) : []),
    ...(mailerSettings.queriesIndex ? (['QueryIndex'] as const) : []),
  ]),
};
