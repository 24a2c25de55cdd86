import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, epochSeconds, tableName } from './db-client';
import { tenantKey } from './property-repository';

// Email token: PROP#<propertyId> / TOKEN#<tokenId>, expiring by TTL. The token itself is a signed
// JWT; this item makes it single use: using it deletes the item in the same transaction as its effect.

export type TokenPurpose = 'verify-email' | 'reset-password';

const tokenKey = (propertyId: string, tokenId: string) => ({ pk: tenantKey(propertyId), sk: `TOKEN#${tokenId}` });

export const emailTokens = {
  async save(propertyId: string, tokenId: string, purpose: TokenPurpose, userId: string, expiresAt: Date): Promise<void> {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...tokenKey(propertyId, tokenId), type: 'token', purpose, userId, expiresAt: epochSeconds(expiresAt) },
      }),
    );
  },

  /** The transaction part that uses the token up; it fails if the token was already used. */
  consume(propertyId: string, tokenId: string, purpose: TokenPurpose) {
    return {
      Delete: {
        TableName: tableName(),
        Key: tokenKey(propertyId, tokenId),
        ConditionExpression: 'attribute_exists(pk) AND purpose = :purpose',
        ExpressionAttributeValues: { ':purpose': purpose },
      },
    };
  },
};
