import type { CalendarFeed } from '@hostel/shared/api/calendar-feed-schemas';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { i18n } from '../../lib/i18n/i18n';

// The channels page without React: one row per room type and per unit (a private room, a dorm bed), each
// with its published feed if it has one. Its words are in the catalogs' `channels` section.

export interface FeedRow {
  targetId: string;
  roomTypeId: string;
  unitId?: string;
  name: string;
  /** The type's own row, or one of its units. */
  whole: boolean;
  feed?: CalendarFeed;
}

export function feedRows(types: readonly RoomType[], feeds: readonly CalendarFeed[]): FeedRow[] {
  const byTarget = new Map(feeds.map((feed) => [feed._id, feed]));
  const rows: FeedRow[] = [];
  for (const type of types) {
    rows.push({ targetId: type._id, roomTypeId: type._id, name: type.description, whole: true, feed: byTarget.get(type._id) });
    for (const room of type.products) {
      room.beds.forEach((bed, index) => {
        const name =
          type.type === 'dorm'
            ? i18n.t('channels.feeds.bedOf', { room: room.room_name, bed: room.bed_names[index] ?? index + 1 })
            : room.room_name;
        rows.push({ targetId: bed, roomTypeId: type._id, unitId: bed, name, whole: false, feed: byTarget.get(bed) });
      });
    }
  }
  return rows;
}

/** The link an OTA is given: the app's own origin, where the API is served too. */
export function feedUrl(feed: CalendarFeed, origin: string): string {
  return `${origin}${feed.path}`;
}
