import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@hostel/shared/api/account-schemas';
import { cancellationReasons, db, tableName } from './db-client';
import { Conflict } from '../http/errors';
import { propertyItem, tenantKey, type PropertyRecord } from './property-repository';

// User: PROP#<propertyId> / USER#<userId>.
// Email lock: EMAIL#<email> / EMAIL → { propertyId, userId }. It is the one key outside a tenant,
// because sign-in must find the property from the email before any session exists; written in the
// same transaction as the user, its condition keeps an email unique across the product.

export interface UserRecord {
  id: string;
  propertyId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string;
  verified: boolean;
  createdAt: string;
  updatedAt: string;
}

export const userKey = (propertyId: string, userId: string) => ({ pk: tenantKey(propertyId), sk: `USER#${userId}` });
export const emailLockKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' });

function fromItem(item: Record<string, unknown>): UserRecord {
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return rest as unknown as UserRecord;
}

export const EMAIL_TAKEN = 'An account with this email already exists';

/** One part of a transaction, for writes that must happen together with a repository's own. */
export type TransactionPart = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface UserRepository {
  /** `alsoWrite`: parts committed in the same transaction (the queued confirmation mail). */
  createWithProperty(property: PropertyRecord, owner: UserRecord, alsoWrite?: TransactionPart[]): Promise<void>;
  get(propertyId: string, userId: string): Promise<UserRecord | undefined>;
  findByEmail(email: string): Promise<UserRecord | undefined>;
  updateNames(propertyId: string, userId: string, names: { firstName: string; lastName: string }): Promise<UserRecord | undefined>;
  setPassword(propertyId: string, userId: string, passwordHash: string): Promise<void>;
  /** Removes the user and frees their email; their sessions are removed by the caller. */
  remove(user: UserRecord): Promise<void>;
}

export const users: UserRepository = {
  async createWithProperty(property, owner, alsoWrite = []) {
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName(), Item: propertyItem(property), ConditionExpression: 'attribute_not_exists(pk)' } },
            {
              Put: {
                TableName: tableName(),
                Item: { ...userKey(owner.propertyId, owner.id), type: 'user', ...owner },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: tableName(),
                Item: { ...emailLockKey(owner.email), type: 'emailLock', propertyId: owner.propertyId, userId: owner.id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...alsoWrite,
          ],
        }),
      );
    } catch (error) {
      if (cancellationReasons(error)[2] === 'ConditionalCheckFailed') throw new Conflict(EMAIL_TAKEN);
      throw error;
    }
  },

  async get(propertyId, userId) {
    const result = await db().send(
      new GetCommand({ TableName: tableName(), Key: userKey(propertyId, userId), ConsistentRead: true }),
    );
    return result.Item ? fromItem(result.Item) : undefined;
  },

  async findByEmail(email) {
    const lock = await db().send(new GetCommand({ TableName: tableName(), Key: emailLockKey(email) }));
    if (!lock.Item) return undefined;
    return this.get(lock.Item.propertyId as string, lock.Item.userId as string);
  },

  async updateNames(propertyId, userId, names) {
    try {
      const result = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: userKey(propertyId, userId),
          UpdateExpression: 'SET firstName = :first, lastName = :last, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':first': names.firstName, ':last': names.lastName, ':now': new Date().toISOString() },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return result.Attributes ? fromItem(result.Attributes) : undefined;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
      throw error;
    }
  },

  async setPassword(propertyId, userId, passwordHash) {
    await db().send(new UpdateCommand(userWrites.setPassword(propertyId, userId, passwordHash).Update));
  },

  async remove(user) {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: userKey(user.propertyId, user.id) } },
          { Delete: { TableName: tableName(), Key: emailLockKey(user.email) } },
        ],
      }),
    );
  },
};

/** Transaction parts other modules combine with their own writes (e.g. consuming a token). */
export const userWrites = {
  markVerified(propertyId: string, userId: string) {
    return {
      Update: {
        TableName: tableName(),
        Key: userKey(propertyId, userId),
        UpdateExpression: 'SET verified = :yes, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':yes': true, ':now': new Date().toISOString() },
      },
    };
  },
  /** A new password; set `verified` when the change itself proved the mailbox (a reset link). */
  setPassword(propertyId: string, userId: string, passwordHash: string, options: { verified?: true } = {}) {
    return {
      Update: {
        TableName: tableName(),
        Key: userKey(propertyId, userId),
        UpdateExpression: `SET passwordHash = :hash, updatedAt = :now${options.verified ? ', verified = :yes' : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':hash': passwordHash, ':now': new Date().toISOString(), ...(options.verified ? { ':yes': true } : {}) },
      },
    };
  },
};
