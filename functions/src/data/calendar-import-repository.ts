import { createHash } from 'node:crypto';
import type { Message } from '@hostel/shared/i18n/message';
import { CONFLICT, importConflicts, type StoredReason } from './calendar-import-conflicts';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { deleteKeys } from './batch-delete';
import { ConditionFailed } from './data-errors';
import { db, tableName } from './db-client';
import { type LeaseAttributes, releaseItemLease, takeItemLease } from './item-lease';
import { queryAll } from './query-pages';
import { tenantKey, trustedTenant, type TenantId } from './tenant';
import { transact, type TransactItem } from './transactions';

const SYNC_LEASE: LeaseAttributes = { holder: 'syncLease', until: 'syncLeaseUntil' };

// Imported feeds (iCal import): an OTA's calendar of one room type or unit, read every 15 minutes.
//   PROP#p / ICALIN#<feedId> → the feed: URL, name, target, beds per booking, its guest, last sync's result.
//     gsi1pk = ICALIN, gsi1sk = <propertyId>#<feedId>: the schedule lists every feed with one Query, no Scan.
//   PROP#p / ICALSTAY#<feedId>#<uidKey> → { reservationId, uid, checkIn, checkOut }: the reservation an event
//     became, Put in the booking's own transaction on attribute_not_exists, so an event is never booked twice;
//     the dates are the event's as last synced (the feed's, not the desk's), so only a move in the feed moves it.
//   PROP#p / ICALCONFLICT#<feedId>#<uidKey> → an event that did not fit, until it fits or goes.
// uidKey is a hash of the event's UID: UIDs are free text of any length. The conflicts: calendar-import-conflicts.ts.

export type { ImportConflict, StoredReason } from './calendar-import-conflicts';

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
  lastError?: StoredReason;
  lastConflicts?: number;
  /** When the feed was first found listing no event while stays were linked; cleared when it lists events. */
  emptySince?: string;
  /** The last sync's events not read as stays, by UID (at most MAX_SKIPPED_KEPT). */
  lastSkipped?: { uid: string; reason: StoredReason }[];
  /** Who holds the feed's sync (one at a time) and until when: an expired lease may be taken over. */
  syncLease?: string;
  syncLeaseUntil?: string;
  /** A run cut into bounded steps: the key of its last step taken, and its progress, until it finishes. */
  syncRun?: SyncRunState;
}

export interface SyncRunState {
  startedAt: string;
  cursor?: string;
  done: number;
  total: number;
}

export interface ImportedStay {
  uidKey: string;
  uid: string;
  reservationId: string;
  /** The event's dates when last synced; absent on links made before they were kept. */
  checkIn?: string;
  checkOut?: string;
}

const FEED = 'ICALIN#';
/** Skipped events kept on a feed for the page: enough to find them in the site's calendar. */
export const MAX_SKIPPED_KEPT = 20;
const STAY = 'ICALSTAY#';
const INDEX_PK = 'ICALIN';
const feedKey = (tenant: TenantId, id: string) => ({ pk: tenantKey(tenant), sk: `${FEED}${id}` });
const stayKey = (tenant: TenantId, feedId: string, uidKey: string) => ({ pk: tenantKey(tenant), sk: `${STAY}${feedId}#${uidKey}` });

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

  /** Deletes the feed's links and conflicts (paged, in batches), then the feed: nothing of it is left on Home. */
  async remove(tenant: TenantId, id: string): Promise<void> {
    for (const prefix of [`${STAY}${id}#`, `${CONFLICT}${id}#`]) {
      const items = await queryAll({ ...between(tenant, prefix), ProjectionExpression: 'pk, sk' });
      await deleteKeys(items.map((item) => ({ pk: item.pk as string, sk: item.sk as string })));
    }
    // The feed goes last: a delete cut short leaves it listed, and deleting it again finishes the work.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: feedKey(tenant, id) }));
  },

  /** The last sync's outcome, on the feed itself (only if it still exists). */
  async recordSync(
    tenant: TenantId,
    id: string,
    at: string,
    outcome: { seen: number; conflicts: number; error?: Message; emptySince?: string; skipped?: { uid: string; reason: Message }[] },
  ) {
    const set = ['lastSyncAt = :at', 'lastEventsSeen = :seen', 'lastConflicts = :conflicts'];
    const remove: string[] = [];
    if (outcome.error) set.push('lastError = :error');
    else remove.push('lastError');
    // emptySyncs: the count kept before the guard counted time, dropped on the next sync.
    remove.push('emptySyncs');
    if (outcome.emptySince) set.push('emptySince = :empty');
    else remove.push('emptySince');
    const skipped = (outcome.skipped ?? []).slice(0, MAX_SKIPPED_KEPT);
    if (skipped.length) set.push('lastSkipped = :skipped');
    else remove.push('lastSkipped');
    await db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: feedKey(tenant, id),
          UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':at': at,
            ':seen': outcome.seen,
            ':conflicts': outcome.conflicts,
            ...(outcome.error ? { ':error': outcome.error } : {}),
            ...(outcome.emptySince ? { ':empty': outcome.emptySince } : {}),
            ...(skipped.length ? { ':skipped': skipped } : {}),
          },
        }),
      )
      .catch((error: Error) => {
        // A feed deleted during its sync: nothing to record.
        if (!(error instanceof ConditionFailed)) throw error;
      });
  },

  /** Takes the feed's sync lease (free, or expired at `now`); false when another sync holds it. */
  takeLease(tenant: TenantId, id: string, holder: string, now: Date, ms: number): Promise<boolean> {
    return takeItemLease(feedKey(tenant, id), SYNC_LEASE, holder, now, ms, true);
  },

  /** Gives the lease back, and keeps (or clears) the run's cursor: only its holder's word counts. */
  releaseLease(tenant: TenantId, id: string, holder: string, run: SyncRunState | undefined): Promise<void> {
    return releaseItemLease(feedKey(tenant, id), SYNC_LEASE, holder, run ? { set: { syncRun: run } } : { remove: ['syncRun'] });
  },

  /**
   * Notes a run's progress and extends its lease to `until`, while it holds the lease (the page polls the
   * progress); false when another sync took the lease over (or the feed is gone): the run must stop writing.
   */
  async noteRun(tenant: TenantId, id: string, holder: string, run: SyncRunState, until: Date): Promise<boolean> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: feedKey(tenant, id),
          UpdateExpression: 'SET syncRun = :run, syncLeaseUntil = :until',
          ConditionExpression: 'syncLease = :holder',
          ExpressionAttributeValues: { ':holder': holder, ':run': run, ':until': until.toISOString() },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  },

  /**
   * Moves a vanished event's link to the new UID that took its nights, keeping its reservation and its last
   * dates (the move to the new ones follows): one transaction, so the stay is linked once throughout.
   */
  async rekeyStay(tenant: TenantId, feedId: string, from: ImportedStay, uid: string): Promise<void> {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...stayKey(tenant, feedId, uidKeyOf(uid)),
            type: 'calendarImportStay',
            uid,
            reservationId: from.reservationId,
            checkIn: from.checkIn,
            checkOut: from.checkOut,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Delete: { TableName: tableName(), Key: stayKey(tenant, feedId, from.uidKey), ConditionExpression: 'attribute_exists(pk)' } },
    ]);
  },

  async stays(tenant: TenantId, feedId: string): Promise<ImportedStay[]> {
    const items = await queryAll(between(tenant, `${STAY}${feedId}#`));
    return items.map((item) => ({
      uidKey: (item.sk as string).slice(`${STAY}${feedId}#`.length),
      uid: item.uid as string,
      reservationId: item.reservationId as string,
      ...(typeof item.checkIn === 'string' && typeof item.checkOut === 'string' ? { checkIn: item.checkIn, checkOut: item.checkOut } : {}),
    }));
  },

  /** The booking transaction's part that links an event (with its dates) to its reservation, once. */
  stayPart(
    tenant: TenantId,
    feedId: string,
    event: { uid: string; checkIn: string; checkOut: string },
    reservationId: string,
  ): TransactItem {
    return {
      Put: {
        TableName: tableName(),
        Item: {
          ...stayKey(tenant, feedId, uidKeyOf(event.uid)),
          type: 'calendarImportStay',
          uid: event.uid,
          reservationId,
          checkIn: event.checkIn,
          checkOut: event.checkOut,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  },

  /** Notes the event's dates as synced, on its link (if the link is still there). */
  async noteStayDates(tenant: TenantId, feedId: string, uidKey: string, dates: { checkIn: string; checkOut: string }): Promise<void> {
    await db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: stayKey(tenant, feedId, uidKey),
          UpdateExpression: 'SET checkIn = :in, checkOut = :out',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':in': dates.checkIn, ':out': dates.checkOut },
        }),
      )
      .catch((error: Error) => {
        // Forgotten meanwhile (the feed was deleted): nothing to note.
        if (!(error instanceof ConditionFailed)) throw error;
      });
  },

  /** Forgets an event's link once its reservation is released (or was ended at the desk). */
  async forgetStay(tenant: TenantId, feedId: string, uidKey: string): Promise<void> {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: stayKey(tenant, feedId, uidKey) }));
  },

  ...importConflicts,
};
