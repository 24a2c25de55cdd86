import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, epochSeconds, tableName } from './db-client';

// Rate counter: RATE#<bucket> / <window start>, a fixed window that expires by TTL. Buckets name
// what is counted (failed sign-ins per account, per address; resends per email), so they live
// outside any tenant.

const counterKey = (bucket: string, windowStart: number) => ({ pk: `RATE#${bucket}`, sk: String(windowStart) });

function windowStart(windowSeconds: number): number {
  const now = epochSeconds();
  return now - (now % windowSeconds);
}

export interface RateCounter {
  count: number;
  /** Seconds until the current window ends. */
  resetsIn: number;
}

export const rateCounters = {
  async read(bucket: string, windowSeconds: number): Promise<RateCounter> {
    const start = windowStart(windowSeconds);
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: counterKey(bucket, start) }));
    return { count: (result.Item?.count as number | undefined) ?? 0, resetsIn: start + windowSeconds - epochSeconds() };
  },

  async add(bucket: string, windowSeconds: number): Promise<RateCounter> {
    const start = windowStart(windowSeconds);
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counterKey(bucket, start),
        UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':expires': start + windowSeconds },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return { count: result.Attributes?.count as number, resetsIn: start + windowSeconds - epochSeconds() };
  },
};
