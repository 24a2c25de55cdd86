import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db-client';

const BATCH_SIZE = 25;
const MAX_ROUNDS = 8;

/** Deletes items by key in batches of 25, retrying what DynamoDB left unprocessed with backoff. */
export async function deleteKeys(keys: { pk: string; sk: string }[]): Promise<void> {
  for (let start = 0; start < keys.length; start += BATCH_SIZE) {
    let requests = keys.slice(start, start + BATCH_SIZE).map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    for (let round = 0; requests.length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new Error('The table kept throttling the delete; nothing is lost, try again');
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}
