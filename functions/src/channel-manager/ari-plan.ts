import { addDays, daysBetween, datesFrom } from '@hostel/shared/domain/dates';
import { nightView } from '@hostel/shared/domain/night-availability';
import { capacityOf, type RoomTypeShape } from '@hostel/shared/domain/room-units';
import { nightRestrictions } from '@hostel/shared/domain/stay-restrictions';
import type { ChannelMapping } from '../data/channel-connection-repository';
import type { NightItem } from '../data/night-inventory-repository';
import type { AvailabilityChange, IsoDate, RateChange } from './channel-manager-port';

// What is for sale, as the channel manager should see it (docs/architecture/channel-manager.md, "Availability
// and rates out"): for each mapped room type and night, the units the rates page shows as available, the
// night's rate per unit and its restrictions, runs of equal nights merged. Pure: the pusher reads, this
// decides, the port sends.

/** One of our room types sold on the channel manager as its room type, priced by its rate plan. */
export type { ChannelMapping };

export interface PlanRoomType extends RoomTypeShape {
  baseRateCents: number;
}

/** Nights of one of our room types to send, `from` to `to` inclusive. */
export interface NightRange {
  from: IsoDate;
  to: IsoDate;
}

export interface AriInput {
  roomTypes: readonly PlanRoomType[];
  /** Night items covering at least the ranges asked for; a night without an item has everything for sale. */
  nights: readonly NightItem[];
  mapping: readonly ChannelMapping[];
  /** Our room type id → the nights to send for it. */
  ranges: Readonly<Record<string, NightRange>>;
}

export interface AriPlan {
  availability: AvailabilityChange[];
  rates: RateChange[];
}

/** One night as sent: units for sale, and the rate plan's values. */
interface NightOut {
  units: number;
  rate: Omit<RateChange, 'ratePlanId' | 'from' | 'to'>;
}

/**
 * A night out of a type: its availability as the rates page shows it, its rate, and its restrictions, every
 * field said (a night without restrictions lifts the channel's); closed (nothing for sale while units are
 * physically free: a custom availability of 0) goes out as stop-sell too, sold out only as 0 units.
 * A mapped type that no longer exists sells nothing, so a stale mapping can never oversell.
 */
function nightOut(type: PlanRoomType | undefined, night: NightItem | undefined): NightOut {
  if (!type) return { units: 0, rate: { stopSell: true } };
  const capacity = capacityOf(type);
  const view = nightView(capacity, type.baseRateCents, night);
  const closed = view.availability === 0 && view.sold < capacity;
  const restrictions = nightRestrictions(night);
  return {
    units: view.availability,
    rate: {
      rateCents: view.rateCents,
      minStayArrival: restrictions.minStay,
      closedToArrival: restrictions.closedToArrival,
      closedToDeparture: restrictions.closedToDeparture,
      stopSell: closed || restrictions.stopSell,
    },
  };
}

const sameRate = (a: NightOut['rate'], b: NightOut['rate']) =>
  a.rateCents === b.rateCents &&
  a.stopSell === b.stopSell &&
  a.minStayArrival === b.minStayArrival &&
  a.closedToArrival === b.closedToArrival &&
  a.closedToDeparture === b.closedToDeparture;

/** Consecutive nights with equal values as one run each. */
function runs<T>(dates: readonly IsoDate[], valueAt: (date: IsoDate) => T, same: (a: T, b: T) => boolean) {
  const out: { from: IsoDate; to: IsoDate; value: T }[] = [];
  for (const date of dates) {
    const value = valueAt(date);
    const last = out.at(-1);
    if (last && daysBetween(last.to, date) === 1 && same(last.value, value)) last.to = date;
    else out.push({ from: date, to: date, value });
  }
  return out;
}

/** The availability and rate messages' changes for the ranges asked, in type then date order. */
export function ariPlan(input: AriInput): AriPlan {
  const types = new Map(input.roomTypes.map((type) => [type.id, type]));
  const nights = new Map(input.nights.map((night) => [`${night.date}#${night.roomTypeId}`, night]));
  const plan: AriPlan = { availability: [], rates: [] };
  for (const link of input.mapping) {
    const range = input.ranges[link.roomTypeId];
    if (!range) continue;
    const type = types.get(link.roomTypeId);
    const dates = datesFrom(range.from, range.to);
    const out = new Map(dates.map((date) => [date, nightOut(type, nights.get(`${date}#${link.roomTypeId}`))]));
    for (const run of runs(
      dates,
      (date) => out.get(date)!.units,
      (a, b) => a === b,
    )) {
      plan.availability.push({ roomTypeId: link.channelRoomTypeId, from: run.from, to: run.to, units: run.value });
    }
    for (const run of runs(dates, (date) => out.get(date)!.rate, sameRate)) {
      plan.rates.push({ ratePlanId: link.channelRatePlanId, from: run.from, to: run.to, ...run.value });
    }
  }
  return plan;
}

/**
 * A closed property (its account deleted, restorable for 30 days) sells nothing: every mapped type's nights
 * asked go out as 0 units and stop-sell, whatever is free, so an OTA takes no booking the desk cannot see.
 * Only stop-sell is said of the rates: the rest stays as it was, and the resync at a restore says it all.
 */
export function closedPlan(mapping: readonly ChannelMapping[], ranges: Readonly<Record<string, NightRange>>): AriPlan {
  const plan: AriPlan = { availability: [], rates: [] };
  for (const link of mapping) {
    const range = ranges[link.roomTypeId];
    if (!range) continue;
    plan.availability.push({ roomTypeId: link.channelRoomTypeId, from: range.from, to: range.to, units: 0 });
    plan.rates.push({ ratePlanId: link.channelRatePlanId, from: range.from, to: range.to, stopSell: true });
  }
  return plan;
}

/** A pending entry for a Channex room type and rate plan no longer linked: keyed apart from our room types' ids. */
const RELEASED = 'released#';
export const releasedKey = (link: ChannelMapping) => `${RELEASED}${link.channelRoomTypeId}#${link.channelRatePlanId}`;

/** The Channex room type and rate plan a released key names; undefined for one of our room types. */
export function releasedOf(key: string): { channelRoomTypeId: string; channelRatePlanId: string } | undefined {
  if (!key.startsWith(RELEASED)) return undefined;
  const [channelRoomTypeId, channelRatePlanId] = key.slice(RELEASED.length).split('#');
  return channelRoomTypeId && channelRatePlanId ? { channelRoomTypeId, channelRatePlanId } : undefined;
}

/**
 * Released Channex room types and rate plans closed over their ranges (0 units, stop-sell), each part only
 * while nothing of the current mapping links it again (a swap hands a room to another of our types).
 */
export function releasedPlan(
  released: readonly { channelRoomTypeId: string; channelRatePlanId: string; range: NightRange }[],
  mapping: readonly ChannelMapping[],
): AriPlan {
  const rooms = new Set(mapping.map((link) => link.channelRoomTypeId));
  const plans = new Set(mapping.map((link) => link.channelRatePlanId));
  const plan: AriPlan = { availability: [], rates: [] };
  for (const { channelRoomTypeId, channelRatePlanId, range } of released) {
    if (!rooms.has(channelRoomTypeId)) plan.availability.push({ roomTypeId: channelRoomTypeId, ...range, units: 0 });
    if (!plans.has(channelRatePlanId)) plan.rates.push({ ratePlanId: channelRatePlanId, ...range, stopSell: true });
  }
  return plan;
}

/** Nights a push covers at most: today and the 499 after it, what a full resync sends. */
export const PUSH_WINDOW_DAYS = 500;

/** The window of nights worth sending from `today`: the past is no longer for sale. */
export function pushWindow(today: IsoDate): NightRange {
  return { from: today, to: addDays(today, PUSH_WINDOW_DAYS - 1) };
}

/** A range cut to the window; undefined when nothing of it is left. */
export function withinWindow(range: NightRange, window: NightRange): NightRange | undefined {
  const from = range.from > window.from ? range.from : window.from;
  const to = range.to < window.to ? range.to : window.to;
  return from <= to ? { from, to } : undefined;
}

/** Two ranges of one type as one covering both (what is pending only grows until sent). */
export function mergeRanges(a: NightRange | undefined, b: NightRange): NightRange {
  if (!a) return { ...b };
  return { from: a.from < b.from ? a.from : b.from, to: a.to > b.to ? a.to : b.to };
}

/**
 * Changes per message: Channex takes messages under 10 MB with any number of changes; a change is about
 * 150 bytes of JSON, so this keeps a message near 1.5 MB, and a full resync of up to 20 types in one.
 */
export const MAX_CHANGES_PER_MESSAGE = 10_000;

/** The changes in messages Channex accepts, in their order. */
export function inMessages<T>(changes: readonly T[], max = MAX_CHANGES_PER_MESSAGE): T[][] {
  const messages: T[][] = [];
  for (let start = 0; start < changes.length; start += max) messages.push(changes.slice(start, start + max));
  return messages;
}
