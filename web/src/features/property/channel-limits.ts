import type { CalendarImport } from '@hostel/shared/api/calendar-feed-schemas';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { icalSiteOf } from '@hostel/shared/domain/ical-sites';

// What iCal can carry to each site, without React. Booking.com syncs by iCal only a room type of one unit
// with no other connection, so a dorm sold by the bed (or a type of several rooms as a whole) cannot sync
// there, and once a channel manager is connected it is what carries Booking.com: an iCal import beside it
// would hold each booking twice. Hostelworld offers no iCal at all. A calendar that cannot carry its target
// is never shown as synced.

export type ChannelLimit = 'bookingChannelManager' | 'bookingDorm' | 'bookingSeveralUnits' | 'hostelworld';

/**
 * Why this imported calendar cannot keep its room type or unit in sync, if it cannot; `channelManager` is
 * whether the property has a channel manager (Channex) connected.
 */
export function channelLimit(
  feed: Pick<CalendarImport, 'url' | 'name' | 'room_type_id' | 'unit_id'>,
  types: readonly Pick<RoomType, '_id' | 'type' | 'inventory'>[],
  channelManager = false,
): ChannelLimit | undefined {
  const site = icalSiteOf(feed);
  if (site === 'hostelworld') return 'hostelworld';
  if (site !== 'booking') return undefined;
  if (channelManager) return 'bookingChannelManager';
  const type = types.find((candidate) => candidate._id === feed.room_type_id);
  if (!type) return undefined;
  if (type.type === 'dorm') return 'bookingDorm';
  if (!feed.unit_id && type.inventory > 1) return 'bookingSeveralUnits';
  return undefined;
}
