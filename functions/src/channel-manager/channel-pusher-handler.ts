import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { createLogger, endInvocation } from '../http/logger';
import { countColdStart, publishMetrics } from '../http/metrics';
import { runAsFunction } from '../http/route-context';
import { pushChanges, type PushSweep, sweepPendingPushes } from './channel-push';
import { keyChange, type KeyChange } from './push-changes';
import { PUSH_SWEEP_EVENT, pusherFunction } from './push-settings';

export { PUSH_SWEEP_EVENT };

const log = createLogger({ function: 'channelPusher' });

/**
 * The channel pusher: the table's stream hands it the keys of changed nights and room types (filtered at
 * the source), a batch at a time, in order per property; it sends each connected property's change as one
 * availability and one rates message. The schedule calls it too (`PUSH_SWEEP_EVENT`): the pending retries.
 * A batch it could not even record (the table failing) is thrown, for the stream to deliver again.
 */
export function handler(event: typeof PUSH_SWEEP_EVENT): Promise<PushSweep>;
export function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse>;
export async function handler(event: DynamoDBStreamEvent | typeof PUSH_SWEEP_EVENT): Promise<DynamoDBBatchResponse | PushSweep> {
  countColdStart();
  try {
    if (!('Records' in event)) return await runAsFunction(pusherFunction, () => sweepPendingPushes(log));
    const changes = event.Records.map((record) => keyChange(record.dynamodb?.Keys)).filter((change): change is KeyChange =>
      Boolean(change),
    );
    await runAsFunction(pusherFunction, () => pushChanges(changes, log));
    return { batchItemFailures: [] };
  } finally {
    publishMetrics();
    endInvocation();
  }
}
