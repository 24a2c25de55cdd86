import { beforeAll, expect, inject } from 'vitest';
import type { AriMessage } from '../../local/channex-stand-in/stand-in-state';
import type { Logger } from '../../functions/src/http/logger';
import { addDays, compactDate } from '../../shared/src/domain/dates';
import type { ApiUser } from './api';
import { channexStandIn } from './channex-stand-in';
import { channelNights, connectedToChannex } from './channex-nights';
import { guest, hostel, roomType } from './front-desk';
import { configureFunctions } from './in-process';
import { partition } from './table';

// A connected hostel and what its channel shows, for the files that follow availability and rates out to the
// Channex stand-in (channel-push, channel-resync).

export const silent: Logger = { debug: () => {}, info: () => {}, error: () => {} };

/**
 * What the sweep does for one property alone, at `now`: its pending push sent if no run holds it. A test that
 * moves the sweep's clock far ahead would take other files' properties too, held or not.
 */
export async function pushOwn(pid: string, now = new Date()) {
  const { runAsFunction } = await import('../../functions/src/http/route-context');
  const { pusherFunction } = await import('../../functions/src/channel-manager/push-settings');
  const { pushPending } = await import('../../functions/src/channel-manager/channel-push');
  const { trustedTenant } = await import('../../functions/src/data/tenant');
  return runAsFunction(pusherFunction, () => pushPending(trustedTenant(pid), silent, { now: () => now }));
}

/**
 * The file's in-process settings: the sweep's and a resync's adapter talk to the stand-in, as the stack's
 * functions do. The sweep it returns runs with a clock the test moves.
 */
export function channelPushSettings() {
  let sweep: ((now: Date) => Promise<{ pending: number; tried: number; sent: number }>) | undefined;
  beforeAll(async () => {
    configureFunctions({ CHANNEX_API_URL: inject('channexApiUrl'), CHANNEX_TIMEOUT_MS: '2000' });
    const { runAsFunction } = await import('../../functions/src/http/route-context');
    const { pusherFunction } = await import('../../functions/src/channel-manager/push-settings');
    const { sweepPendingPushes } = await import('../../functions/src/channel-manager/channel-push');
    sweep = (now) => runAsFunction(pusherFunction, () => sweepPendingPushes(silent, { now: () => now }));
  });
  return (now: Date) => {
    if (!sweep) throw new Error('The settings are applied before the tests.');
    return sweep(now);
  };
}

/** A hostel connected to a stand-in property of its own: a 2-bed dorm and a 3-room private type, both mapped. */
export async function connectedHostel() {
  const base = await hostel();
  const dorm = await roomType(base.user, {
    description: 'Dorm 2',
    type: 'dorm',
    max_occupancy: 2,
    inventory: 1,
    base_rate: 20,
    currency: 'USD',
  });
  const twin = await roomType(base.user, {
    description: 'Twin',
    type: 'private',
    max_occupancy: 2,
    inventory: 3,
    base_rate: 50,
    currency: 'USD',
  });
  const ana = await guest(base.user, { firstName: 'Ana', lastName: 'Sosa' });
  const { apiKey, links } = await connectedToChannex(base.user, [
    { id: dorm._id, units: 2, kind: 'dorm' },
    { id: twin._id, units: 3 },
  ]);
  const [cxDorm, cxTwin] = links;
  // As the owner does once mapped ("Send all availability and rates"): the channel starts from the app's state
  // whether the stream hands on the room types' creation before the connection (nothing sent) or after it.
  const sent = await base.user.call('POST', '/channel-manager/resync');
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const ids = { dorm: cxDorm!.roomTypeId, twin: cxTwin!.roomTypeId, dormRate: cxDorm!.ratePlanId, twinRate: cxTwin!.ratePlanId };
  return { ...base, dorm, twin, ana, apiKey, ids, night: addDays(base.today, 30) };
}

/** What the channel shows per night (channex-nights.ts): units per room type, and each rate plan's rate and stop-sell. */
export function channelState(messages: readonly AriMessage[]) {
  const nights = channelNights(messages);
  const rates = new Map(
    [...nights.restrictions].map(([key, fields]) => [
      key,
      { rate: fields.rate as string | undefined, stop_sell: fields.stop_sell as boolean | undefined },
    ]),
  );
  return { units: nights.units, rates };
}

export const shown = async (apiKey: string) => channelState(await channexStandIn.ariMessages(apiKey));

/** Waits until the channel shows `expected` for each of these nights. */
export async function channelShows(
  apiKey: string,
  key: (date: string) => string,
  kind: 'units' | 'rates',
  dates: string[],
  expected: unknown,
) {
  await expect
    .poll(
      async () => {
        const state = await shown(apiKey);
        return dates.map((date) => state[kind].get(key(date)));
      },
      { timeout: 30_000, interval: 200 },
    )
    .toEqual(dates.map(() => expected));
}

export const at = (type: string) => (date: string) => `${type}#${date}`;

export async function setRange(user: ApiUser, typeId: string, from: string, to: string, body: Record<string, number | boolean>) {
  const response = await user.call('POST', `/rates-and-availability/create/${typeId}`, { start_date: from, end_date: to, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

export async function appRate(user: ApiUser, typeId: string, date: string): Promise<number> {
  const response = await user.call('GET', `/rates-and-availability/${compactDate(date)}-${compactDate(date)}`);
  return response.body.room_types.find((type: { _id: string }) => type._id === typeId).nights[0].rate;
}

export const pendingPush = async (pid: string) => (await partition(pid, 'CHANNELPUSH'))[0];
