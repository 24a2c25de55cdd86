import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Currency } from '@hostel/shared/domain/money';
import { db, tableName } from './db-client';
import { queryAll } from './query-pages';
import { tenantKey, type TenantId } from './tenant';
import type { TransactItem } from './transactions';

// The cash drawer's shifts:
//   PROP#p / SHIFT#<openedAt>#<userId> → the shift: who, its floats, the cash counted toward it, and once
//     closed the counts, expected amounts and differences (the list, newest first, is one Query);
//   PROP#p / OPENSHIFT#<userId> → the lock of the user's one open shift, with its id and currencies, so a
//     payment learns in one read whether to count toward a shift.
// A cash payment adds to `cash` in its own transaction on the condition the shift is still open, and bumps
// `version`; a close writes on the `version` it read, so what it calls expected is what the drawer took.

/** Cents per currency, e.g. { ARS: 5000000, USD: 10000 }. */
export type Amounts = Partial<Record<Currency, number>>;

export interface ShiftRecord {
  /** `<openedAt>#<userId>`: its place in the list. */
  id: string;
  userId: string;
  userName: string;
  openedAt: string;
  currencies: Currency[];
  floatCents: Amounts;
  /** Cash payments (refunds negative) recorded by the user toward the shift. */
  cashCents: Amounts;
  version: number;
  closedAt?: string;
  closedBy?: string;
  countedCents?: Amounts;
  expectedCents?: Amounts;
  differenceCents?: Amounts;
}

export interface OpenShiftLock {
  id: string;
  currencies: Currency[];
}

const SHIFT = 'SHIFT#';
const shiftKey = (tenant: TenantId, id: string) => ({ pk: tenantKey(tenant), sk: `${SHIFT}${id}` });
const lockKey = (tenant: TenantId, userId: string) => ({ pk: tenantKey(tenant), sk: `OPENSHIFT#${userId}` });
export const shiftIdOf = (openedAt: string, userId: string) => `${openedAt}#${userId}`;

function fromItem(item: Record<string, unknown>): ShiftRecord {
  const { pk: _pk, sk, type: _type, ...rest } = item;
  return { ...(rest as Omit<ShiftRecord, 'id'>), id: (sk as string).slice(SHIFT.length) };
}

export const cashShifts = {
  /** The user's open shift's lock (one consistent read), or undefined. */
  async openLock(tenant: TenantId, userId: string): Promise<OpenShiftLock | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: lockKey(tenant, userId), ConsistentRead: true }));
    return result.Item ? { id: result.Item.shiftId as string, currencies: result.Item.currencies as Currency[] } : undefined;
  },

  async get(tenant: TenantId, id: string): Promise<ShiftRecord | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: shiftKey(tenant, id), ConsistentRead: true }));
    return result.Item ? fromItem(result.Item) : undefined;
  },

  /** The latest shifts, newest first. */
  async latest(tenant: TenantId, limit: number): Promise<ShiftRecord[]> {
    const items = await queryAll(
      {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :shift)',
        ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':shift': SHIFT },
        ScanIndexForward: false,
        Limit: limit,
      },
      limit,
    );
    return items.map(fromItem);
  },

  /** The shifts opened from `fromDay` to `toDay` (yyyy-MM-dd, both included, as their UTC instants sort): one Query of the range. */
  async openedBetween(tenant: TenantId, fromDay: string, toDay: string): Promise<ShiftRecord[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':from': `${SHIFT}${fromDay}`, ':to': `${SHIFT}${toDay}~` },
    });
    return items.map(fromItem);
  },

  /** Opening: the lock (condition: the user has none) and the shift. */
  openParts(tenant: TenantId, shift: ShiftRecord): TransactItem[] {
    const { id, ...fields } = shift;
    return [
      {
        Put: {
          TableName: tableName(),
          Item: { ...lockKey(tenant, shift.userId), type: 'openShift', shiftId: id, currencies: shift.currencies },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: tableName(), Item: { ...shiftKey(tenant, id), type: 'shift', ...fields } } },
    ];
  },

  /** Closing: the shift as decided (condition: still open, at the version read) and the lock removed. */
  closeParts(tenant: TenantId, read: ShiftRecord, closed: ShiftRecord): TransactItem[] {
    return [
      {
        Update: {
          TableName: tableName(),
          Key: shiftKey(tenant, read.id),
          UpdateExpression:
            'SET closedAt = :at, closedBy = :by, countedCents = :counted, expectedCents = :expected, differenceCents = :diff',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(closedAt) AND version = :version',
          ExpressionAttributeValues: {
            ':at': closed.closedAt,
            ':by': closed.closedBy,
            ':counted': closed.countedCents,
            ':expected': closed.expectedCents,
            ':diff': closed.differenceCents,
            ':version': read.version,
          },
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: lockKey(tenant, read.userId),
          ConditionExpression: 'shiftId = :id',
          ExpressionAttributeValues: { ':id': read.id },
        },
      },
    ];
  },

  /** A cash payment's part of its transaction: `cents` (negative: a refund) added to the open shift. */
  cashPart(tenant: TenantId, shiftId: string, currency: Currency, cents: number): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: shiftKey(tenant, shiftId),
        UpdateExpression: 'SET cashCents.#currency = if_not_exists(cashCents.#currency, :zero) + :cents ADD version :one',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(closedAt)',
        ExpressionAttributeNames: { '#currency': currency },
        ExpressionAttributeValues: { ':zero': 0, ':cents': cents, ':one': 1 },
      },
    };
  },
};
