import type { AriMessage } from '../../local/channex-stand-in/stand-in-state';
import { addDays, datesFrom } from '../../shared/src/domain/dates';
import { expect } from 'vitest';
import type { ApiUser } from './api';
import { channexStandIn } from './channex-stand-in';

// What a Channex property shows per night after the ARI messages the stand-in accepted, applied in the order
// they came: a restriction field a message does not say stays as it was, as Channex documents.

export interface ChannelNights {
  /** `<channex room type id>#<date>` → units for sale. */
  units: Map<string, number>;
  /** `<channex rate plan id>#<date>` → the restrictions as they stand (rate, stop_sell, …). */
  restrictions: Map<string, Record<string, unknown>>;
}

export function channelNights(messages: readonly AriMessage[]): ChannelNights {
  const nights: ChannelNights = { units: new Map(), restrictions: new Map() };
  for (const message of messages.filter((m) => m.status === 200)) {
    for (const value of message.values) {
      const { date, date_from, date_to, property_id: _property, room_type_id, rate_plan_id, availability, ...fields } = value;
      const dates = date ? [String(date)] : datesFrom(String(date_from), String(date_to));
      for (const night of dates) {
        if (message.kind === 'availability') nights.units.set(`${room_type_id}#${night}`, Number(availability));
        else {
          const key = `${rate_plan_id}#${night}`;
          nights.restrictions.set(key, { ...nights.restrictions.get(key), ...fields });
        }
      }
    }
  }
  return nights;
}

export const channelNightsOf = async (apiKey: string) => channelNights(await channexStandIn.ariMessages(apiKey));

/** Today and the 499 nights after it: the window the pusher sends. */
export const windowFrom = (today: string) => datesFrom(today, addDays(today, 499));

export interface MappedType {
  /** Our room type's id and the units it sells per night. */
  id: string;
  units: number;
  /** How Channex sells it: by the room (the default) or by the bed. */
  kind?: 'room' | 'dorm';
}

/** A stand-in property with a Channex room type per type given (same units), connected and mapped one to one. */
export async function connectedToChannex(user: ApiUser, types: readonly MappedType[]) {
  const channex = await channexStandIn.createProperty({
    title: 'Closing Hostel',
    currency: 'USD',
    roomTypes: types.map((type, index) => ({ title: `Type ${index}`, units: type.units, ...(type.kind ? { kind: type.kind } : {}) })),
  });
  const connected = await user.call('POST', '/channel-manager/connect', { api_key: channex.apiKey });
  if (connected.status !== 200) throw new Error(`connect failed: ${connected.status} ${JSON.stringify(connected.body)}`);
  const links = types.map((type, index) => ({
    ourId: type.id,
    units: type.units,
    roomTypeId: channex.roomTypes[index]!.id,
    ratePlanId: channex.roomTypes[index]!.ratePlans[0]!.id,
  }));
  const mapped = await user.call('PUT', '/channel-manager/mappings', {
    mappings: links.map((link) => ({
      room_type_id: link.ourId,
      channel_room_type_id: link.roomTypeId,
      channel_rate_plan_id: link.ratePlanId,
    })),
  });
  if (mapped.status !== 200) throw new Error(`mapping failed: ${mapped.status} ${JSON.stringify(mapped.body)}`);
  return { apiKey: channex.apiKey, links };
}

/**
 * For each link, the units and stop-sell the channel shows over `dates`, each as one value when every night
 * agrees (else the list): compact to compare, and exact.
 */
export async function shownOver(apiKey: string, links: readonly { roomTypeId: string; ratePlanId: string }[], dates: readonly string[]) {
  const nights = await channelNightsOf(apiKey);
  const same = (values: unknown[]) => (values.every((value) => value === values[0]) ? values[0] : values);
  return links.map((link) => ({
    units: same(dates.map((date) => nights.units.get(`${link.roomTypeId}#${date}`))),
    stopSell: same(dates.map((date) => nights.restrictions.get(`${link.ratePlanId}#${date}`)?.stop_sell)),
  }));
}

/**
 * Changes a rate of one of our mapped types for one night and waits for it at the stand-in: the stream hands on
 * a property's changes in order, so every earlier one (a room type's creation, which sends its whole window)
 * was handled, and nothing sent later can be taken for what a test does next.
 */
export async function streamSettled(user: ApiUser, apiKey: string, ourTypeId: string, ratePlanId: string, night: string, rate = 31) {
  const changed = await user.call('POST', `/rates-and-availability/create/${ourTypeId}`, {
    start_date: night,
    end_date: night,
    custom_rate: rate,
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(201);
  await expect
    .poll(async () => (await channelNightsOf(apiKey)).restrictions.get(`${ratePlanId}#${night}`)?.rate, { timeout: 30_000, interval: 200 })
    .toBe(rate.toFixed(2));
}
