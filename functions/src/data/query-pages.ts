import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db-client';

export type PagedQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/**
 * Every item a Query matches, following LastEvaluatedKey page by page. The one way repositories
 * read a key range; `limit` stops early once that many items are read (Limit alone caps a page, not the result).
 */
export async function queryAll<T = Record<string, unknown>>(input: PagedQuery, limit = Number.POSITIVE_INFINITY): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  const consistent = readsConsistently(input);
  do {
    const page = await db().send(
      new QueryCommand({ ...input, ...(consistent ? { ConsistentRead: true } : {}), TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < limit);
  return items.length > limit ? items.slice(0, limit) : items;
}

/**
 * Whether a Query reads strongly: on the table, unless the repository says otherwise, since the desk's pages read
 * a list again right after their own write (an extra added, a guest saved) and an eventually consistent read may
 * miss it for up to a second. An index cannot be read strongly.
 */
export function readsConsistently(input: Pick<PagedQuery, 'IndexName' | 'ConsistentRead'>): boolean {
  return input.ConsistentRead ?? input.IndexName === undefined;
}
