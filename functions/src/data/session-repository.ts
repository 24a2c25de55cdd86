import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, epochSeconds, tableName } from './db-client';
import { deleteKeys } from './batch-delete';
import { tenantKey } from './property-repository';

// Session: PROP#<propertyId> / SESSION#<userId>#<sessionId>, expiring by TTL with the cookie.
// The signed cookie alone would be valid until it expires; this item lets logout, a password change
// or removing a user end sessions on the server. Prefixing with the user id lets one Query find them all.

const sessionKey = (propertyId: string, userId: string, sessionId: string) => ({
  pk: tenantKey(propertyId),
  sk: `SESSION#${userId}#${sessionId}`,
});

export interface SessionRepository {
  create(propertyId: string, userId: string, sessionId: string, expiresAt: Date): Promise<void>;
  isActive(propertyId: string, userId: string, sessionId: string): Promise<boolean>;
  remove(propertyId: string, userId: string, sessionId: string): Promise<void>;
  removeAllForUser(propertyId: string, userId: string): Promise<void>;
}

export const sessions: SessionRepository = {
  async create(propertyId, userId, sessionId, expiresAt) {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...sessionKey(propertyId, userId, sessionId), type: 'session', createdAt: new Date().toISOString(), expiresAt: epochSeconds(expiresAt) },
      }),
    );
  },

  async isActive(propertyId, userId, sessionId) {
    const result = await db().send(
      new GetCommand({ TableName: tableName(), Key: sessionKey(propertyId, userId, sessionId), ConsistentRead: true }),
    );
    // TTL deletion lags by up to days, so expiry is checked here too.
    return Boolean(result.Item && (result.Item.expiresAt as number) > epochSeconds());
  },

  async remove(propertyId, userId, sessionId) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(propertyId, userId, sessionId) }));
  },

  async removeAllForUser(propertyId, userId) {
    const keys: { pk: string; sk: string }[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': tenantKey(propertyId), ':prefix': `SESSION#${userId}#` },
          ProjectionExpression: 'pk, sk',
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      keys.push(...((page.Items ?? []) as { pk: string; sk: string }[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    await deleteKeys(keys);
  },
};
