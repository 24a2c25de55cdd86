import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { createLogger, endInvocation } from '../http/logger';
import { countColdStart, publishMetrics } from '../http/metrics';
import { runAsFunction } from '../http/route-context';
import { type FullPushRun, pushEveryConnection } from './channel-full-push';
import { pushChanges, type PushSweep, sweepPendingPushes } from './channel-push';
import { keyChange, type KeyChange } from './push-changes';
import { FULL_PUSH_EVENT, PUSH_SWEEP_EVENT, pusherFunction } from './push-settings';

export { FULL_PUSH_EVENT, PUSH_SWEEP_EVENT };

const log = createLogger({ function: 'channelPusher' });

/**
 * The channel pusher: the table's stream hands it the keys of changed nights and room types (filtered at
 * the source), a batch at a time, in order per property; it sends each connected property's change as one
 * availability and one rates message. The schedules call it too: the pending retries (`PUSH_SWEEP_EVENT`), and
 * once a day every connected property's whole window (`FULL_PUSH_EVENT`). A batch it could not even record (the
 * table failing) is thrown, for the stream to deliver again.
 */
export function handler(event: typeof PUSH_SWEEP_EVENT): Promise<PushSweep>;
export function handler(event: typeof FULL_PUSH_EVENT): Promise<FullPushRun>;
export function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse>;
export async function handler(
  event: DynamoDBStreamEvent | typeof PUSH_SWEEP_EVENT | typeof FULL_PUSH_EVENT,
): Promise<DynamoDBBatchResponse | PushSweep | FullPushRun> {
  countColdStart();
  try {
    if (!('Records' in event))
      return await runAsFunction(pusherFunction, () =>
        event.sweep === FULL_PUSH_EVENT.sweep ? pushEveryConnection(log) : sweepPendingPushes(log),
      );
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
