import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { outboxIdOf } from '../data/outbox-repository';
import { createLogger, endInvocation } from '../http/logger';
import { countColdStart, publishMetrics } from '../http/metrics';
import { runAsFunction } from '../http/route-context';
import { deliverQueuedMail } from './deliver-queued-mail';
import { mailerFunction } from './mailer-settings';

const log = createLogger({ function: 'mailer' });

/**
 * The mailer function: the table's stream hands it new outbox items (filtered at the source), in
 * order. On the first failure it stops and reports that record, so the stream retries from there
 * (ReportBatchItemFailures); the mails before it are done and deleted, so a retry skips them.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  countColdStart();
  try {
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
