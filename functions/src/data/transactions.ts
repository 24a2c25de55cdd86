import { createHash } from 'node:crypto';
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
export async function transact(items: TransactItem[], options: { repeatable?: boolean } = {}): Promise<void> {
  // A repeatable one (it carries an idempotency record, so its content is unique to one attempt) gets a
  // ClientRequestToken from that content: a resend of the same transaction (the SDK's retry of an attempt
  // whose answer was lost) is then a success that writes nothing more, not a second write or a refusal.
  const token = options.repeatable ? createHash('sha256').update(JSON.stringify(items)).digest('base64url').slice(0, 36) : undefined;
  await db().send(new TransactWriteCommand({ TransactItems: items, ...(token ? { ClientRequestToken: token } : {}) }));
}

/** True if the transaction part at `index` is the one whose condition failed. */
export function failedAt(error: ConditionFailed, index: number): boolean {
  return error.reasons[index] === 'ConditionalCheckFailed';
}
