import type { CalendarFeed } from '@hostel/shared/api/calendar-feed-schemas';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';

// The channels page without React: one row per room type and per unit (a private room, a dorm bed), each
// with its published feed if it has one, and every word the page shows.

export const CHANNELS_TEXT = {
  title: 'Channels',
  exportTitle: 'Publish availability (iCal)',
  exportLead:
    'Give each booking site the link of what you list there: a whole room type, a private room or a dorm bed. The link lists every night it cannot be sold (booked, closed, or no availability left), from 30 days ago to 18 months ahead.',
  wholeType: 'Whole room type',
  create: 'Create link',
  creating: 'Creating…',
  copy: 'Copy link',
  copied: 'Link copied',
  regenerate: 'New link',
  regenerated: 'New link made: the old one no longer works. Give the new one to the booking site.',
  revoke: 'Delete link',
  revokeTitle: 'Delete this link?',
  revokeBody: (name: string) => `Booking sites that use the link of ${name} will no longer see its availability.`,
  linkLabel: (name: string) => `iCal link of ${name}`,
  noRoomTypes: 'Add a room type first: its rooms and beds get links here.',
  loading: 'Loading calendar links',
  failed: 'The calendar links could not be loaded',
} as const;

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
        const name = type.type === 'dorm' ? `${room.room_name}, bed ${room.bed_names[index] ?? index + 1}` : room.room_name;
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
