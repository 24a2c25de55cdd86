import { availabilityFeed, blockedNights, FEED_MAX_AGE_SECONDS, feedWindow, stillFresh } from '../calendar-sync/availability-feed';
import { FEED_NOT_FOUND } from '../calendar-sync/published-feeds';
import { calendarFeeds } from '../data/calendar-feed-repository';
import { nightInventory } from '../data/night-inventory-repository';
import { properties } from '../data/property-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { NotFound } from '../http/errors';
import { CacheableReply } from '../http/pipeline-types';
import { todayAt } from '../property/property-of';
import { roomName, unitName } from '@hostel/shared/domain/room-units';

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The nights a room type or unit is not for sale, as iCal, for an OTA to block (no session: the token is the proof). */
export const handler = defineHandler('getCalendarFeed', async ({ params, headers }) => {
  const token = FEED_FILE.exec(params.file)?.[1];
  const target = token ? await calendarFeeds.byToken(token) : undefined;
  if (!target) throw new NotFound(FEED_NOT_FOUND);
  const [property, type] = await Promise.all([properties.get(target.tenant), roomTypes.get(target.tenant, target.roomTypeId)]);
  // A closed property's feeds stop: a site that still reads them blocks nothing more from it.
  if (!property || property.closedAt || !type) throw new NotFound(FEED_NOT_FOUND);
  const room = target.unitId ? type.rooms.find((candidate) => candidate.bedIds.includes(target.unitId!)) : undefined;
  // A unit no longer of its type would read as free every night: the feed is gone with it.
  if (target.unitId && !room) throw new NotFound(FEED_NOT_FOUND);
  const now = new Date();
  const { from, to } = feedWindow(todayAt(property, now));
  const nights = await nightInventory.ofType(target.tenant, type.id, from, to);
  const unit = room
    ? unitName(
        roomName(type.description, room.number, room.name),
        type.kind,
        room.bedIds.indexOf(target.unitId!),
        room.bedNames?.[target.unitId!],
      )
    : type.description;
  const name = `${property.name} · ${unit}`;
  // A dorm sells its beds one by one, a private type its rooms (any bed held holds the room).
  const units =
    type.kind === 'dorm' ? type.rooms.flatMap((each) => each.bedIds.map((bed) => [bed])) : type.rooms.map((each) => each.bedIds);
  const feed = availabilityFeed(name, target.targetId, blockedNights(nights, target.unitId, units), now);
  const fresh = stillFresh(headers['if-none-match'], feed.etag);
  return new CacheableReply(feed.body, 'text/calendar; charset=utf-8', feed.etag, FEED_MAX_AGE_SECONDS, fresh);
});
