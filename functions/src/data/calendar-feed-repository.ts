import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db-client';
import { queryAll } from './query-pages';
import { tenantKey, trustedTenant, type TenantId } from './tenant';
import { transact } from './transactions';

// Published availability feeds (iCal export), one per room type or unit (a private room, a dorm bed):
//   PROP#p / ICALOUT#<targetId> → { roomTypeId, unitId?, token, createdAt }: the property's list of feeds;
//   ICALTOKEN#<token> / ICALTOKEN → { propertyId, targetId }: the secret URL's lookup.
// The token item is, like the email lock, a key outside any tenant: an OTA fetches the feed with no session,
// and the token (32 random bytes) is the only proof. Both items are written and deleted in one transaction,
// on the condition that the feed still holds the token read, so a regenerated or revoked URL stops at once.

export interface CalendarFeedRecord {
  /** The room type's id (a feed of the whole type) or a unit's bed id. */
  targetId: string;
  roomTypeId: string;
  unitId?: string;
  token: string;
  createdAt: string;
}

export interface FeedTarget {
  tenant: TenantId;
  targetId: string;
  roomTypeId: string;
  unitId?: string;
}

const FEED_PREFIX = 'ICALOUT#';
const feedKey = (tenant: TenantId, targetId: string) => ({ pk: tenantKey(tenant), sk: `${FEED_PREFIX}${targetId}` });
const tokenKey = (token: string) => ({ pk: `ICALTOKEN#${token}`, sk: 'ICALTOKEN' });
/** The secret URL's lookup item of a feed item of the partition (deleting the property deletes it too). */
export const feedTokenKeyOf = (item: { type?: string; token?: string }) =>
  item.type === 'calendarFeed' && item.token ? tokenKey(item.token) : undefined;
const newToken = () => randomBytes(32).toString('base64url');

function fromItem(item: Record<string, unknown>): CalendarFeedRecord {
  return {
    targetId: (item.sk as string).slice(FEED_PREFIX.length),
    roomTypeId: item.roomTypeId as string,
    ...(item.unitId ? { unitId: item.unitId as string } : {}),
    token: item.token as string,
    createdAt: item.createdAt as string,
  };
}

function tokenPut(tenant: TenantId, token: string, feed: Pick<CalendarFeedRecord, 'targetId' | 'roomTypeId' | 'unitId'>) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...tokenKey(token),
        type: 'calendarToken',
        propertyId: tenant,
        targetId: feed.targetId,
        roomTypeId: feed.roomTypeId,
        ...(feed.unitId ? { unitId: feed.unitId } : {}),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

const tokenDelete = (token: string) => ({ Delete: { TableName: tableName(), Key: tokenKey(token) } });

export const calendarFeeds = {
  async list(tenant: TenantId): Promise<CalendarFeedRecord[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':from': FEED_PREFIX, ':to': `${FEED_PREFIX}~` },
    });
    return items.map(fromItem);
  },

  async get(tenant: TenantId, targetId: string): Promise<CalendarFeedRecord | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: feedKey(tenant, targetId), ConsistentRead: true }));
    return result.Item ? fromItem(result.Item) : undefined;
  },

  /** Creates the feed of a target; ConditionFailed when it already has one. */
  async create(tenant: TenantId, feed: Omit<CalendarFeedRecord, 'token' | 'createdAt'>): Promise<CalendarFeedRecord> {
    const record: CalendarFeedRecord = { ...feed, token: newToken(), createdAt: new Date().toISOString() };
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...feedKey(tenant, feed.targetId),
            type: 'calendarFeed',
            roomTypeId: feed.roomTypeId,
            ...(feed.unitId ? { unitId: feed.unitId } : {}),
            token: record.token,
            createdAt: record.createdAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      tokenPut(tenant, record.token, feed),
    ]);
    return record;
  },

  /** Gives the feed a new token: the old URL stops working in the same transaction. */
  async regenerate(tenant: TenantId, current: CalendarFeedRecord): Promise<CalendarFeedRecord> {
    const token = newToken();
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: feedKey(tenant, current.targetId),
          UpdateExpression: 'SET #token = :new',
          ConditionExpression: '#token = :old',
          ExpressionAttributeNames: { '#token': 'token' },
          ExpressionAttributeValues: { ':new': token, ':old': current.token },
        },
      },
      tokenDelete(current.token),
      tokenPut(tenant, token, current),
    ]);
    return { ...current, token };
  },

  /** Deletes the feed and its URL, if it still holds the token read. */
  async revoke(tenant: TenantId, current: CalendarFeedRecord): Promise<void> {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: feedKey(tenant, current.targetId),
          ConditionExpression: '#token = :old',
          ExpressionAttributeNames: { '#token': 'token' },
          ExpressionAttributeValues: { ':old': current.token },
        },
      },
      tokenDelete(current.token),
    ]);
  },

  /** The feed a secret URL names, or undefined for an unknown, regenerated or revoked token. */
  async byToken(token: string): Promise<FeedTarget | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: tokenKey(token) }));
    if (!result.Item) return undefined;
    // The token is the proof: it was written with the feed, in the property's own transaction.
    return {
      tenant: trustedTenant(result.Item.propertyId as string),
      targetId: result.Item.targetId as string,
      roomTypeId: result.Item.roomTypeId as string,
      ...(result.Item.unitId ? { unitId: result.Item.unitId as string } : {}),
    };
  },
};
