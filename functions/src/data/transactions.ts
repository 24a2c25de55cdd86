import { createHash } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './db-client';
import { ConditionFailed } from './data-errors';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One part of a transaction and the name a failure of its condition is told by (e.g. `night:2026-12-01`). */
export interface Part {
  name: string;
  item: TransactItem;
}

/** The part `item` named `name`. */
export const named = (name: string, item: TransactItem): Part => ({ name, item });

/** Several items under one name (a reservation's update and its marker's moves fail as one thing). */
export const allNamed = (name: string, items: readonly TransactItem[]): Part[] => items.map((item) => named(name, item));

/** A transaction holds at most this many items. */
export const MAX_TRANSACTION_ITEMS = 100;

const isPart = (part: Part | TransactItem): part is Part => 'name' in part && 'item' in part;

/** An item nobody named is told by its key: its failure is still a name, never a position. */
function keyName(item: TransactItem): string {
  const key = item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key ?? {};
  return `${String(key.pk)}|${String(key.sk)}`;
}

/**
 * Runs one TransactWriteItems. A condition that does not hold throws ConditionFailed naming the parts
 * that failed (`failed`, read with `failedPart`); losing only to a simultaneous transaction is run
 * again by the client (db-client.ts), so concurrent writers meet the real rule (a limit, a unique name).
 */
export async function transact(parts: readonly (Part | TransactItem)[], options: { repeatable?: boolean } = {}): Promise<void> {
  const all = parts.map((part) => (isPart(part) ? part : named(keyName(part), part)));
  const items = all.map((part) => part.item);
  // A repeatable one (it carries an idempotency record, so its content is unique to one attempt) gets a
  // ClientRequestToken from that content: a resend of the same transaction (the SDK's retry of an attempt
  // whose answer was lost) is then a success that writes nothing more, not a second write or a refusal.
  const token = options.repeatable ? createHash('sha256').update(JSON.stringify(items)).digest('base64url').slice(0, 36) : undefined;
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items, ...(token ? { ClientRequestToken: token } : {}) }));
  } catch (error) {
    if (!(error instanceof ConditionFailed) || error.reasons.length === 0) throw error;
    const failed = all.filter((_, index) => error.reasons[index] === 'ConditionalCheckFailed').map((part) => part.name);
    throw new ConditionFailed(error.said, error.reasons, error.item, failed);
  }
}

/** True if the part named `name` (or, for a name ending in ":", any part whose name begins with it) is one whose condition failed. */
export function failedPart(error: ConditionFailed, name: string): boolean {
  return error.failed.some((failed) => (name.endsWith(':') ? failed.startsWith(name) : failed === name));
}
