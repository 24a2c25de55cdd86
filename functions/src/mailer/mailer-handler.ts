import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { outboxIdOf } from '../data/outbox-repository';
import { createLogger } from '../http/logger';
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
export function handler(event: DynamoDBStreamEvent | typeof SWEEP_EVENT): Promise<DynamoDBBatchResponse | SweepRun> {
  if (!('Records' in event)) return runAsFunction(mailerFunction, () => sweepWaitingMail(log));
  return runAsFunction(mailerFunction, () => deliverAll(event));
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
