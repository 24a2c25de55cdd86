import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { purgeDue } from '@hostel/shared/domain/property-closure';
import { deleteKeys, type ItemKey } from './batch-delete';
import { ConditionFailed } from './data-errors';
import { db, tableName } from './db-client';
import { propertyKey } from './property-repository';
import { queryAll } from './query-pages';
import { tenantKey, trustedTenant, type TenantId } from './tenant';

// A closed property: its PROP#p / PROPERTY item carries closedAt and purgeAt, and is put in gsi1 under
// gsi1pk = CLOSED, gsi1sk = <purgeAt>#<propertyId>, so the schedule finds the ones due with one Query
// of the index (no Scan); an open property is not in the index at all. Reopening removes all four.

const INDEX_PK = 'CLOSED';

/** Why a property could not be reopened. */
export class NotReopened extends ConditionFailed {
  constructor(readonly reason: 'open' | 'purgeDue' | 'gone') {
    // The reason is for the code (close-property.ts); no words of its own.
    super();
  }
}

export interface ClosedProperty {
  tenant: TenantId;
  purgeAt: string;
}

export const propertyClosures = {
  /**
   * Closes the property (once: closing it again keeps the first dates), then ends every session in it.
   * A sign-in racing this cannot leave a session behind: a session is only written while the property is open.
   */
  async close(tenant: TenantId, closedAt: Date, purgeAt: Date): Promise<void> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: propertyKey(tenant),
          UpdateExpression: 'SET closedAt = :closedAt, purgeAt = :purgeAt, gsi1pk = :indexPk, gsi1sk = :indexSk',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(closedAt)',
          ExpressionAttributeValues: {
            ':closedAt': closedAt.toISOString(),
            ':purgeAt': purgeAt.toISOString(),
            ':indexPk': INDEX_PK,
            ':indexSk': `${purgeAt.toISOString()}#${tenant}`,
          },
        }),
      );
    } catch (error) {
      // Already closed (a repeated request) or already gone: either way nobody can use it.
      if (!(error instanceof ConditionFailed)) throw error;
    }
    const sessionKeys = await queryAll<ItemKey>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':prefix': 'SESSION#' },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
    });
    await deleteKeys(sessionKeys);
  },

  /** Opens a closed property again, only while stillRestorable (the same instant as purgeDue): past it, the schedule may be deleting it. */
  async reopen(tenant: TenantId, now: Date): Promise<void> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: propertyKey(tenant),
          UpdateExpression: 'REMOVE closedAt, purgeAt, gsi1pk, gsi1sk',
          ConditionExpression: 'attribute_exists(closedAt) AND purgeAt > :now',
          ExpressionAttributeValues: { ':now': now.toISOString() },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (!error.item) throw new NotReopened('gone');
      throw new NotReopened(error.item.closedAt ? 'purgeDue' : 'open');
    }
  },

  /** Closed properties whose purge is due at `now`, oldest first. */
  async dueForPurge(now: Date): Promise<ClosedProperty[]> {
    const items = await queryAll<{ id: string; purgeAt: string }>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':pk': INDEX_PK, ':now': now.toISOString() },
    });
    // The property item's own id, written when its admin signed up.
    return items.map((item) => ({ tenant: trustedTenant(item.id), purgeAt: item.purgeAt }));
  },

  /** Whether the property is still closed with its purge due, read consistently just before purging it. */
  async stillDue(tenant: TenantId, now: Date): Promise<boolean> {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: propertyKey(tenant), ConsistentRead: true }));
    return Boolean(Item?.closedAt && typeof Item.purgeAt === 'string' && purgeDue(Item.purgeAt, now));
  },
};
