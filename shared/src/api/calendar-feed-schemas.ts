import { said } from '../i18n/message';
import * as z from 'zod/mini';
import { entityId } from './id-field';
import { plainText } from './plain-text';

// Published availability feeds (iCal export): one secret URL per room type or unit, which OTAs poll.

export const createCalendarFeedBody = /* @__PURE__ */ (() =>
  z.strictObject({
    room_type_id: entityId('label.roomTypeId'),
    /** A unit's bed id (a private room's one bed, or a dorm bed); left out: the whole room type. */
    unit_id: z.optional(entityId('label.unitId')),
  }))();
export type CreateCalendarFeedBody = z.infer<typeof createCalendarFeedBody>;

export const calendarFeedIdParams = /* @__PURE__ */ (() => z.strictObject({ id: entityId('label.feedId') }))();

export const calendarFeed = /* @__PURE__ */ (() =>
  z.object({
    /** The room type's id or the unit's: one feed per target. */
    _id: z.string(),
    room_type_id: z.string(),
    unit_id: z.optional(z.string()),
    /** Under the API prefix; the app prepends its own origin. */
    path: z.string(),
    created_at: z.string(),
  }))();
export type CalendarFeed = z.infer<typeof calendarFeed>;

export const calendarFeedList = /* @__PURE__ */ (() => z.object({ feeds: z.array(calendarFeed) }))();

/** `<token>.ics`: anything else is not a feed. */
export const calendarFileParams = /* @__PURE__ */ (() => z.strictObject({ file: z.string() }))();

/** The feed itself is text/calendar, not JSON. */
export const calendarText = /* @__PURE__ */ (() => z.string())();

// Imported feeds (iCal import): an OTA's calendar of one room type or unit, read every 15 minutes.

export const MAX_FEED_URL = 2000;

export const createCalendarImportBody = /* @__PURE__ */ (() =>
  z.strictObject({
    room_type_id: entityId('label.roomTypeId'),
    /** A unit's bed id (a private room, or the first bed of a dorm booking); left out: any unit of the type. */
    unit_id: z.optional(entityId('label.unitId')),
    url: z.string(said('validation.feedAddressRequired')).check(
      z.trim(),
      z.maxLength(MAX_FEED_URL, said('validation.feedAddressMostMax', { max: MAX_FEED_URL })),
      // The scheme is the fetch policy's to check (https only, but in the local test stack).
      z.refine((value) => URL.canParse(value), said('validation.feedAddressWebAddress')),
    ),
    name: plainText('label.name', 1, 30),
    /** Beds one imported booking takes in a dorm (private rooms: always one room). */
    beds: z._default(
      z
        .number(said('validation.bedsNumber'))
        .check(
          z.int(said('validation.bedsWholeNumber')),
          z.minimum(1, said('validation.bedsLeast1')),
          z.maximum(50, said('validation.bedsMost50')),
        ),
      1,
    ),
  }))();
export type CreateCalendarImportBody = z.infer<typeof createCalendarImportBody>;

export const calendarImport = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    room_type_id: z.string(),
    unit_id: z.optional(z.string()),
    url: z.string(),
    name: z.string(),
    beds: z.number(),
    created_at: z.string(),
    last_sync_at: z.optional(z.string()),
    last_events_seen: z.optional(z.number()),
    last_error: z.optional(z.string()),
    last_conflicts: z.optional(z.number()),
    /** The last sync's events not read as stays (unreadable, or holding no night), by UID. */
    last_skipped: z.optional(z.array(z.object({ uid: z.string(), reason: z.string() }))),
    /** Since when the feed lists no events while stays are linked to it, and when they are released if it stays so. */
    empty_since: z.optional(z.string()),
    empty_release_after: z.optional(z.string()),
    /** A sync of this feed is going on (one at a time per feed); a large feed's run spans several calls. */
    sync_running: z.optional(z.boolean()),
    /** That run's progress: the changes taken of those it planned. */
    sync_done: z.optional(z.number()),
    sync_total: z.optional(z.number()),
  }))();
export type CalendarImport = z.infer<typeof calendarImport>;

/** An imported stay that did not fit: stored and shown until it fits or leaves the feed. */
export const importConflict = /* @__PURE__ */ (() =>
  z.object({
    feed_id: z.string(),
    feed_name: z.string(),
    uid: z.string(),
    room_type_id: z.string(),
    unit_id: z.optional(z.string()),
    check_in: z.string(),
    check_out: z.string(),
    reason: z.string(),
    detected_at: z.string(),
  }))();
export type ImportConflictView = z.infer<typeof importConflict>;

export const importConflictList = /* @__PURE__ */ (() => z.object({ conflicts: z.array(importConflict) }))();

export const calendarImportList = /* @__PURE__ */ (() =>
  z.object({ feeds: z.array(calendarImport), conflicts: z.array(importConflict) }))();

export const calendarImportIdParams = /* @__PURE__ */ (() => z.strictObject({ id: entityId('label.feedId') }))();
