import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './db-client';
import type { ConditionFailed } from './data-errors';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction holds at most this many items. */
export const MAX_TRANSACTION_ITEMS = 100;
/**
 * Runs one TransactWriteItems. A condition that does not hold throws ConditionFailed with DynamoDB's
 * reason per item (callers read which part failed); losing only to a simultaneous transaction is run
 * again by the client (db-client.ts), so concurrent writers meet the real rule (a limit, a unique name).
 */
export async function transact(items: TransactItem[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/** True if the transaction part at `index` is the one whose condition failed. */
export function failedAt(error: ConditionFailed, index: number): boolean {
  return error.reasons[index] === 'ConditionalCheckFailed';
}
