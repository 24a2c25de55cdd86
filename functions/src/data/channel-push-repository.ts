import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from './data-errors';
import { db, tableName } from './db-client';
import { queryAll } from './query-pages';
import { tenantKey, trustedTenant, type TenantId } from './tenant';

// What a property still has to send to its channel manager, one item: PROP#p / CHANNELPUSH →
//   pending   room type id → { from, to }: the nights whose availability and rates are not yet accepted;
//   version   bumped by every change of `pending`, so clearing it holds only if nothing came in since read;
//   since     when the oldest of them became pending (the alarm's metric);
//   attempts, lastError, nextTryAt: failed pushes so far and when the sweep tries again;
//   leaseUntil one run sends at a time (Channex applies messages in arrival order).
// While it exists it is in gsi1 (gsi1pk = CHANNELPUSH, gsi1sk = <nextTryAt>#<p>): the sweep lists it with one
// Query. Sent in full, it is deleted. Nothing lives here between pushes: no cost per idle property.

export interface PendingPush {
  tenant: TenantId;
  pending: Record<string, { from: string; to: string }>;
  version: number;
  since: string;
  attempts: number;
  nextTryAt: string;
  lastError?: string;
  leaseUntil?: string;
}

const SK = 'CHANNELPUSH';
const INDEX_PK = 'CHANNELPUSH';
const key = (tenant: TenantId) => ({ pk: tenantKey(tenant), sk: SK });
const indexSk = (at: string, tenant: TenantId) => `${at}#${tenant}`;

function fromItem(item: Record<string, unknown>): PendingPush {
  return {
    // The property's own id, written with the item by the pusher from the stream's key.
    tenant: trustedTenant(item.propertyId as string),
    pending: (item.pending as PendingPush['pending']) ?? {},
    version: Number(item.version ?? 0),
    since: item.since as string,
    attempts: Number(item.attempts ?? 0),
    nextTryAt: item.nextTryAt as string,
    lastError: item.lastError as string | undefined,
    leaseUntil: item.leaseUntil as string | undefined,
  };
}

/** Ends a run's hold, due again at `at`; with a reason, one more failed attempt. Every write bumps `version`. */
async function letGo(tenant: TenantId, at: Date, reason?: string): Promise<void> {
  const when = at.toISOString();
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(tenant),
        UpdateExpression: reason
          ? 'ADD attempts :one, version :one SET lastError = :reason, nextTryAt = :at, gsi1sk = :sk REMOVE leaseUntil'
          : 'ADD version :one SET nextTryAt = :at, gsi1sk = :sk REMOVE leaseUntil',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':one': 1,
          ':at': when,
          ':sk': indexSk(when, tenant),
          ...(reason ? { ':reason': reason.slice(0, 200) } : {}),
        },
      }),
    )
    .catch((error: Error) => {
      // Gone: sent meanwhile by a run that took over after this one's lease ran out.
      if (!(error instanceof ConditionFailed)) throw error;
    });
}

/** The property of a key the table's stream handed on: its own partition, written by the property's own calls. */
export const tenantOfStreamKey = (propertyId: string): TenantId => trustedTenant(propertyId);

export const channelPushes = {
  async get(tenant: TenantId): Promise<PendingPush | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: key(tenant), ConsistentRead: true }));
    return result.Item ? fromItem(result.Item) : undefined;
  },

  /**
   * Writes `next` over the pending push read (`read` undefined: none was); false when another run changed it
   * meanwhile (read again and merge). A new one is due at `firstTryAt`: the sweep's net if no run sends it.
   */
  async savePending(
    tenant: TenantId,
    read: PendingPush | undefined,
    pending: PendingPush['pending'],
    now: Date,
    firstTryAt: Date,
  ): Promise<boolean> {
    const nextTryAt = read?.nextTryAt ?? firstTryAt.toISOString();
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...key(tenant),
            type: 'channelPush',
            propertyId: tenant,
            pending,
            version: (read?.version ?? 0) + 1,
            since: read?.since ?? now.toISOString(),
            attempts: read?.attempts ?? 0,
            nextTryAt,
            ...(read?.lastError ? { lastError: read.lastError } : {}),
            ...(read?.leaseUntil ? { leaseUntil: read.leaseUntil } : {}),
            gsi1pk: INDEX_PK,
            gsi1sk: indexSk(nextTryAt, tenant),
          },
          ConditionExpression: read ? 'version = :version' : 'attribute_not_exists(pk)',
          ...(read ? { ExpressionAttributeValues: { ':version': read.version } } : {}),
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  },

  /** Takes the property's pushes for one run until `until`; undefined while another run holds them (or none is pending). */
  async claim(tenant: TenantId, now: Date, until: Date): Promise<PendingPush | undefined> {
    try {
      const result = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key(tenant),
          UpdateExpression: 'SET leaseUntil = :until ADD version :one',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
          ExpressionAttributeValues: { ':until': until.toISOString(), ':now': now.toISOString(), ':one': 1 },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return result.Attributes ? fromItem(result.Attributes) : undefined;
    } catch (error) {
      if (error instanceof ConditionFailed) return undefined;
      throw error;
    }
  },

  /** Everything pending was accepted: gone, unless more came in since `version` (false: send again). */
  async sent(tenant: TenantId, version: number): Promise<boolean> {
    try {
      await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: key(tenant),
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': version },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  },

  /** A failed push: counted, tried again by the sweep at `at`, the lease let go. */
  failed: (tenant: TenantId, reason: string, at: Date) => letGo(tenant, at, reason),

  /** Lets the pushes go for another run, due at `at` (a run that had to stop before they were all sent). */
  release: (tenant: TenantId, at: Date) => letGo(tenant, at),

  /** Every pending push, the next due first (few: a push is pending only between a change and its send, or while failing). */
  async pending(): Promise<PendingPush[]> {
    const items = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': INDEX_PK },
    });
    return items.map(fromItem);
  },
};
