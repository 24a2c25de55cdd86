import type { MessageId } from '@hostel/shared/i18n/message';
import { API_PREFIX, buildPath, endpoints } from '@hostel/shared/api/endpoints';
import type { CalendarFeed } from '@hostel/shared/api/calendar-feed-schemas';
import { calendarFeeds, type CalendarFeedRecord } from '../data/calendar-feed-repository';
import type { TenantId } from '../data/tenant';
import { Clash, Missing } from '../domain-errors';
import { roomTypeOf } from '../property/property-of';

export const FEED_NOT_FOUND = 'calendar.calendarFeedNotFound' satisfies MessageId;
export const FEED_EXISTS = 'calendar.roomTypeUnitAlready' satisfies MessageId;
export const UNIT_NOT_FOUND = 'calendar.unitNotFound' satisfies MessageId;

export function feedView(feed: CalendarFeedRecord): CalendarFeed {
  return {
    _id: feed.targetId,
    room_type_id: feed.roomTypeId,
    ...(feed.unitId ? { unit_id: feed.unitId } : {}),
    path: `${API_PREFIX}${buildPath(endpoints.getCalendarFeed.path, { file: `${feed.token}.ics` })}`,
    created_at: feed.createdAt,
  };
}

/** Publishes the feed of a room type, or of one of its units (a private room, a dorm bed). */
export async function publishFeed(tenant: TenantId, roomTypeId: string, unitId: string | undefined): Promise<CalendarFeedRecord> {
  const type = await roomTypeOf(tenant, roomTypeId);
  if (unitId !== undefined && !type.rooms.some((room) => room.bedIds.includes(unitId))) throw new Missing(UNIT_NOT_FOUND);
  const targetId = unitId ?? roomTypeId;
  if (await calendarFeeds.get(tenant, targetId)) throw new Clash(FEED_EXISTS);
  return calendarFeeds.create(tenant, { targetId, roomTypeId, ...(unitId ? { unitId } : {}) });
}

export async function existingFeed(tenant: TenantId, id: string): Promise<CalendarFeedRecord> {
  const feed = await calendarFeeds.get(tenant, id);
  if (!feed) throw new Missing(FEED_NOT_FOUND);
  return feed;
}
