import * as z from 'zod/mini';
import { entityId } from './id-field';

// Published availability feeds (iCal export): one secret URL per room type or unit, which OTAs poll.

export const createCalendarFeedBody = z.strictObject({
  room_type_id: entityId('Room type id'),
  /** A unit's bed id (a private room's one bed, or a dorm bed); left out: the whole room type. */
  unit_id: z.optional(entityId('Unit id')),
});
export type CreateCalendarFeedBody = z.infer<typeof createCalendarFeedBody>;

export const calendarFeedIdParams = z.strictObject({ id: entityId('Feed id') });

export const calendarFeed = z.object({
  /** The room type's id or the unit's: one feed per target. */
  _id: z.string(),
  room_type_id: z.string(),
  unit_id: z.optional(z.string()),
  /** Under the API prefix; the app prepends its own origin. */
  path: z.string(),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

export const calendarFeedList = z.object({ feeds: z.array(calendarFeed) });

/** `<token>.ics`: anything else is not a feed. */
export const calendarFileParams = z.strictObject({ file: z.string() });

/** The feed itself is text/calendar, not JSON. */
export const calendarText = z.string();
