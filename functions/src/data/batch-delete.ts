import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TableUnavailable } from './data-errors';
import { db, tableName } from './db-client';

const BATCH_SIZE = 25;
const MAX_ROUNDS = 8;

export interface ItemKey {
  pk: string;
  sk: string;
}

/** Deletes items by key in batches of 25, retrying what DynamoDB left unprocessed with backoff. */
export async function deleteKeys(keys: readonly ItemKey[]): Promise<void> {
  for (let start = 0; start < keys.length; start += BATCH_SIZE) {
    let requests = keys.slice(start, start + BATCH_SIZE).map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    for (let round = 0; requests.length > 0; round += 1) {
      // Nothing is lost: what was deleted stays deleted, and running the same deletion again finishes it.
      if (round === MAX_ROUNDS) throw new TableUnavailable();
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}
