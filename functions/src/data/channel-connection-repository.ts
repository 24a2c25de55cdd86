import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from './data-errors';
import { db, tableName } from './db-client';
import { queryAll } from './query-pages';
import { tenantKey, trustedTenant, type TenantId } from './tenant';

// A property's connection to its channel manager (Channex), one item:
//   PROP#p / CHANNELMGR → the channel manager's property, its currency, the sealed API key, the room mapping,
//     who connected it and when, and the last pull's and push's outcome (the sync and the push write those).
//   gsi1pk = CHANNELMGR, gsi1sk = <propertyId>: the schedule lists every connection with one Query, no Scan.
// The API key is stored only sealed (api-key-sealing.ts, under the property's id) and is opened only to make
// a ChannelManager (connected-channel-manager.ts, apart so a call that only reads the item does not bundle the
// adapter): no view, answer or log line carries it.

/** One of our room types sold as a channel manager's room type, at one of its rate plans. */
export interface ChannelMapping {
  roomTypeId: string;
  channelRoomTypeId: string;
  channelRatePlanId: string;
}

export interface ChannelConnectionRecord {
  provider: 'channex';
  channelPropertyId: string;
  channelPropertyTitle: string;
  /** ISO 4217: the channel manager's property's currency. */
  currency: string;
  /** The API key, sealed (never in clear, never returned). */
  sealedKey: string;
  mappings: ChannelMapping[];
  connectedAt: string;
  /** The user id who connected it. */
  connectedBy: string;
  lastPullAt?: string;
  lastPullError?: string;
  lastPushAt?: string;
  lastPushError?: string;
}

const SK = 'CHANNELMGR';
const INDEX_PK = 'CHANNELMGR';
const key = (tenant: TenantId) => ({ pk: tenantKey(tenant), sk: SK });

function recordOf(item: Record<string, unknown>): ChannelConnectionRecord {
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _a, gsi1sk: _b, propertyId: _p, ...rest } = item;
  return rest as unknown as ChannelConnectionRecord;
}

/** Ignores a lost condition: the connection was removed meanwhile, so there is nothing to record. */
function unlessGone(error: Error): void {
  if (!(error instanceof ConditionFailed)) throw error;
}

async function recordOutcome(tenant: TenantId, at: 'lastPullAt' | 'lastPushAt', errorField: string, when: string, error?: string) {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(tenant),
        UpdateExpression: error ? `SET ${at} = :at, ${errorField} = :error` : `SET ${at} = :at REMOVE ${errorField}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': when, ...(error ? { ':error': error } : {}) },
      }),
    )
    .catch(unlessGone);
}

export const channelConnections = {
  async get(tenant: TenantId): Promise<ChannelConnectionRecord | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: key(tenant), ConsistentRead: true }));
    return result.Item ? recordOf(result.Item) : undefined;
  },

  /** Connects the property (or replaces its connection: a new key, or another channel manager's property). */
  async put(tenant: TenantId, record: ChannelConnectionRecord): Promise<void> {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(tenant), type: 'channelConnection', propertyId: tenant, gsi1pk: INDEX_PK, gsi1sk: tenant, ...record },
      }),
    );
  },

  /** Saves the room mapping of the connection read; ConditionFailed when it was removed or replaced meanwhile. */
  async updateMappings(tenant: TenantId, channelPropertyId: string, mappings: ChannelMapping[]): Promise<void> {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(tenant),
        UpdateExpression: 'SET mappings = :mappings',
        ConditionExpression: 'channelPropertyId = :channelProperty',
        ExpressionAttributeValues: { ':mappings': mappings, ':channelProperty': channelPropertyId },
      }),
    );
  },

  /** Forgets the key and the mapping; the reservations the channel made stay. */
  async remove(tenant: TenantId): Promise<void> {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: key(tenant) }));
  },

  /** Every connected property (the schedule's list): one Query of the index. */
  async everyConnection(): Promise<TenantId[]> {
    const items = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': INDEX_PK },
      ProjectionExpression: 'propertyId',
    });
    // Written by the property's own call with its session's id (put).
    return items.map((item) => trustedTenant(item.propertyId as string));
  },

  /** The last pull's outcome (bookings in), on the connection if it still exists. */
  recordPull: (tenant: TenantId, at: string, error?: string) => recordOutcome(tenant, 'lastPullAt', 'lastPullError', at, error),

  /** The last push's outcome (availability and rates out), on the connection if it still exists. */
  recordPush: (tenant: TenantId, at: string, error?: string) => recordOutcome(tenant, 'lastPushAt', 'lastPushError', at, error),
};
