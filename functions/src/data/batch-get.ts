import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { TableUnavailable } from './data-errors';
import { db, tableName } from './db-client';

const MAX_KEYS = 100;
const ROUNDS = 8;

/**
 * The items of these keys (consistent reads), 100 per BatchGetItem, keys left unprocessed asked again with a
 * growing pause; `projection` reads only those attributes.
 */
export async function batchGet(keys: Record<string, string>[], projection?: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += MAX_KEYS) {
    let pending = keys.slice(start, start + MAX_KEYS);
    for (let round = 0; pending.length > 0; round += 1) {
      // Still throttled after every round: a 503 to retry, never a partial answer.
      if (round === ROUNDS) throw new TableUnavailable();
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** round));
      const result = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true, ProjectionExpression: projection } } }),
      );
      items.push(...(result.Responses?.[tableName()] ?? []));
      pending = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as typeof pending;
    }
  }
  return items;
}
