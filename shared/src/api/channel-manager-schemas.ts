import * as z from 'zod/mini';
import { said } from '../i18n/message';

// The channel manager (Channex): the connection, made with the property's API key (sent once, never
// answered back), and the mapping of our room types to the channel manager's room types and rate plans.

export const MAX_API_KEY = 200;
/** At most one mapping per room type; a property has at most 25 beds, so at most 25 room types. */
export const MAX_MAPPINGS = 50;

export const connectChannelManagerBody = /* @__PURE__ */ (() =>
  z.strictObject({
    api_key: z.string(said('channel.apiKeyRequired')).check(
      z.trim(),
      z.minLength(1, { error: said('channel.apiKeyRequired'), abort: true }),
      // Printable ASCII without spaces: what the channel manager issues; anything else is a paste gone wrong.
      z.regex(new RegExp(`^[\\x21-\\x7e]{8,${MAX_API_KEY}}$`), said('channel.apiKeyNotValid', { max: MAX_API_KEY })),
    ),
  }))();
export type ConnectChannelManagerBody = z.infer<typeof connectChannelManagerBody>;

/** Ours or the channel manager's: opaque ids (Channex's are UUIDs); this refuses only what no id looks like. */
const idField = (id: 'channel.roomTypeIdNotValid' | 'channel.channelRoomTypeIdNotValid' | 'channel.ratePlanIdNotValid') =>
  z.string(said(id)).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, said(id)));

export const channelMapping = /* @__PURE__ */ (() =>
  z.strictObject({
    room_type_id: idField('channel.roomTypeIdNotValid'),
    channel_room_type_id: idField('channel.channelRoomTypeIdNotValid'),
    channel_rate_plan_id: idField('channel.ratePlanIdNotValid'),
  }))();
export type ChannelMappingBody = z.infer<typeof channelMapping>;

export const mapChannelManagerRoomsBody = /* @__PURE__ */ (() =>
  z.strictObject({
    mappings: z
      .array(channelMapping, said('channel.mappingsList'))
      .check(z.maxLength(MAX_MAPPINGS, said('channel.mappingsAtMost', { max: MAX_MAPPINGS }))),
  }))();
export type MapChannelManagerRoomsBody = z.infer<typeof mapChannelManagerRoomsBody>;

/** A mapping saved although something in it deserves a look (the web words it from its catalog). */
export const mappingWarning = /* @__PURE__ */ (() =>
  z.object({
    room_type_id: z.string(),
    /**
     * `units`: the channel manager sells another number of units than we have (beds of a dorm, rooms of a private type);
     * `currency`: the rate plan is priced in another currency; `dorm`: our dorm is sold through a channel room type that
     * is not a dorm of one-guest beds (`theirs`: its kind and adults, `room:2`).
     */
    kind: z.enum(['units', 'currency', 'dorm']),
    ours: z.string(),
    theirs: z.string(),
  }))();
export type MappingWarning = z.infer<typeof mappingWarning>;

/** The connection as the page shows it: never its key. */
export const channelManagerView = /* @__PURE__ */ (() =>
  z.object({
    connected: z.boolean(),
    provider: z.optional(z.literal('channex')),
    channel_property_id: z.optional(z.string()),
    channel_property_title: z.optional(z.string()),
    currency: z.optional(z.string()),
    connected_at: z.optional(z.string()),
    mappings: z.optional(z.array(channelMapping)),
    last_pull_at: z.optional(z.string()),
    last_pull_error: z.optional(z.string()),
    last_push_at: z.optional(z.string()),
    last_push_error: z.optional(z.string()),
    /** Only in the connection's own answer: the address Channex's webhook calls when a booking changes (a secret). */
    webhook_url: z.optional(z.string()),
    /** Only in the mapping's answer: what was saved but deserves a look. */
    warnings: z.optional(z.array(mappingWarning)),
  }))();
export type ChannelManagerView = z.infer<typeof channelManagerView>;

export const channelRatePlan = /* @__PURE__ */ (() => z.object({ id: z.string(), title: z.string(), currency: z.string() }))();

/** The channel manager's room types, each with its rate plans, read live for the mapping form. */
export const channelManagerRooms = /* @__PURE__ */ (() =>
  z.object({
    room_types: z.array(z.object({ id: z.string(), title: z.string(), units: z.number(), rate_plans: z.array(channelRatePlan) })),
  }))();
export type ChannelManagerRooms = z.infer<typeof channelManagerRooms>;

/** A full resync: sent now, or left pending for the pusher's sweep (Channex not answering, or another push under way). */
export const resyncAnswer = /* @__PURE__ */ (() => z.object({ msg: z.string(), sent: z.boolean() }))();
export type ResyncAnswer = z.infer<typeof resyncAnswer>;
