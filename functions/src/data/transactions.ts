import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { cancellationReasons, db } from './db-client';
import { ConditionFailed } from './data-errors';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction holds at most this many items. */
export const MAX_TRANSACTION_ITEMS = 100;
const CONFLICT_RETRIES = 6;

/**
 * Runs one TransactWriteItems. A condition that does not hold throws ConditionFailed with DynamoDB's
 * reason per item (callers read which part failed). Losing only to another transaction on the same
 * items (TransactionConflict: nothing was wrong, just simultaneous) is retried with jittered backoff,
 * so concurrent creates meet the real rule (a limit, a unique name) instead of a spurious refusal.
 */
export async function transact(items: TransactItem[]): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      const reasons = cancellationReasons(error);
      if (reasons.includes('ConditionalCheckFailed')) throw new ConditionFailed(undefined, reasons);
      if (!reasons.includes('TransactionConflict') || attempt === CONFLICT_RETRIES) throw new ConditionFailed(undefined, reasons);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
}

/** True if the transaction part at `index` is the one whose condition failed. */
export function failedAt(error: ConditionFailed, index: number): boolean {
  return error.reasons[index] === 'ConditionalCheckFailed';
}
