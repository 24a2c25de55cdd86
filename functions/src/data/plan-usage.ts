import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db-client';
import { tenantKey, type TenantId } from './tenant';
import type { TransactItem } from './transactions';

// Plan usage: PROP#p / USAGE#<what> → { count }. The Free plan's limits (25 beds, 5 users) hold under
// concurrency because every create adds to this counter with a condition, in the same transaction as
// the item it creates, and every removal gives back in the same transaction as the delete.

export type Usage = 'beds' | 'users';

/** What a property holds before any counter exists: its admin is a user from sign-up on. */
const BASELINE: Record<Usage, number> = { beds: 0, users: 1 };

const usageKey = (tenant: TenantId, what: Usage) => ({ pk: tenantKey(tenant), sk: `USAGE#${what}` });

export const planUsage = {
  /** The transaction part that takes `amount` if the total stays within `max`. */
  take(tenant: TenantId, what: Usage, amount: number, max: number): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: usageKey(tenant, what),
        UpdateExpression: 'SET #count = if_not_exists(#count, :base) + :amount',
        // With no counter yet the baseline is what is used: it fits only if baseline + amount does.
        ConditionExpression: BASELINE[what] + amount <= max ? 'attribute_not_exists(#count) OR #count <= :room' : '#count <= :room',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':base': BASELINE[what], ':amount': amount, ':room': max - amount },
      },
    };
  },

  /** The transaction part that gives `amount` back. */
  give(tenant: TenantId, what: Usage, amount: number): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: usageKey(tenant, what),
        UpdateExpression: 'SET #count = if_not_exists(#count, :base) - :amount',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':base': BASELINE[what], ':amount': amount },
      },
    };
  },

  async read(tenant: TenantId, what: Usage): Promise<number> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: usageKey(tenant, what), ConsistentRead: true }));
    return (result.Item?.count as number | undefined) ?? BASELINE[what];
  },
};
