import type { Message } from '@hostel/shared/i18n/message';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db-client';
import { queryAll } from './query-pages';
import { tenantKey, type TenantId } from './tenant';

// An imported event that did not fit (iCal import, or the channel manager's bookings under their own feed
// id): PROP#p / ICALCONFLICT#<feedId>#<uidKey>, until it fits or goes. Part of calendarImports
// (calendar-import-repository.ts).

/**
 * Why a sync refused, skipped or failed: a message by id, or, stored by a sync before messages by id, its
 * English sentence (read by functions/src/calendar-sync/stored-reasons.ts).
 */
export type StoredReason = Message | string;

export interface ImportConflict {
  feedId: string;
  uidKey: string;
  uid: string;
  feedName: string;
  roomTypeId: string;
  unitId?: string;
  checkIn: string;
  checkOut: string;
  reason: StoredReason;
  detectedAt: string;
}

export const CONFLICT = 'ICALCONFLICT#';
const conflictKey = (tenant: TenantId, feedId: string, uidKey: string) => ({
  pk: tenantKey(tenant),
  sk: `${CONFLICT}${feedId}#${uidKey}`,
});

export const importConflicts = {
  async conflicts(tenant: TenantId): Promise<ImportConflict[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':from': CONFLICT, ':to': `${CONFLICT}~` },
      ConsistentRead: true,
    });
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
      JSON.stringify(existing.Item.reason) === JSON.stringify(conflict.reason);
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
