import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@hostel/shared/api/account-schemas';
import type { Language } from '@hostel/shared/domain/languages';
import { AccountChanged, ConditionFailed, UniqueValueTaken } from './data-errors';
import { db, tableName } from './db-client';
import { propertyItem, type PropertyRecord } from './property-repository';
import { tenantKey, trustedTenant, type TenantId } from './tenant';
import { planUsage } from './plan-usage';
import { readOne, type ReadPart } from './read-together';
import { failedPart, named, transact } from './transactions';

// User: PROP#<propertyId> / USER#<userId>. Its `resetTokenId` names the one reset link that works.
// Email lock: EMAIL#<email> / EMAIL → { propertyId, userId }. It is the one key outside a tenant,
// because sign-in must find the property from the email before any session exists; written in the
// same transaction as the user, its condition keeps an email unique across the product.

export interface UserRecord {
  id: string;
  propertyId: TenantId;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The screens' language the user chose; absent until they choose. */
  language?: Language;
  passwordHash: string;
  verified: boolean;
  createdAt: string;
  updatedAt: string;
}

export const userKey = (tenant: TenantId, userId: string) => ({ pk: tenantKey(tenant), sk: `USER#${userId}` });
export const emailLockKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' });

function fromItem(item: Record<string, unknown>): UserRecord {
  const { pk: _pk, sk: _sk, type: _type, resetTokenId: _resetTokenId, ...rest } = item;
  return rest as unknown as UserRecord;
}

/** One part of a transaction, for writes that must happen together with a repository's own. */
export type TransactionPart = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface UserRepository {
  /** Throws UniqueValueTaken when the email already has an account. `alsoWrite`: parts committed in the same transaction (the queued confirmation mail). */
  createWithProperty(property: PropertyRecord, owner: UserRecord, alsoWrite?: TransactionPart[]): Promise<void>;
  get(tenant: TenantId, userId: string): Promise<UserRecord | undefined>;
  /** The user, read with other items (readTogether). */
  getPart(tenant: TenantId, userId: string): ReadPart<UserRecord | undefined>;
  findByEmail(email: string): Promise<UserRecord | undefined>;
  /** The updated user, or undefined when it no longer exists. */
  updateNames(tenant: TenantId, userId: string, names: ProfileChanges): Promise<UserRecord | undefined>;
  /** A new password; every reset link sent before stops working. Throws ConditionFailed if the user is gone. */
  setPassword(tenant: TenantId, userId: string, passwordHash: string): Promise<void>;
  /** Removes the user and frees their email; their sessions are removed by the caller, after. */
  remove(user: UserRecord): Promise<void>;
}

/** The profile form's fields; the language only when sent, so a client that never sends it keeps the stored one. */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  language?: Language | undefined;
}

export const users: UserRepository = {
  async createWithProperty(property, owner, alsoWrite = []) {
    try {
      await transact([
        { Put: { TableName: tableName(), Item: propertyItem(property), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: tableName(),
            Item: { ...userKey(owner.propertyId, owner.id), type: 'user', ...owner },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        named('email-lock', {
          Put: {
            TableName: tableName(),
            Item: { ...emailLockKey(owner.email), type: 'emailLock', propertyId: owner.propertyId, userId: owner.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }),
        ...alsoWrite,
      ]);
    } catch (error) {
      if (error instanceof ConditionFailed && failedPart(error, 'email-lock')) throw new UniqueValueTaken('accountEmail');
      throw error;
    }
  },

  async get(tenant, userId) {
    return readOne(this.getPart(tenant, userId));
  },

  getPart(tenant, userId) {
    return { key: userKey(tenant, userId), read: (item) => (item ? fromItem(item) : undefined) };
  },

  async findByEmail(email) {
    const lock = await db().send(new GetCommand({ TableName: tableName(), Key: emailLockKey(email) }));
    if (!lock.Item) return undefined;
    // The sign-in lookup: the lock, written with the user, names the user's property.
    return this.get(trustedTenant(lock.Item.propertyId as string), lock.Item.userId as string);
  },

  async updateNames(tenant, userId, names) {
    try {
      const result = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: userKey(tenant, userId),
          UpdateExpression: `SET firstName = :first, lastName = :last, updatedAt = :now${names.language ? ', #language = :language' : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ...(names.language ? { ExpressionAttributeNames: { '#language': 'language' } } : {}),
          ExpressionAttributeValues: {
            ':first': names.firstName,
            ':last': names.lastName,
            ':now': new Date().toISOString(),
            ...(names.language ? { ':language': names.language } : {}),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return result.Attributes ? fromItem(result.Attributes) : undefined;
    } catch (error) {
      if (error instanceof ConditionFailed) return undefined;
      throw error;
    }
  },

  async setPassword(tenant, userId, passwordHash) {
    try {
      await db().send(new UpdateCommand(userWrites.setPassword(tenant, userId, passwordHash).Update));
    } catch (error) {
      if (error instanceof ConditionFailed) throw new AccountChanged();
      throw error;
    }
  },

  async remove(user) {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: userKey(user.propertyId, user.id) } },
          { Delete: { TableName: tableName(), Key: emailLockKey(user.email) } },
          // The user was read from its property's partition: its place in the plan's user count goes back.
          planUsage.give(user.propertyId, 'users', 1),
        ],
      }),
    );
  },
};

/** Changes to a user that other modules combine with their own writes (e.g. using an email link). */
export const userWrites = {
  markVerified(tenant: TenantId, userId: string) {
    return {
      Update: {
        TableName: tableName(),
        Key: userKey(tenant, userId),
        UpdateExpression: 'SET verified = :yes, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':yes': true, ':now': new Date().toISOString() },
      },
    };
  },

  /** Makes this reset link the only one that works: a newer link replaces every older one. */
  setResetLink(tenant: TenantId, userId: string, tokenId: string) {
    return {
      Update: {
        TableName: tableName(),
        Key: userKey(tenant, userId),
        UpdateExpression: 'SET resetTokenId = :link',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':link': tokenId },
      },
    };
  },

  /**
   * A new password, which ends every reset link. Through a reset link (`resetTokenId`), only while
   * that link is still the user's one, and it marks the email verified: opening it proved the mailbox.
   */
  setPassword(tenant: TenantId, userId: string, passwordHash: string, options: { resetTokenId?: string } = {}) {
    const viaLink = options.resetTokenId !== undefined;
    return {
      Update: {
        TableName: tableName(),
        Key: userKey(tenant, userId),
        UpdateExpression: `SET passwordHash = :hash, updatedAt = :now${viaLink ? ', verified = :yes' : ''} REMOVE resetTokenId`,
        ConditionExpression: viaLink ? 'attribute_exists(pk) AND resetTokenId = :link' : 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':hash': passwordHash,
          ':now': new Date().toISOString(),
          ...(viaLink ? { ':yes': true, ':link': options.resetTokenId } : {}),
        },
      },
    };
  },
};
