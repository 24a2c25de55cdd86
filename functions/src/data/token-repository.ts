import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from './data-errors';
import { db, epochSeconds, tableName } from './db-client';
import { tenantKey, type TenantId } from './tenant';
import { users, userWrites } from './user-repository';

// Email links are signed JWTs; what makes each one work once lives here.
// Verification: PROP#<propertyId> / TOKEN#<tokenId>, expiring by TTL; using the link deletes the
// item in the same transaction as marking the user verified.
// Reset: the user item's `resetTokenId` names the one link that works. A newer link replaces it,
// and any password change (by this link or in the profile) removes it, so older links stop working.

export type TokenPurpose = 'verify-email' | 'reset-password';

/** What opening a verification link did. */
export type VerificationOutcome = 'verified' | 'already-verified' | 'spent';

const tokenKey = (tenant: TenantId, tokenId: string) => ({ pk: tenantKey(tenant), sk: `TOKEN#${tokenId}` });

export const emailTokens = {
  /** Records a new link so it can be used once; a reset link makes every older one of the user stop working. */
  async save(tenant: TenantId, tokenId: string, purpose: TokenPurpose, userId: string, expiresAt: Date): Promise<void> {
    if (purpose === 'reset-password') {
      await db().send(new UpdateCommand(userWrites.setResetLink(tenant, userId, tokenId).Update));
      return;
    }
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...tokenKey(tenant, tokenId), type: 'token', purpose, userId, expiresAt: epochSeconds(expiresAt) },
      }),
    );
  },

  /**
   * Uses a verification link: spends it and marks the user verified, together. A link opened again
   * (mail clients open links to scan them) finds the user already verified and says so.
   */
  async useToVerify(tenant: TenantId, tokenId: string, userId: string): Promise<VerificationOutcome> {
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: tableName(),
                Key: tokenKey(tenant, tokenId),
                ConditionExpression: 'attribute_exists(pk) AND purpose = :purpose',
                ExpressionAttributeValues: { ':purpose': 'verify-email' },
              },
            },
            userWrites.markVerified(tenant, userId),
          ],
        }),
      );
      return 'verified';
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      const user = await users.get(tenant, userId);
      return user?.verified ? 'already-verified' : 'spent';
    }
  },

  /** Uses a reset link: sets the new password if this is still the user's one link; false if not. */
  async useToReset(tenant: TenantId, tokenId: string, userId: string, passwordHash: string): Promise<boolean> {
    try {
      await db().send(new UpdateCommand(userWrites.setPassword(tenant, userId, passwordHash, { resetTokenId: tokenId }).Update));
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  },
};
