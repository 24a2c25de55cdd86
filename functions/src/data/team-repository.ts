import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MemberRole } from '@hostel/shared/api/team-schemas';
import { ConditionFailed, PlanLimitReached, RecordMissing, UniqueValueTaken } from './data-errors';
import { db, tableName } from './db-client';
import { invitations } from './invitation-repository';
import { planUsage } from './plan-usage';
import { queryAll } from './query-pages';
import { tenantKey, type TenantId } from './tenant';
import { failedPart, named, transact } from './transactions';
import { emailLockKey, userKey, users, type UserRecord } from './user-repository';

// The team: a property's users (PROP#p / USER#u, keys of user-repository.ts) as its admin manages them.
// Adding one writes the user, its email lock, the plan's user count and, when invited, its invitation
// and the queued invitation mail in one transaction; removing one takes all of them back in one.

export const MAX_USERS = 5;

function fromItem(item: Record<string, unknown>): UserRecord {
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return rest as unknown as UserRecord;
}

export interface MemberChanges {
  firstName: string;
  lastName: string;
  role: MemberRole;
}

export const team = {
  async list(tenant: TenantId): Promise<UserRecord[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':prefix': 'USER#' },
      ConsistentRead: true,
    });
    return items.map(fromItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },

  get(tenant: TenantId, userId: string): Promise<UserRecord | undefined> {
    return users.get(tenant, userId);
  },

  /** Adds a member; invited, the member gets a mail (queued here) whose link lets them choose a password. */
  async add(tenant: TenantId, user: UserRecord, { invite }: { invite: boolean }): Promise<void> {
    try {
      await transact([
        named('user', {
          Put: {
            TableName: tableName(),
            Item: { ...userKey(tenant, user.id), type: 'user', ...user },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }),
        named('email-lock', {
          Put: {
            TableName: tableName(),
            Item: { ...emailLockKey(user.email), type: 'emailLock', propertyId: tenant, userId: user.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }),
        named('plan-usage', planUsage.take(tenant, 'users', 1, MAX_USERS)),
        ...(invite ? invitations.queuedParts(tenant, user) : []),
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (failedPart(error, 'email-lock')) throw new UniqueValueTaken('accountEmail');
      if (failedPart(error, 'plan-usage')) throw new PlanLimitReached({ what: 'users', max: MAX_USERS });
      throw error;
    }
  },

  /** Names and role of a member; an admin is never changed here. Returns the user before and after. */
  async update(tenant: TenantId, userId: string, changes: MemberChanges): Promise<{ before: UserRecord; after: UserRecord }> {
    try {
      const result = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: userKey(tenant, userId),
          UpdateExpression: 'SET firstName = :first, lastName = :last, #role = :role, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND #role <> :admin',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: {
            ':first': changes.firstName,
            ':last': changes.lastName,
            ':role': changes.role,
            ':admin': 'admin',
            ':now': new Date().toISOString(),
          },
          ReturnValues: 'ALL_OLD',
        }),
      );
      const before = fromItem(result.Attributes!);
      return { before, after: { ...before, ...changes } };
    } catch (error) {
      if (error instanceof ConditionFailed) throw new RecordMissing('user');
      throw error;
    }
  },

  /** Removes a member (never the admin), frees the email, the invitation and the plan's place. */
  async remove(tenant: TenantId, user: UserRecord): Promise<void> {
    try {
      await transact([
        named('user', {
          Delete: {
            TableName: tableName(),
            Key: userKey(tenant, user.id),
            ConditionExpression: 'attribute_exists(pk) AND #role <> :admin',
            ExpressionAttributeNames: { '#role': 'role' },
            ExpressionAttributeValues: { ':admin': 'admin' },
          },
        }),
        {
          Delete: {
            TableName: tableName(),
            Key: emailLockKey(user.email),
            ConditionExpression: 'userId = :user',
            ExpressionAttributeValues: { ':user': user.id },
          },
        },
        planUsage.give(tenant, 'users', 1),
        invitations.deletePart(tenant, user.id),
      ]);
    } catch (error) {
      if (error instanceof ConditionFailed && failedPart(error, 'user')) throw new RecordMissing('user');
      throw error;
    }
  },
};
