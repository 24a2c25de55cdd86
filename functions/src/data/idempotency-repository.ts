import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from './data-errors';
import { db, epochSeconds, tableName } from './db-client';
import { tenantKey, type TenantId } from './tenant';
import type { TransactItem } from './transactions';

// Idempotency record: PROP#p / IDEM#<call>#<key> → { bodyHash, result, expiresAt }, TTL 24 hours. It is
// written in the SAME transaction as what the call creates, so the record exists exactly when the
// creation happened: a retry finds it and answers the first result, a double submit racing the first
// loses on its condition (attribute_not_exists, or an expired record) and then reads it.

export const IDEMPOTENCY_HOURS = 24;

export interface IdempotencyRecord {
  bodyHash: string;
  result: unknown;
}

const idemKey = (tenant: TenantId, call: string, key: string) => ({ pk: tenantKey(tenant), sk: `IDEM#${call}#${key}` });

/** The call's record was written by a request that got there first. */
export class RequestAlreadyRecorded extends ConditionFailed {}

export const idempotency = {
  /** The live record of a key, if any (TTL deletion lags, so the expiry is checked here). */
  async get(tenant: TenantId, call: string, key: string, now = new Date()): Promise<IdempotencyRecord | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: idemKey(tenant, call, key), ConsistentRead: true }));
    const item = result.Item;
    if (!item || (item.expiresAt as number) <= epochSeconds(now)) return undefined;
    return { bodyHash: item.bodyHash as string, result: item.result };
  },

  /** The transaction part recording the call's result; it fails if a live record of the key exists. */
  putPart(tenant: TenantId, call: string, key: string, record: IdempotencyRecord, now = new Date()): TransactItem {
    return {
      Put: {
        TableName: tableName(),
        Item: {
          ...idemKey(tenant, call, key),
          type: 'idempotency',
          bodyHash: record.bodyHash,
          result: record.result,
          expiresAt: epochSeconds(now) + IDEMPOTENCY_HOURS * 3600,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': epochSeconds(now) },
      },
    };
  },
};

/**
 * For repositories that append a caller's extra parts (an idempotency record) after their own: when one
 * of those failed, the whole request was already done by someone else.
 */
export function throwIfExtraFailed(error: ConditionFailed, firstExtra: number): void {
  if (error.reasons.slice(firstExtra).includes('ConditionalCheckFailed')) throw new RequestAlreadyRecorded();
}
