import type { Language } from '@hostel/shared/domain/languages';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { INVITATION_HOURS } from '@hostel/shared/api/team-schemas';
import { ConditionFailed } from './data-errors';
import { epochSeconds, db, tableName } from './db-client';
import { queuedMail } from './outbox-repository';
import { tenantKey, type TenantId } from './tenant';
import { transact, type TransactItem } from './transactions';
import { userKey } from './user-repository';

// Invitation: PROP#p / INVITE#<userId> → { tokenId }, expiring by TTL with its link. One per invited
// member, written with the queued invitation mail (OUTBOX#<id>) in one transaction, its token id being
// the mail's id: a resend replaces it, so only the newest mail can carry a working link (an older one
// still queued finds it replaced and sends nothing); accepting deletes it in the same transaction that
// sets the password, so a link works once.

const inviteKey = (tenant: TenantId, userId: string) => ({ pk: tenantKey(tenant), sk: `INVITE#${userId}` });

export interface InvitationRecord {
  userId: string;
  tokenId: string;
  expiresAt: Date;
}

/** The invitation and its queued mail, to write together (with the member, or alone on a resend). */
function queuedParts(tenant: TenantId, member: { id: string; email: string }): TransactItem[] {
  const mail = queuedMail('invitation', member.email);
  // Expires even if its mail never leaves; the mailer moves the expiry to 72 hours from sending.
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 60 * 60 * 1000);
  const item = {
    ...inviteKey(tenant, member.id),
    type: 'invitation',
    userId: member.id,
    tokenId: mail.id,
    expiresAt: epochSeconds(expiresAt),
  };
  return [{ Put: { TableName: tableName(), Item: item } }, mail.put];
}

export const invitations = {
  queuedParts,

  deletePart(tenant: TenantId, userId: string): TransactItem {
    return { Delete: { TableName: tableName(), Key: inviteKey(tenant, userId) } };
  },

  /** A new invitation mail for a pending member; the previous link stops working. */
  async replace(tenant: TenantId, member: { id: string; email: string }): Promise<void> {
    await transact(queuedParts(tenant, member));
  },

  /**
   * The mailer, sending: records the link's expiry if its token is still the live one. False when a
   * resend replaced it, or the invitation was accepted or removed with its member: nothing to send.
   */
  async issue(tenant: TenantId, invitation: InvitationRecord): Promise<boolean> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: inviteKey(tenant, invitation.userId),
          UpdateExpression: 'SET expiresAt = :expires',
          ConditionExpression: 'tokenId = :token',
          ExpressionAttributeValues: { ':expires': epochSeconds(invitation.expiresAt), ':token': invitation.tokenId },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  },

  /** Uses the invitation and sets the password together; ConditionFailed if the link is not the live one. */
  /** `language`: the accepting request's, kept as the member's (they read the invitation page in it). */
  async accept(
    tenant: TenantId,
    invitation: Omit<InvitationRecord, 'expiresAt'>,
    passwordHash: string,
    language?: Language,
  ): Promise<void> {
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
          UpdateExpression: `SET passwordHash = :hash, verified = :yes, updatedAt = :now${language ? ', #language = :language' : ''}`,
          ConditionExpression: 'attribute_exists(pk) AND verified = :no',
          ...(language ? { ExpressionAttributeNames: { '#language': 'language' } } : {}),
          ExpressionAttributeValues: {
            ':hash': passwordHash,
            ':yes': true,
            ':no': false,
            ':now': new Date().toISOString(),
            ...(language ? { ':language': language } : {}),
          },
        },
      },
    ]);
  },
};
