import type { Language } from '@hostel/shared/domain/languages';
import { message } from '@hostel/shared/i18n/message';
import { renderMessage } from '@hostel/shared/i18n/render-message';
import type { MessageId } from '@hostel/shared/i18n/message';
import { randomUUID } from 'node:crypto';
import type { CalendarImport, CreateCalendarImportBody, ImportConflictView } from '@hostel/shared/api/calendar-feed-schemas';
import { calendarImports, type CalendarImportRecord, type ImportConflict } from '../data/calendar-import-repository';
import { guests, type GuestRecord } from '../data/guest-repository';
import type { TenantId } from '../data/tenant';
import { Clash, InvalidFields, Missing } from '../domain-errors';
import { roomTypeOf } from '../property/property-of';
import { releaseAfter } from './empty-feed';
import { reasonOf } from './stored-reasons';
import { guardedFetch, policyFromEnvironment } from './guarded-fetch';
import { syncSettings } from './sync-settings';
import { carriedByChannelManager, THROUGH_CHANNEL_MANAGER } from './booking-through-channel-manager';
import type { FetchText } from './import-sync';

export const IMPORT_NOT_FOUND = 'calendar.importedCalendarNotFound' satisfies MessageId;
export const IMPORT_GUEST_LAST_NAME = '(iCal)';

// The policy is read once, at cold start: production's everywhere but the local test stack.
const policy = policyFromEnvironment();
export const fetchFeedText: FetchText = (url) => guardedFetch(url, policy);

/** The feed as the API answers it, its stored reasons said in `language`. */
export function importView(feed: CalendarImportRecord, language: Language): CalendarImport {
  // A run is going on while a sync holds the feed, or one stopped at its budget waits to be continued.
  const running = (feed.syncLeaseUntil !== undefined && feed.syncLeaseUntil > new Date().toISOString()) || feed.syncRun !== undefined;
  return {
    _id: feed.id,
    room_type_id: feed.roomTypeId,
    ...(feed.unitId ? { unit_id: feed.unitId } : {}),
    url: feed.url,
    name: feed.name,
    beds: feed.beds,
    created_at: feed.createdAt,
    ...(feed.lastSyncAt ? { last_sync_at: feed.lastSyncAt } : {}),
    ...(feed.lastEventsSeen !== undefined ? { last_events_seen: feed.lastEventsSeen } : {}),
    ...(feed.lastError ? { last_error: renderMessage(reasonOf(feed.lastError), language) } : {}),
    ...(feed.lastConflicts !== undefined ? { last_conflicts: feed.lastConflicts } : {}),
    ...(feed.lastSkipped?.length
      ? { last_skipped: feed.lastSkipped.map(({ uid, reason }) => ({ uid, reason: renderMessage(reasonOf(reason), language) })) }
      : {}),
    ...(feed.emptySince
      ? { empty_since: feed.emptySince, empty_release_after: releaseAfter(feed.emptySince, syncSettings.emptyFeedHours) }
      : {}),
    ...(running ? { sync_running: true } : {}),
    ...(feed.syncRun ? { sync_done: feed.syncRun.done, sync_total: feed.syncRun.total } : {}),
  };
}

/** A conflict as the API answers it, its reason said in `language`. */
export function conflictView(conflict: ImportConflict, language: Language): ImportConflictView {
  return {
    feed_id: conflict.feedId,
    feed_name: conflict.feedName,
    uid: conflict.uid,
    room_type_id: conflict.roomTypeId,
    ...(conflict.unitId ? { unit_id: conflict.unitId } : {}),
    check_in: conflict.checkIn,
    check_out: conflict.checkOut,
    reason: renderMessage(reasonOf(conflict.reason), language),
    detected_at: conflict.detectedAt,
  };
}

/**
 * Adds a feed to import, with the guest its bookings are made for ("Airbnb (iCal)"), in one transaction.
 * The address's host is checked when it is read (every sync), where DNS answers now, not here.
 */
export async function addImport(tenant: TenantId, body: CreateCalendarImportBody): Promise<CalendarImportRecord> {
  const type = await roomTypeOf(tenant, body.room_type_id);
  if (body.unit_id !== undefined && !type.rooms.some((room) => room.bedIds.includes(body.unit_id!)))
    throw new Missing('calendar.unitNotFound');
  const beds = type.kind === 'dorm' ? body.beds : 1;
  if (type.kind === 'dorm' && beds > type.maxOccupancy * type.inventory)
    throw new InvalidFields([{ msg: message('calendar.roomTypeCountBeds', { count: type.maxOccupancy * type.inventory }), path: 'beds' }]);
  if (!policy.schemes.includes(new URL(body.url).protocol as 'https:'))
    throw new InvalidFields([{ msg: message('calendar.feedAddressHttpsAddress'), path: 'url' }]);
  if (await carriedByChannelManager(tenant, body)) throw new Clash(THROUGH_CHANNEL_MANAGER);
  const id = randomUUID();
  const now = new Date().toISOString();
  const guest: GuestRecord = {
    id: randomUUID(),
    firstName: body.name,
    lastName: IMPORT_GUEST_LAST_NAME,
    // A reserved domain: no mail is ever sent to it, and it keeps the guest's email lock unique.
    email: `${id}@ical.invalid`,
    version: 1,
    bookings: 0,
    reservationIds: [],
    createdAt: now,
    updatedAt: now,
  };
  const feed: CalendarImportRecord = {
    id,
    roomTypeId: type.id,
    ...(body.unit_id ? { unitId: body.unit_id } : {}),
    url: body.url,
    name: body.name,
    beds,
    guestId: guest.id,
    createdAt: now,
  };
  await guests.create(tenant, guest, [calendarImports.createPart(tenant, feed)]);
  return feed;
}

export async function existingImport(tenant: TenantId, id: string): Promise<CalendarImportRecord> {
  const feed = await calendarImports.get(tenant, id);
  if (!feed) throw new Missing(IMPORT_NOT_FOUND);
  return feed;
}
