import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AriMessage } from '../../local/channex-stand-in/stand-in-state';
import type { Logger } from '../../functions/src/http/logger';
import { addDays, compactDate, datesFrom } from '../../shared/src/domain/dates';
import { type ApiUser, signedInMember } from '../support/api';
import { channexStandIn } from '../support/channex-stand-in';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';
import { configureFunctions } from '../support/in-process';
import { partition, TABLE, table } from '../support/table';

// Availability and rates out, end to end on the test stack: desk changes reach the Channex stand-in through
// the table's stream and the channel pusher (run by the stack as Lambda runs it, with a shorter batching
// window), read back as the stand-in received them, in order. The sweep runs here, with a clock the test moves.

let sweep: (now: Date) => Promise<{ pending: number; tried: number; sent: number }>;
const silent: Logger = { debug: () => {}, info: () => {}, error: () => {} };

beforeAll(async () => {
  // The sweep's adapter talks to the stand-in, as the stack's functions do.
  configureFunctions({ CHANNEX_API_URL: inject('channexApiUrl'), CHANNEX_TIMEOUT_MS: '2000' });
  const { runAsFunction } = await import('../../functions/src/http/route-context');
  const { pusherFunction } = await import('../../functions/src/channel-manager/push-settings');
  const { sweepPendingPushes } = await import('../../functions/src/channel-manager/channel-push');
  sweep = (now) => runAsFunction(pusherFunction, () => sweepPendingPushes(silent, { now: () => now }));
});

/** A hostel connected to a stand-in property of its own: a 2-bed dorm and a 3-room private type, both mapped. */
async function connectedHostel() {
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
  const channex = await channexStandIn.createProperty({
    title: 'Casa',
    currency: 'USD',
    roomTypes: [
      { title: 'Dorm', units: 2, kind: 'dorm' },
      { title: 'Twin', units: 3 },
    ],
  });
  const [cxDorm, cxTwin] = channex.roomTypes;
  const connected = await base.user.call('POST', '/channel-manager/connect', { api_key: channex.apiKey });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  const mappings = [
    { room_type_id: dorm._id, channel_room_type_id: cxDorm!.id, channel_rate_plan_id: cxDorm!.ratePlans[0]!.id },
    { room_type_id: twin._id, channel_room_type_id: cxTwin!.id, channel_rate_plan_id: cxTwin!.ratePlans[0]!.id },
  ];
  const mapped = await base.user.call('PUT', '/channel-manager/mappings', { mappings });
  expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
  // As the owner does once mapped ("Send all availability and rates"): the channel starts from the app's state
  // whether the stream hands on the room types' creation before the connection (nothing sent) or after it.
  const sent = await base.user.call('POST', '/channel-manager/resync');
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const ids = { dorm: cxDorm!.id, twin: cxTwin!.id, dormRate: cxDorm!.ratePlans[0]!.id, twinRate: cxTwin!.ratePlans[0]!.id };
  return { ...base, dorm, twin, ana, apiKey: channex.apiKey, ids, night: addDays(base.today, 30) };
}

/** What the channel shows per night: each accepted message applied in the order it arrived, the last one winning. */
function channelState(messages: readonly AriMessage[]) {
  const units = new Map<string, number>();
  const rates = new Map<string, { rate?: string; stop_sell?: boolean }>();
  for (const message of messages.filter((m) => m.status === 200)) {
    for (const value of message.values as Array<Record<string, string | number | boolean | undefined>>) {
      const dates = value.date ? [String(value.date)] : datesFrom(String(value.date_from), String(value.date_to));
      for (const date of dates) {
        if (message.kind === 'availability') units.set(`${value.room_type_id}#${date}`, Number(value.availability));
        else rates.set(`${value.rate_plan_id}#${date}`, { rate: value.rate as string, stop_sell: value.stop_sell as boolean });
      }
    }
  }
  return { units, rates };
}

const shown = async (apiKey: string) => channelState(await channexStandIn.ariMessages(apiKey));

/** Waits until the channel shows `expected` for each of these nights. */
async function channelShows(apiKey: string, key: (date: string) => string, kind: 'units' | 'rates', dates: string[], expected: unknown) {
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

const at = (type: string) => (date: string) => `${type}#${date}`;

async function setRange(user: ApiUser, typeId: string, from: string, to: string, body: Record<string, number | boolean>) {
  const response = await user.call('POST', `/rates-and-availability/create/${typeId}`, { start_date: from, end_date: to, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

async function appRate(user: ApiUser, typeId: string, date: string): Promise<number> {
  const response = await user.call('GET', `/rates-and-availability/${compactDate(date)}-${compactDate(date)}`);
  return response.body.room_types.find((type: { _id: string }) => type._id === typeId).nights[0].rate;
}

const pendingPush = async (pid: string) => (await partition(pid, 'CHANNELPUSH'))[0];

describe('availability out', () => {
  it('sends 0 for the nights of a desk booking of the last bed, and the bed back when it is canceled', async () => {
    const { user, dorm, ana, apiKey, ids, night } = await connectedHostel();
    const nights = [night, addDays(night, 1)];
    await book(user, stay(ana._id, dorm._id, night, 2));
    await channelShows(apiKey, at(ids.dorm), 'units', nights, 1);
    const last = await book(user, stay(ana._id, dorm._id, night, 2));
    await channelShows(apiKey, at(ids.dorm), 'units', nights, 0);
    // Sold out is no stop-sell: the rate plan stays open.
    const state = await shown(apiKey);
    expect(nights.map((date) => state.rates.get(at(ids.dormRate)(date)))).toEqual(nights.map(() => ({ rate: '20.00', stop_sell: false })));

    const canceled = await user.call('PUT', `/reservations/status/${last._id}`, { reservation_status: 'canceled' });
    expect(canceled.status).toBe(200);
    await channelShows(apiKey, at(ids.dorm), 'units', nights, 1);
    expect((await channexStandIn.ariMessages(apiKey)).every((message) => message.status === 200 && message.refused.length === 0)).toBe(
      true,
    );
  });

  it('sends a closed night as 0 units and stop-sell, and open again when reopened', async () => {
    const { user, twin, apiKey, ids, night } = await connectedHostel();
    await setRange(user, twin._id, night, night, { custom_rate: 50, custom_availability: 0 });
    await channelShows(apiKey, at(ids.twin), 'units', [night], 0);
    await channelShows(apiKey, at(ids.twinRate), 'rates', [night], { rate: '50.00', stop_sell: true });
    await setRange(user, twin._id, night, night, { custom_rate: 50, custom_availability: 3 });
    await channelShows(apiKey, at(ids.twin), 'units', [night], 3);
    await channelShows(apiKey, at(ids.twinRate), 'rates', [night], { rate: '50.00', stop_sell: false });
  });
});

describe('rates out', () => {
  it('sends the new price of a rate change for its nights, the base rate around them', async () => {
    const { user, twin, apiKey, ids, night } = await connectedHostel();
    const nights = datesFrom(night, addDays(night, 2));
    await setRange(user, twin._id, night, addDays(night, 2), { custom_rate: 65.5 });
    await channelShows(apiKey, at(ids.twinRate), 'rates', nights, { rate: '65.50', stop_sell: false });
    const state = await shown(apiKey);
    for (const date of [addDays(night, -1), addDays(night, 3)]) {
      expect(state.rates.get(at(ids.twinRate)(date)) ?? { rate: '50.00', stop_sell: false }).toEqual({ rate: '50.00', stop_sell: false });
    }
  });

  it('sends ten changes in quick succession as few messages, in order, the last state winning', async () => {
    const { user, twin, apiKey, ids, night } = await connectedHostel();
    const nights = [night, addDays(night, 1)];
    // Wait for the set-up's own pushes (the new room types' windows) to settle first.
    await channelShows(apiKey, at(ids.twinRate), 'rates', nights, { rate: '50.00', stop_sell: false });
    const before = (await channexStandIn.ariMessages(apiKey)).length;
    for (let k = 0; k < 10; k += 1) await setRange(user, twin._id, night, addDays(night, 1), { custom_rate: 51 + k });
    expect(await appRate(user, twin._id, night)).toBe(60);
    await channelShows(apiKey, at(ids.twinRate), 'rates', nights, { rate: '60.00', stop_sell: false });
    const after = (await channexStandIn.ariMessages(apiKey)).slice(before);
    expect(after.filter((message) => message.kind === 'restrictions').length).toBeLessThan(10);
    // The first night's rate in the order sent: it only ever goes up, as the ranges did (a room type's whole window,
    // re-sent meanwhile, says the night as it was when read).
    const covers = (value: Record<string, unknown>) =>
      value.date ? value.date === night : String(value.date_from) <= night && night <= String(value.date_to);
    const sent = after.flatMap((message) =>
      message.values.filter((value) => value.rate_plan_id === ids.twinRate && covers(value)).map((value) => Number(value.rate)),
    );
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
  });
});

describe('restrictions out', () => {
  it('sends a range’s minimum stay, closed to arrival and departure and stop-sell, and lifts them when a newer range has none', async () => {
    const { user, apiKey, twin, ids, night } = await connectedHostel();
    const restrictionsOn = async (date: string) => {
      const messages = (await channexStandIn.ariMessages(apiKey)).filter((m) => m.kind === 'restrictions' && m.status === 200);
      const last = messages
        .flatMap((m) => m.values)
        .filter(
          (value) =>
            value.rate_plan_id === ids.twinRate &&
            (value.date === date || (String(value.date_from) <= date && date <= String(value.date_to))),
        )
        .at(-1);
      return last && [last.min_stay_arrival, last.closed_to_arrival, last.closed_to_departure, last.stop_sell];
    };
    await setRange(user, twin._id, night, night, {
      custom_rate: 50,
      min_stay: 3,
      closed_to_arrival: true,
      closed_to_departure: true,
      stop_sell: true,
    });
    await expect.poll(() => restrictionsOn(night), { timeout: 30_000, interval: 200 }).toEqual([3, true, true, true]);
    await setRange(user, twin._id, night, night, { custom_rate: 50 });
    await expect.poll(() => restrictionsOn(night), { timeout: 30_000, interval: 200 }).toEqual([1, false, false, false]);
  });
});

describe('a channel manager that fails', () => {
  it('keeps what failed pending and sends it, with what came meanwhile, once the sweep finds Channex back', async () => {
    const { user, pid, dorm, ana, apiKey, ids, night } = await connectedHostel();
    // Let the set-up's pushes settle, then Channex answers 500 to the next call.
    await channelShows(apiKey, at(ids.dorm), 'units', [night], 2);
    await channexStandIn.failNext(apiKey, 1, 500);
    await book(user, stay(ana._id, dorm._id, night, 1, 2));
    await expect.poll(async () => (await pendingPush(pid))?.attempts, { timeout: 30_000, interval: 100 }).toBe(1);
    // While it fails, a new change only joins what waits: the sweep owns it.
    await book(user, stay(ana._id, dorm._id, addDays(night, 5), 1, 2));
    await expect
      .poll(async () => (await pendingPush(pid))?.pending?.[dorm._id]?.to >= addDays(night, 5), { timeout: 30_000, interval: 100 })
      .toBe(true);
    const pending = (await pendingPush(pid))!;
    expect(pending).toMatchObject({ attempts: 1, lastError: 'unavailable', gsi1pk: 'CHANNELPUSH' });
    expect((await shown(apiKey)).units.get(at(ids.dorm)(night))).toBe(2);

    // Not yet due: left alone. Then due, and sent: both bookings' nights, nothing lost.
    const due = new Date(pending.nextTryAt).getTime();
    // Read on this property's own item: other files' pushes may be pending (and due) at the sweep's clock.
    await sweep(new Date(due - 1_000));
    expect(await pendingPush(pid)).toMatchObject({ attempts: 1, version: pending.version });
    expect((await sweep(new Date(due + 1_000))).sent).toBeGreaterThanOrEqual(1);
    const state = await shown(apiKey);
    expect([night, addDays(night, 1), addDays(night, 5)].map((date) => state.units.get(at(ids.dorm)(date)))).toEqual([0, 2, 0]);
    expect(await pendingPush(pid)).toBeUndefined();
    expect((await user.call('GET', '/channel-manager')).body.last_push_error).toBeUndefined();
  });

  it('keeps a property whose stored key no longer opens pending, and goes on with the others', async () => {
    const broken = await connectedHostel();
    const fine = await connectedHostel();
    await channelShows(broken.apiKey, at(broken.ids.dorm), 'units', [broken.night], 2);
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    // As after the signing secret was rotated: the sealed key is there, and opens no more.
    await table().send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { pk: `PROP#${broken.pid}`, sk: 'CHANNELMGR' },
        UpdateExpression: 'SET sealedKey = :sealed',
        ExpressionAttributeValues: { ':sealed': 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      }),
    );
    await book(broken.user, stay(broken.ana._id, broken.dorm._id, broken.night, 1));
    await book(fine.user, stay(fine.ana._id, fine.dorm._id, fine.night, 1));
    await expect.poll(async () => (await pendingPush(broken.pid))?.lastError, { timeout: 30_000, interval: 100 }).toBe('SealedKeyRefused');
    await channelShows(fine.apiKey, at(fine.ids.dorm), 'units', [fine.night], 1);
    expect((await broken.user.call('GET', '/channel-manager')).body.last_push_error).toBe('SealedKeyRefused');
  });

  it('leaves a push refused by the rate limit (429) to the sweep, a minute at least, then sends it', async () => {
    const { user, pid, dorm, ana, apiKey, ids, night } = await connectedHostel();
    await channelShows(apiKey, at(ids.dorm), 'units', [night], 2);
    await channexStandIn.failNext(apiKey, 1, 429);
    const booked = Date.now();
    await book(user, stay(ana._id, dorm._id, night, 1));
    await expect.poll(async () => (await pendingPush(pid))?.lastError, { timeout: 30_000, interval: 100 }).toBe('rateLimited');
    expect(new Date((await pendingPush(pid))!.nextTryAt).getTime() - booked).toBeGreaterThanOrEqual(60_000);
    expect((await sweep(new Date(new Date((await pendingPush(pid))!.nextTryAt).getTime() + 1_000))).sent).toBeGreaterThanOrEqual(1);
    expect((await shown(apiKey)).units.get(at(ids.dorm)(night))).toBe(1);
  });
});

describe('the full resync', () => {
  it('waits for a push under way rather than answering "pending", and sends it all once that run lets go', async () => {
    const { pid, dorm, apiKey, ids, today } = await connectedHostel();
    const { channelPushes } = await import('../../functions/src/data/channel-push-repository');
    const { trustedTenant } = await import('../../functions/src/data/tenant');
    const { runAsRoute } = await import('../../functions/src/http/route-context');
    const { resyncProperty } = await import('../../functions/src/channel-manager/channel-push');
    const tenant = trustedTenant(pid);
    // Another run (the stream's) holds the property, as when the owner presses "Send all" right after a change.
    expect(await channelPushes.savePending(tenant, undefined, {}, new Date(), new Date())).toBe(true);
    expect(await channelPushes.claim(tenant, new Date(), new Date(Date.now() + 60_000))).toBeDefined();
    const said: string[] = [];
    const log: Logger = { ...silent, info: (line) => said.push(line) };
    const before = (await channexStandIn.ariMessages(apiKey)).length;
    const resync = runAsRoute('resyncChannelManager', () => resyncProperty(tenant, log));
    await expect.poll(() => said, { timeout: 30_000, interval: 50 }).toContain('channel resync waits for the run under way');
    expect((await pendingPush(pid))?.pending?.[dorm._id]?.from).toBe(today);
    await channelPushes.release(tenant, new Date());
    expect(await resync).toBe('sent');
    const sent = (await channexStandIn.ariMessages(apiKey)).slice(before);
    expect(sent.map((message) => [message.kind, message.status]).sort()).toEqual([
      ['availability', 200],
      ['restrictions', 200],
    ]);
    expect(channelState(sent).units.has(at(ids.dorm)(addDays(today, 499)))).toBe(true);
    expect(await pendingPush(pid)).toBeUndefined();
  });

  it('sends the next 500 nights of every mapped type in messages Channex accepts, matching the app', async () => {
    const { user, dorm, twin, ana, apiKey, ids, night, today } = await connectedHostel();
    await book(user, stay(ana._id, dorm._id, night, 1, 2));
    await setRange(user, twin._id, night, night, { custom_rate: 70 });
    await channelShows(apiKey, at(ids.dorm), 'units', [night], 0);
    await channelShows(apiKey, at(ids.twinRate), 'rates', [night], { rate: '70.00', stop_sell: false });
    const before = (await channexStandIn.ariMessages(apiKey)).length;

    const answer = await user.call('POST', '/channel-manager/resync');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ msg: 'Availability and rates for the next 500 days were sent to Channex', sent: true });
    const resync = (await channexStandIn.ariMessages(apiKey)).slice(before);
    // The resync's pair, and perhaps a stream push of the setup's last change arriving meanwhile: all accepted.
    expect(
      resync
        .slice(0, 2)
        .map((message) => message.kind)
        .sort(),
    ).toEqual(['availability', 'restrictions']);
    for (const message of resync) expect([message.status, message.refused]).toEqual([200, []]);
    for (const message of resync) expect(Buffer.byteLength(JSON.stringify({ values: message.values }))).toBeLessThan(10 * 1024 * 1024);
    const state = channelState(resync);
    const last = addDays(today, 499);
    for (const key of [at(ids.dorm), at(ids.twin)]) {
      expect([today, last, addDays(last, 1)].map((date) => state.units.has(key(date)))).toEqual([true, true, false]);
    }
    expect([state.units.get(at(ids.dorm)(night)), state.units.get(at(ids.twin)(night))]).toEqual([0, 3]);
    expect(state.rates.get(at(ids.twinRate)(night))).toEqual({ rate: '70.00', stop_sell: false });
    expect(state.rates.get(at(ids.twinRate)(addDays(night, 1)))).toEqual({ rate: '50.00', stop_sell: false });
  });

  it('is for admins and managers of a connected property', async () => {
    const base = await hostel();
    const notConnected = await base.user.call('POST', '/channel-manager/resync', undefined, { 'x-message-ids': 'true' });
    expect([notConnected.status, notConnected.body.messageId]).toEqual([404, 'channel.notConnected']);
    const { user: employee } = await signedInMember(base.user, 'employee');
    expect((await employee.call('POST', '/channel-manager/resync')).status).toBe(403);
  });
});
