import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { outboxIdOf } from '../data/outbox-repository';
import { createLogger, endInvocation } from '../http/logger';
import { countColdStart, publishMetrics } from '../http/metrics';
import { runAsFunction } from '../http/route-context';
import { deliverQueuedMail, type SweepRun, sweepWaitingMail } from './deliver-queued-mail';
import { mailerFunction, SWEEP_EVENT } from './mailer-settings';

export { SWEEP_EVENT };

const log = createLogger({ function: 'mailer' });

/**
 * The mailer function: the table's stream hands it new outbox items (filtered at the source), in
 * order. On the first failure it stops and reports that record, so the stream retries from there
 * (ReportBatchItemFailures); the mails before it are done and deleted, so a retry skips them.
 * The schedule calls it too (`SWEEP_EVENT`): then it retries the mail that waits for a later try.
 */
export function handler(event: typeof SWEEP_EVENT): Promise<SweepRun>;
export function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse>;
export async function handler(event: DynamoDBStreamEvent | typeof SWEEP_EVENT): Promise<DynamoDBBatchResponse | SweepRun> {
  countColdStart();
  try {
    if (!('Records' in event)) return await runAsFunction(mailerFunction, () => sweepWaitingMail(log));
    return await runAsFunction(mailerFunction, () => deliverAll(event));
  } finally {
    publishMetrics();
    endInvocation();
  }
}

async function deliverAll(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const id = outboxIdOf(record.dynamodb?.Keys);
    if (!id || record.eventName !== 'INSERT') continue;
    try {
      await deliverQueuedMail(id, log);
    } catch {
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
