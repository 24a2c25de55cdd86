import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { deleteKeys, type ItemKey } from './batch-delete';
import { AccountChanged, ConditionFailed } from './data-errors';
import { db, epochSeconds, tableName } from './db-client';
import { propertyKey } from './property-repository';
import { queryAll } from './query-pages';
import { tenantKey, type TenantId } from './tenant';
import { userKey } from './user-repository';

// Session: PROP#<propertyId> / SESSION#<userId>#<sessionId>, expiring by TTL with the cookie.
// The signed cookie alone would be valid until it expires; this item lets logout, a password change
// or removing a user end sessions on the server. Prefixing with the user id lets one Query find them all.

const sessionKey = (tenant: TenantId, userId: string, sessionId: string) => ({
  pk: tenantKey(tenant),
  sk: `SESSION#${userId}#${sessionId}`,
});

export interface SessionRepository {
  /** Throws ConditionFailed if the user no longer exists or the property is closed: neither gets a session. */
  create(tenant: TenantId, userId: string, sessionId: string, expiresAt: Date): Promise<void>;
  isActive(tenant: TenantId, userId: string, sessionId: string): Promise<boolean>;
  remove(tenant: TenantId, userId: string, sessionId: string): Promise<void>;
  removeAllForUser(tenant: TenantId, userId: string): Promise<void>;
}

export const sessions: SessionRepository = {
  async create(tenant, userId, sessionId, expiresAt) {
    try {
      // Written only while the user exists, so removing a user (then its sessions) leaves none behind.
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            { ConditionCheck: { TableName: tableName(), Key: userKey(tenant, userId), ConditionExpression: 'attribute_exists(pk)' } },
            // Closing a property ends its sessions after marking it: none can be started after the mark.
            {
              ConditionCheck: { TableName: tableName(), Key: propertyKey(tenant), ConditionExpression: 'attribute_not_exists(closedAt)' },
            },
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...sessionKey(tenant, userId, sessionId),
                  type: 'session',
                  createdAt: new Date().toISOString(),
                  expiresAt: epochSeconds(expiresAt),
                },
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (error instanceof ConditionFailed) throw new AccountChanged(undefined, error.reasons);
      throw error;
    }
  },

  async isActive(tenant, userId, sessionId) {
    const result = await db().send(
      new GetCommand({ TableName: tableName(), Key: sessionKey(tenant, userId, sessionId), ConsistentRead: true }),
    );
    // TTL deletion lags by up to days, so expiry is checked here too.
    return Boolean(result.Item && (result.Item.expiresAt as number) > epochSeconds());
  },

  async remove(tenant, userId, sessionId) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(tenant, userId, sessionId) }));
  },

  async removeAllForUser(tenant, userId) {
    const keys = await queryAll<ItemKey>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':prefix': `SESSION#${userId}#` },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
    });
    await deleteKeys(keys);
  },
};
