import type { CalendarFeed } from '@hostel/shared/api/calendar-feed-schemas';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { bedNameIn, roomNameIn } from '../../lib/unit-names';

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
    for (const [roomIndex, room] of type.products.entries()) {
      room.beds.forEach((bed, index) => {
        const roomName = roomNameIn(type.description, room.room_name, roomIndex);
        const name = type.type === 'dorm' ? bedNameIn(roomName, index, room.bed_names[index]) : roomName;
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
