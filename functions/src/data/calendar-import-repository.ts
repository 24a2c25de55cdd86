import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from './data-errors';
import { db, tableName } from './db-client';
import { queryAll } from './query-pages';
import { tenantKey, trustedTenant, type TenantId } from './tenant';
import type { TransactItem } from './transactions';

// Imported feeds (iCal import): an OTA's calendar of one room type or unit, read every 15 minutes.
//   PROP#p / ICALIN#<feedId> → the feed: URL, name, target, beds per booking, its guest, last sync's result.
//     gsi1pk = ICALIN, gsi1sk = <propertyId>#<feedId>: the schedule lists every feed with one Query, no Scan.
//   PROP#p / ICALSTAY#<feedId>#<uidKey> → { reservationId, uid }: the reservation an event became, Put in the
//     booking's own transaction on attribute_not_exists, so an event is never booked twice.
//   PROP#p / ICALCONFLICT#<feedId>#<uidKey> → an event that did not fit, until it fits or goes.
// uidKey is a hash of the event's UID: UIDs are free text of any length.

export interface CalendarImportRecord {
  id: string;
  roomTypeId: string;
  unitId?: string;
  url: string;
  name: string;
  /** Beds one imported booking takes (a dorm); 1 for a private room. */
  beds: number;
  /** The placeholder guest imported bookings are made for. */
  guestId: string;
  createdAt: string;
  lastSyncAt?: string;
  lastEventsSeen?: number;
  lastError?: string;
  lastConflicts?: number;
}

export interface ImportedStay {
  uidKey: string;
  uid: string;
  reservationId: string;
}

export interface ImportConflict {
  feedId: string;
  uidKey: string;
  uid: string;
  feedName: string;
  roomTypeId: string;
  unitId?: string;
  checkIn: string;
  checkOut: string;
  reason: string;
  detectedAt: string;
}

const FEED = 'ICALIN#';
const STAY = 'ICALSTAY#';
const CONFLICT = 'ICALCONFLICT#';
const INDEX_PK = 'ICALIN';
const feedKey = (tenant: TenantId, id: string) => ({ pk: tenantKey(tenant), sk: `${FEED}${id}` });
const stayKey = (tenant: TenantId, feedId: string, uidKey: string) => ({ pk: tenantKey(tenant), sk: `${STAY}${feedId}#${uidKey}` });
const conflictKey = (tenant: TenantId, feedId: string, uidKey: string) => ({
  pk: tenantKey(tenant),
  sk: `${CONFLICT}${feedId}#${uidKey}`,
});

export const uidKeyOf = (uid: string) => createHash('sha256').update(uid).digest('base64url').slice(0, 22);

function feedOf(item: Record<string, unknown>): CalendarImportRecord {
  const { pk: _pk, sk, type: _type, gsi1pk: _a, gsi1sk: _b, propertyId: _p, ...rest } = item;
  return { ...(rest as Omit<CalendarImportRecord, 'id'>), id: (sk as string).slice(FEED.length) };
}

const between = (tenant: TenantId, prefix: string) => ({
  KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
  ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':from': prefix, ':to': `${prefix}~` },
  ConsistentRead: true,
});

export const calendarImports = {
  /** The transaction part that adds a feed (with its guest, in the caller's transaction). */
  createPart(tenant: TenantId, feed: CalendarImportRecord): TransactItem {
    const { id, ...rest } = feed;
    return {
      Put: {
        TableName: tableName(),
        Item: { ...feedKey(tenant, id), type: 'calendarImport', propertyId: tenant, gsi1pk: INDEX_PK, gsi1sk: `${tenant}#${id}`, ...rest },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  },

  async list(tenant: TenantId): Promise<CalendarImportRecord[]> {
    return (await queryAll(between(tenant, FEED))).map(feedOf);
  },

  async get(tenant: TenantId, id: string): Promise<CalendarImportRecord | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: feedKey(tenant, id), ConsistentRead: true }));
    return result.Item ? feedOf(result.Item) : undefined;
  },

  /** Every feed of every property (the schedule's list): one Query of the index. */
  async everyFeed(): Promise<{ tenant: TenantId; feedId: string }[]> {
    const items = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': INDEX_PK },
    });
    // Written by the property's own call with its session's id (createPart).
    return items.map((item) => ({ tenant: trustedTenant(item.propertyId as string), feedId: (item.sk as string).slice(FEED.length) }));
  },

  async remove(tenant: TenantId, id: string): Promise<void> {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: feedKey(tenant, id) }));
  },

  /** The last sync's outcome, on the feed itself (only if it still exists). */
  async recordSync(tenant: TenantId, id: string, at: string, outcome: { seen: number; conflicts: number; error?: string }) {
    await db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: feedKey(tenant, id),
          UpdateExpression: `SET lastSyncAt = :at, lastEventsSeen = :seen, lastConflicts = :conflicts${outcome.error ? ', lastError = :error' : ' REMOVE lastError'}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':at': at,
            ':seen': outcome.seen,
            ':conflicts': outcome.conflicts,
            ...(outcome.error ? { ':error': outcome.error } : {}),
          },
        }),
      )
      .catch((error: Error) => {
        // A feed deleted during its sync: nothing to record.
        if (!(error instanceof ConditionFailed)) throw error;
      });
  },

  async stays(tenant: TenantId, feedId: string): Promise<ImportedStay[]> {
    const items = await queryAll(between(tenant, `${STAY}${feedId}#`));
    return items.map((item) => ({
      uidKey: (item.sk as string).slice(`${STAY}${feedId}#`.length),
      uid: item.uid as string,
      reservationId: item.reservationId as string,
    }));
  },

  /** The booking transaction's part that links an event to its reservation, once. */
  stayPart(tenant: TenantId, feedId: string, uid: string, reservationId: string): TransactItem {
    return {
      Put: {
        TableName: tableName(),
        Item: { ...stayKey(tenant, feedId, uidKeyOf(uid)), type: 'calendarImportStay', uid, reservationId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  },

  /** Forgets an event's link once its reservation is released (or was ended at the desk). */
  async forgetStay(tenant: TenantId, feedId: string, uidKey: string): Promise<void> {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: stayKey(tenant, feedId, uidKey) }));
  },

  async conflicts(tenant: TenantId): Promise<ImportConflict[]> {
    const items = await queryAll(between(tenant, CONFLICT));
    return items.map((item) => {
      const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
      return rest as unknown as ImportConflict;
    });
  },

  /** Records a conflict; true when it is new (the staff are told once, not every 15 minutes). */
  async putConflict(tenant: TenantId, conflict: ImportConflict): Promise<boolean> {
    const key = conflictKey(tenant, conflict.feedId, conflict.uidKey);
    const existing = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    const same =
      existing.Item &&
      existing.Item.checkIn === conflict.checkIn &&
      existing.Item.checkOut === conflict.checkOut &&
      existing.Item.reason === conflict.reason;
    if (same) return false;
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, type: 'calendarImportConflict', ...conflict } }));
    return !existing.Item;
  },

  async conflict(tenant: TenantId, feedId: string, uidKey: string): Promise<ImportConflict | undefined> {
    const result = await db().send(
      new GetCommand({ TableName: tableName(), Key: conflictKey(tenant, feedId, uidKey), ConsistentRead: true }),
    );
    if (!result.Item) return undefined;
    const { pk: _pk, sk: _sk, type: _type, ...rest } = result.Item;
    return rest as unknown as ImportConflict;
  },

  async clearConflict(tenant: TenantId, feedId: string, uidKey: string): Promise<void> {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: conflictKey(tenant, feedId, uidKey) }));
  },
};
