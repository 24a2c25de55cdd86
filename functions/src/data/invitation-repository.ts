import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { epochSeconds, db, tableName } from './db-client';
import { tenantKey, type TenantId } from './tenant';
import { transact, type TransactItem } from './transactions';
import { userKey } from './user-repository';

// Invitation: PROP#p / INVITE#<userId> → { tokenId }, expiring by TTL with its link. One per invited
// member: a resend replaces it, so only the newest link works; accepting deletes it in the same
// transaction that sets the password, so a link works once.

const inviteKey = (tenant: TenantId, userId: string) => ({ pk: tenantKey(tenant), sk: `INVITE#${userId}` });

export interface InvitationRecord {
  userId: string;
  tokenId: string;
  expiresAt: Date;
}

function item(tenant: TenantId, invitation: InvitationRecord) {
  return { ...inviteKey(tenant, invitation.userId), type: 'invitation', userId: invitation.userId, tokenId: invitation.tokenId, expiresAt: epochSeconds(invitation.expiresAt) };
}

export const invitations = {
  putPart(tenant: TenantId, invitation: InvitationRecord): TransactItem {
    return { Put: { TableName: tableName(), Item: item(tenant, invitation) } };
  },

  deletePart(tenant: TenantId, userId: string): TransactItem {
    return { Delete: { TableName: tableName(), Key: inviteKey(tenant, userId) } };
  },

  /** A new link for a pending member; the previous one stops working. */
  async replace(tenant: TenantId, invitation: InvitationRecord): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: item(tenant, invitation) }));
  },

  /** Uses the invitation and sets the password together; ConditionFailed if the link is not the live one. */
  async accept(tenant: TenantId, invitation: Omit<InvitationRecord, 'expiresAt'>, passwordHash: string): Promise<void> {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: inviteKey(tenant, invitation.userId),
          ConditionExpression: 'tokenId = :token',
          ExpressionAttributeValues: { ':token': invitation.tokenId },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: userKey(tenant, invitation.userId),
          UpdateExpression: 'SET passwordHash = :hash, verified = :yes, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND verified = :no',
          ExpressionAttributeValues: { ':hash': passwordHash, ':yes': true, ':no': false, ':now': new Date().toISOString() },
        },
      },
    ]);
  },
};
