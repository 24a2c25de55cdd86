import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from './data-errors';
import { db, tableName } from './db-client';
import type { ReadPart } from './read-together';

// Rate counter: RATE#<bucket> / WINDOW → { count, expiresAt }. A window opens with the first counted
// attempt and ends `windowSeconds` later (expiresAt, also the TTL). Buckets name what is counted
// (failed sign-ins per account, per address; mail requests per email), so they live outside any
// tenant. Every change is one conditional write, so concurrent requests can never count past the
// limit: the condition, not a read before the write, decides. Times are epoch seconds from the caller.

const counterKey = (bucket: string) => ({ pk: `RATE#${bucket}`, sk: 'WINDOW' });

export interface CounterWindow {
  count: number;
  /** Epoch seconds at which the window ends. */
  endsAt: number;
}

export type CountOutcome =
  | { outcome: 'counted'; window: CounterWindow }
  | { outcome: 'full'; window: CounterWindow }
  /** The stored window has ended (TTL deletion lags): the caller opens a new one. */
  | { outcome: 'ended' };

/** The store the throttle counts in; `rateCounters` below is the table's, tests may bring their own. */
export interface CounterStore {
  /** Adds one to the open window while it has fewer than `max`; with no window at all, opens one ending at `endsAt`. */
  countInWindow(bucket: string, max: number, now: number, endsAt: number): Promise<CountOutcome>;
  /** Replaces an ended window with one holding this attempt, unless another request did first (false). */
  openWindow(bucket: string, now: number, endsAt: number): Promise<boolean>;
  /** Takes back one attempt of the window that ends at `endsAt`; nothing if that window is gone. */
  giveBack(bucket: string, endsAt: number): Promise<void>;
  /** The open or last window, for checks. */
  read(bucket: string): Promise<CounterWindow | undefined>;
}

function windowOf(item: Record<string, unknown> | undefined): CounterWindow | undefined {
  if (!item) return undefined;
  return { count: Number(item.count ?? 0), endsAt: Number(item.expiresAt ?? 0) };
}

/** The item DynamoDB returns with a failed condition (low-level attribute values, e.g. { N: '5' }). */
function oldItem(error: ConditionFailed): Record<string, unknown> | undefined {
  const item = error.item as Record<string, { N?: string; S?: string }> | undefined;
  if (!item) return undefined;
  return Object.fromEntries(Object.entries(item).map(([key, value]) => [key, value.N ?? value.S]));
}

export const rateCounters: CounterStore = {
  async countInWindow(bucket, max, now, endsAt) {
    try {
      // One write in the usual cases: the first attempt creates the window, later ones add to it.
      const result = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: counterKey(bucket),
          UpdateExpression:
            'SET #count = if_not_exists(#count, :zero) + :one, expiresAt = if_not_exists(expiresAt, :endsAt), #type = :type',
          ConditionExpression: 'attribute_not_exists(pk) OR (expiresAt > :now AND #count < :max)',
          ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':now': now, ':max': max, ':endsAt': endsAt, ':type': 'rateCounter' },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { outcome: 'counted', window: windowOf(result.Attributes)! };
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      const window = windowOf(oldItem(error));
      return window && window.endsAt > now ? { outcome: 'full', window } : { outcome: 'ended' };
    }
  },

  async openWindow(bucket, now, endsAt) {
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...counterKey(bucket), type: 'rateCounter', count: 1, expiresAt: endsAt },
          ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
          ExpressionAttributeValues: { ':now': now },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  },

  async giveBack(bucket, endsAt) {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: counterKey(bucket),
          UpdateExpression: 'ADD #count :minusOne',
          ConditionExpression: 'expiresAt = :endsAt AND #count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minusOne': -1, ':endsAt': endsAt, ':zero': 0 },
        }),
      );
    } catch (error) {
      // The window ended (or was emptied) meanwhile: there is nothing to give back to.
      if (!(error instanceof ConditionFailed)) throw error;
    }
  },

  async read(bucket) {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: counterKey(bucket), ConsistentRead: true }));
    return windowOf(result.Item);
  },
};

/** A counter's open or last window, read with other items (readTogether). */
export const counterPart = (bucket: string): ReadPart<CounterWindow | undefined> => ({ key: counterKey(bucket), read: windowOf });
