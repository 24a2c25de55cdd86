import type * as z from 'zod/mini';
import {
  type AvailabilityChange,
  type BookingRevision,
  type ChannelManager,
  ChannelManagerError,
  type ChannelRatePlan,
  type ChannelRoomType,
  type RateChange,
} from './channel-manager-port';
import { channexCall } from './channex-http';
import { centsToDecimal } from './channex-money';
import { revisionOf } from './channex-revisions';
import { type ChannexSettings, channexSettings } from './channex-settings';
import {
  type AriAnswer,
  ackAnswer,
  type AvailabilityRequest,
  ariAnswer,
  availabilityRequest,
  type listMeta,
  MAX_MESSAGE_BYTES,
  propertyList,
  ratePlanList,
  type RestrictionsRequest,
  restrictionsRequest,
  revisionFeed,
  roomTypeList,
} from './channex-shapes';

// The port over Channex's REST API v1 (docs/architecture/channel-manager.md, "The Channex API and its
// stand-in"). One manager per key: it learns the key's property once and reuses it for every push.

type ListOf<T> = { data: T[]; meta: z.infer<typeof listMeta> };

/** A property-scoped or account list, page by page, until its total is read or `maxPages` pages were. */
async function readList<T>(
  settings: ChannexSettings,
  apiKey: string,
  path: string,
  answer: z.ZodMiniType<ListOf<T>>,
  limit: number,
  maxPages: number,
): Promise<T[]> {
  const items: T[] = [];
  const separator = path.includes('?') ? '&' : '?';
  for (let page = 1; page <= maxPages; page += 1) {
    const list = await channexCall(settings, apiKey, {
      method: 'GET',
      path: `${path}${separator}pagination[page]=${page}&pagination[limit]=${limit}`,
      answer,
    });
    items.push(...list.data);
    if (list.data.length === 0 || page * list.meta.limit >= list.meta.total) break;
  }
  return items;
}

/** Checks a message against its documented shape and size before it leaves; a bad one is ours to fix. */
function message<T>(shape: z.ZodMiniType<T>, value: T): T {
  const parsed = shape.safeParse(value);
  if (!parsed.success) throw new ChannelManagerError({ kind: 'rejected', details: parsed.error.issues.map((issue) => issue.message) });
  if (Buffer.byteLength(JSON.stringify(parsed.data)) >= MAX_MESSAGE_BYTES)
    throw new ChannelManagerError({ kind: 'rejected', details: ['The message is larger than Channex takes (10 MB)'] });
  return parsed.data;
}

/** A refused change as Channex lists it (the change, with a `warning` map of field → reasons): `field (dates): reason`. */
function warningLines(warning: unknown): string[] {
  if (typeof warning === 'string') return [warning];
  const change = (warning ?? {}) as { warning?: unknown; date?: unknown; date_from?: unknown; date_to?: unknown };
  if (change.warning === null || typeof change.warning !== 'object') return [JSON.stringify(warning)];
  const when =
    typeof change.date === 'string'
      ? ` (${change.date})`
      : typeof change.date_from === 'string'
        ? ` (${change.date_from}–${String(change.date_to)})`
        : '';
  return Object.entries(change.warning).map(([field, said]) => `${field}${when}: ${[said].flat().join('; ')}`);
}

/** Change objects Channex refused one by one (the others applied): the batch is reported as rejected. */
function refusedChanges(answer: AriAnswer): void {
  const warnings = answer.meta?.warnings ?? [];
  if (warnings.length > 0) throw new ChannelManagerError({ kind: 'rejected', details: warnings.flatMap(warningLines) });
}

const range = (from: string, to: string) => (from === to ? { date: from } : { date_from: from, date_to: to });

export function availabilityMessage(propertyId: string, changes: AvailabilityChange[]): AvailabilityRequest {
  return {
    values: changes.map((change) => ({
      property_id: propertyId,
      room_type_id: change.roomTypeId,
      ...range(change.from, change.to),
      availability: change.units,
    })),
  };
}

export function restrictionsMessage(propertyId: string, changes: RateChange[]): RestrictionsRequest {
  return {
    values: changes.map((change) => ({
      property_id: propertyId,
      rate_plan_id: change.ratePlanId,
      ...range(change.from, change.to),
      ...(change.rateCents === undefined ? {} : { rate: centsToDecimal(change.rateCents) }),
      ...(change.minStayArrival === undefined ? {} : { min_stay_arrival: change.minStayArrival }),
      ...(change.closedToArrival === undefined ? {} : { closed_to_arrival: change.closedToArrival }),
      ...(change.closedToDeparture === undefined ? {} : { closed_to_departure: change.closedToDeparture }),
      ...(change.stopSell === undefined ? {} : { stop_sell: change.stopSell }),
    })),
  };
}

/** The manager with explicit settings: the stand-in's address in tests that run outside the stack. */
export function channexManagerWith(apiKey: string, settings: ChannexSettings): ChannelManager {
  let property: Promise<{ id: string; title: string; currency: string }> | undefined;
  const call = <T>(method: 'GET' | 'POST', path: string, answer: z.ZodMiniType<T>, body?: unknown) =>
    channexCall(settings, apiKey, { method, path, answer, body });
  const list = <T>(path: string, answer: z.ZodMiniType<ListOf<T>>) => readList(settings, apiKey, path, answer, 100, settings.maxListPages);

  const readProperty = async () => {
    const properties = await list('/properties', propertyList);
    // A key made for one property (Channex's advice for a hosted product) sees exactly one.
    if (properties.length === 0) throw new ChannelManagerError({ kind: 'unauthorized' });
    if (properties.length > 1)
      throw new ChannelManagerError({
        kind: 'rejected',
        details: ['The key opens more than one property: make a key for this property alone'],
      });
    const [found] = properties;
    return { id: found!.id, title: found!.attributes.title, currency: found!.attributes.currency };
  };
  const propertyId = async () => {
    property ??= readProperty();
    // A failed look-up is not kept: the next call asks again.
    return (
      await property.catch((error: unknown) => {
        property = undefined;
        throw error;
      })
    ).id;
  };

  return {
    async property() {
      property = readProperty();
      return await property.catch((error: unknown) => {
        property = undefined;
        throw error;
      });
    },

    async roomTypes(): Promise<ChannelRoomType[]> {
      const id = encodeURIComponent(await propertyId());
      const types = await list(`/room_types?filter[property_id]=${id}`, roomTypeList);
      return types.map((type) => ({
        id: type.id,
        title: type.attributes.title,
        units: type.attributes.count_of_rooms,
        ...(type.attributes.room_kind ? { kind: type.attributes.room_kind } : {}),
        ...(type.attributes.occ_adults !== undefined ? { adults: type.attributes.occ_adults } : {}),
      }));
    },

    async ratePlans(): Promise<ChannelRatePlan[]> {
      const id = encodeURIComponent(await propertyId());
      const plans = await list(`/rate_plans?filter[property_id]=${id}`, ratePlanList);
      return plans.flatMap((plan) => {
        const roomTypeId = plan.relationships?.room_type?.data.id ?? plan.attributes.room_type_id;
        // A plan tied to no room type cannot be mapped: left out rather than guessed.
        if (!roomTypeId) return [];
        const { title, currency, sell_mode: sellMode } = plan.attributes;
        return [{ id: plan.id, title, roomTypeId, currency, ...(sellMode ? { sellMode } : {}) }];
      });
    },

    async pushAvailability(changes) {
      if (changes.length === 0) return;
      const body = message(availabilityRequest, availabilityMessage(await propertyId(), changes));
      refusedChanges(await call('POST', '/availability', ariAnswer, body));
    },

    async pushRates(changes) {
      if (changes.length === 0) return;
      const body = message(restrictionsRequest, restrictionsMessage(await propertyId(), changes));
      refusedChanges(await call('POST', '/restrictions', ariAnswer, body));
    },

    async unacknowledgedRevisions(): Promise<BookingRevision[]> {
      // The property's feed alone (a key may come to open more), oldest first: Channex gives that order only when
      // asked (bookings-collection), and a booking's revisions applied newest first would leave an older state.
      const id = encodeURIComponent(await propertyId());
      const resources = await readList(
        settings,
        apiKey,
        `/booking_revisions/feed?filter[property_id]=${id}&order[inserted_at]=asc`,
        revisionFeed,
        settings.feedPageSize,
        settings.maxFeedPages,
      );
      const seen = new Set<string>();
      // A revision acknowledged meanwhile shifts the pages: one may come twice.
      const unique = resources.filter((resource) => !seen.has(resource.id) && seen.add(resource.id));
      // The pages read are put in order again (a stable sort keeps the feed's order for equal times).
      const at = (resource: (typeof unique)[number]) => resource.attributes.inserted_at;
      unique.sort((a, b) => (at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : 0));
      try {
        return unique.map(revisionOf);
      } catch {
        // Only an amount beyond any real price gets here: the feed is unreadable, not the booking wrong.
        throw new ChannelManagerError({ kind: 'unavailable' });
      }
    },

    async acknowledge(revisionId) {
      await call('POST', `/booking_revisions/${encodeURIComponent(revisionId)}/ack`, ackAnswer, {});
    },
  };
}

/** The port over Channex for one decrypted key, at the address this process was configured with. */
export function channexManager(apiKey: string): ChannelManager {
  return channexManagerWith(apiKey, channexSettings());
}
