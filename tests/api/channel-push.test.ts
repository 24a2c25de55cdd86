import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AvailabilityChange, ChannelManager, RateChange } from '../../functions/src/channel-manager/channel-manager-port';
import type { Logger } from '../../functions/src/http/logger';
import { addDays, compactDate, datesFrom } from '../../shared/src/domain/dates';
import type { ApiUser } from '../support/api';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';
import { configureFunctions, STACK_TABLE } from '../support/in-process';
import { partition } from '../support/table';

// Availability and rates out: desk changes on the test stack reach a channel manager through the table's
// stream and the pusher (run here, on the stack's table, as its event source mapping runs it). The channel
// manager is an in-memory one that applies each message in arrival order, as Channex does, and can be down.

type Modules = {
  channelConnections: typeof import('../../functions/src/data/channel-connection-repository').channelConnections;
  push: typeof import('../../functions/src/channel-manager/channel-push');
  runAs: <T>(work: () => Promise<T>) => Promise<T>;
  maxChanges: number;
};
let modules: Modules;
let reader: { stop(): Promise<void> } | undefined;
const silent: Logger = { debug: () => {}, info: () => {}, error: () => {} };

/** A channel manager's view of one property: the last units and rate sent per night, and every message. */
class FakeChannel implements ChannelManager {
  messages: { kind: 'availability' | 'rates'; changes: (AvailabilityChange | RateChange)[] }[] = [];
  units = new Map<string, number>();
  rates = new Map<string, Omit<RateChange, 'ratePlanId' | 'from' | 'to'>>();
  down = false;
  inFlight = 0;
  mostInFlight = 0;

  private async receive(kind: 'availability' | 'rates', changes: (AvailabilityChange | RateChange)[], apply: () => void) {
    this.inFlight += 1;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    try {
      // A turn of the event loop, so two messages at once would overlap here.
      await new Promise((resolve) => setImmediate(resolve));
      if (this.down)
        throw new (await import('../../functions/src/channel-manager/channel-manager-port')).ChannelManagerError({ kind: 'unavailable' });
      this.messages.push({ kind, changes });
      apply();
    } finally {
      this.inFlight -= 1;
    }
  }
  pushAvailability(changes: AvailabilityChange[]) {
    return this.receive('availability', changes, () => {
      for (const change of changes)
        for (const date of datesFrom(change.from, change.to)) this.units.set(`${change.roomTypeId}#${date}`, change.units);
    });
  }
  pushRates(changes: RateChange[]) {
    return this.receive('rates', changes, () => {
      for (const { ratePlanId, from, to, ...values } of changes)
        for (const date of datesFrom(from, to)) this.rates.set(`${ratePlanId}#${date}`, values);
    });
  }
  property = async () => ({ id: 'cx-property', title: 'Casa', currency: 'USD' });
  roomTypes = async () => [];
  ratePlans = async () => [];
  unacknowledgedRevisions = async () => [];
  acknowledge = async () => {};
}

const channels = new Map<string, FakeChannel>();

beforeAll(async () => {
  configureFunctions();
  const repository = await import('../../functions/src/data/channel-connection-repository');
  repository.setChannelManagerFactory((apiKey) => channels.get(apiKey)!);
  const { runAsFunction } = await import('../../functions/src/http/route-context');
  const { pusherFunction } = await import('../../functions/src/channel-manager/push-settings');
  const { MAX_CHANGES_PER_MESSAGE } = await import('../../functions/src/channel-manager/ari-plan');
  modules = {
    channelConnections: repository.channelConnections,
    push: await import('../../functions/src/channel-manager/channel-push'),
    runAs: (work) => runAsFunction(pusherFunction, work),
    maxChanges: MAX_CHANGES_PER_MESSAGE,
  };
  const { startChannelPusher } = await import('../../local/stream-reader');
  // A shorter batching window than AWS's, so each step waits less; the gathering is the same.
  reader = await startChannelPusher(inject('dynamoEndpoint'), STACK_TABLE, 1_500);
});

afterAll(async () => {
  await reader?.stop();
});

/** A hostel connected to its own fake channel: a 2-bed dorm and a 3-room private type, both mapped. */
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
  const apiKey = `key-${randomUUID()}`;
  const channel = new FakeChannel();
  channels.set(apiKey, channel);
  const [{ sealApiKey }, { secrets }, { trustedTenant }] = await Promise.all([
    import('../../functions/src/channel-manager/api-key-sealing'),
    import('../../functions/src/secrets'),
    import('../../functions/src/data/tenant'),
  ]);
  const tenant = trustedTenant(base.pid);
  await modules.channelConnections.put(tenant, {
    provider: 'channex',
    channelPropertyId: 'cx-property',
    channelPropertyTitle: 'Casa',
    currency: 'USD',
    sealedKey: sealApiKey(apiKey, base.pid, (await secrets()).channelKeyKey),
    mappings: [
      { roomTypeId: dorm._id, channelRoomTypeId: 'cx-dorm', channelRatePlanId: 'cx-dorm-rate' },
      { roomTypeId: twin._id, channelRoomTypeId: 'cx-twin', channelRatePlanId: 'cx-twin-rate' },
    ],
    connectedAt: new Date().toISOString(),
    connectedBy: 'owner',
  });
  return { ...base, tenant, dorm, twin, ana, channel, night: addDays(base.today, 30) };
}

/** Waits until the channel shows `expected` for each of these nights (what it was last sent). */
async function channelShows(read: (date: string) => unknown, dates: string[], expected: unknown) {
  await expect.poll(() => dates.map(read), { timeout: 30_000, interval: 100 }).toEqual(dates.map(() => expected));
}

const unitsOf = (channel: FakeChannel, type: string) => (date: string) => channel.units.get(`${type}#${date}`);
const rateOf = (channel: FakeChannel, plan: string) => (date: string) => channel.rates.get(`${plan}#${date}`);

async function setRange(user: ApiUser, typeId: string, from: string, to: string, body: Record<string, number>) {
  const response = await user.call('POST', `/rates-and-availability/create/${typeId}`, { start_date: from, end_date: to, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

async function appRate(user: ApiUser, typeId: string, date: string): Promise<number> {
  const response = await user.call('GET', `/rates-and-availability/${compactDate(date)}-${compactDate(date)}`);
  return response.body.room_types.find((type: { _id: string }) => type._id === typeId).nights[0].rate;
}

describe('availability out', () => {
  it('sends 0 for the nights of a desk booking of the last bed, and the bed back when it is canceled', async () => {
    const { user, dorm, ana, channel, night } = await connectedHostel();
    const nights = [night, addDays(night, 1)];
    await book(user, stay(ana._id, dorm._id, night, 2));
    await channelShows(unitsOf(channel, 'cx-dorm'), nights, 1);
    const last = await book(user, stay(ana._id, dorm._id, night, 2));
    await channelShows(unitsOf(channel, 'cx-dorm'), nights, 0);
    // Sold out is no stop-sell: the rate plan stays open.
    expect(nights.map(rateOf(channel, 'cx-dorm-rate'))).toEqual(nights.map(() => ({ rateCents: 2000, stopSell: false })));

    const canceled = await user.call('PUT', `/reservations/status/${last._id}`, { reservation_status: 'canceled' });
    expect(canceled.status).toBe(200);
    await channelShows(unitsOf(channel, 'cx-dorm'), nights, 1);
    expect(channel.mostInFlight).toBe(1);
  });

  it('sends a closed night as 0 units and stop-sell, and open again when reopened', async () => {
    const { user, twin, channel, night } = await connectedHostel();
    await setRange(user, twin._id, night, night, { custom_rate: 50, custom_availability: 0 });
    await channelShows(unitsOf(channel, 'cx-twin'), [night], 0);
    expect(rateOf(channel, 'cx-twin-rate')(night)).toEqual({ rateCents: 5000, stopSell: true });
    await setRange(user, twin._id, night, night, { custom_rate: 50, custom_availability: 3 });
    await channelShows(unitsOf(channel, 'cx-twin'), [night], 3);
    expect(rateOf(channel, 'cx-twin-rate')(night)).toEqual({ rateCents: 5000, stopSell: false });
  });
});

describe('rates out', () => {
  it('sends the new price of a rate change for its nights, the base rate around them', async () => {
    const { user, twin, channel, night } = await connectedHostel();
    await setRange(user, twin._id, night, addDays(night, 2), { custom_rate: 65.5 });
    await channelShows(rateOf(channel, 'cx-twin-rate'), datesFrom(night, addDays(night, 2)), { rateCents: 6550, stopSell: false });
    const rangeMessage = channel.messages.findLast((message) => message.kind === 'rates')!;
    expect(rangeMessage.changes).toContainEqual({
      ratePlanId: 'cx-twin-rate',
      from: night,
      to: addDays(night, 2),
      rateCents: 6550,
      stopSell: false,
    });
    for (const date of [addDays(night, -1), addDays(night, 3)]) {
      expect(rateOf(channel, 'cx-twin-rate')(date) ?? { rateCents: 5000, stopSell: false }).toEqual({ rateCents: 5000, stopSell: false });
    }
  });

  it('sends ten changes in quick succession as few messages, one at a time, the last state winning', async () => {
    const { user, twin, channel, night } = await connectedHostel();
    for (let k = 0; k < 10; k += 1) await setRange(user, twin._id, night, addDays(night, 1), { custom_rate: 51 + k });
    expect(await appRate(user, twin._id, night)).toBe(60);
    await channelShows(rateOf(channel, 'cx-twin-rate'), [night, addDays(night, 1)], { rateCents: 6000, stopSell: false });
    expect(channel.messages.filter((message) => message.kind === 'rates').length).toBeLessThan(10);
    expect(channel.mostInFlight).toBe(1);
  });
});

describe('a channel manager that fails', () => {
  it('keeps what failed pending and sends it, with what came meanwhile, once the sweep finds it back', async () => {
    const { user, pid, tenant, dorm, ana, channel, night } = await connectedHostel();
    channel.down = true;
    await book(user, stay(ana._id, dorm._id, night, 1, 2));
    await expect.poll(async () => (await partition(pid, 'CHANNELPUSH'))[0]?.attempts, { timeout: 30_000, interval: 100 }).toBe(1);
    // While it fails, a new change is only added to what waits: the sweep owns it.
    await book(user, stay(ana._id, dorm._id, addDays(night, 5), 1, 2));
    // Its nights join what waits (a sale also changes the room type's item, which re-sends its whole window).
    await expect
      .poll(async () => (await partition(pid, 'CHANNELPUSH'))[0]?.pending?.[dorm._id]?.to >= addDays(night, 5), {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(true);
    expect((await partition(pid, 'CHANNELPUSH'))[0]).toMatchObject({ attempts: 1, lastError: 'unavailable', gsi1pk: 'CHANNELPUSH' });
    expect(channel.messages).toEqual([]);

    const pending = (await partition(pid, 'CHANNELPUSH'))[0]!;
    const early = { now: () => new Date(new Date(pending.nextTryAt).getTime() - 1_000) };
    channel.down = false;
    // Not yet due: left alone. Then due, and sent.
    expect((await modules.runAs(() => modules.push.sweepPendingPushes(silent, early))).tried).toBe(0);
    const due = { now: () => new Date(new Date(pending.nextTryAt).getTime() + 1_000) };
    const run = await modules.runAs(() => modules.push.sweepPendingPushes(silent, due));
    expect(run.pending).toBeGreaterThanOrEqual(1);
    expect(unitsOf(channel, 'cx-dorm')(night)).toBe(0);
    expect(unitsOf(channel, 'cx-dorm')(addDays(night, 5))).toBe(0);
    expect(unitsOf(channel, 'cx-dorm')(addDays(night, 1))).toBe(2);
    expect(await partition(pid, 'CHANNELPUSH')).toEqual([]);
    expect((await modules.channelConnections.get(tenant))?.lastPushError).toBeUndefined();
  });
});

describe('the full resync', () => {
  it('sends the next 500 nights of every mapped type, in messages of the accepted size, matching the app', async () => {
    const { user, tenant, dorm, twin, ana, channel, night, today } = await connectedHostel();
    await book(user, stay(ana._id, dorm._id, night, 1, 2));
    await setRange(user, twin._id, night, night, { custom_rate: 70 });
    await channelShows(unitsOf(channel, 'cx-dorm'), [night], 0);
    channel.messages = [];
    channel.units.clear();
    channel.rates.clear();

    expect(await modules.runAs(() => modules.push.resyncProperty(tenant, silent))).toBe('sent');
    const last = addDays(today, 499);
    expect(channel.messages.map((message) => message.kind)).toEqual(['availability', 'rates']);
    for (const message of channel.messages) {
      expect(message.changes.length).toBeLessThanOrEqual(modules.maxChanges);
      expect(Buffer.byteLength(JSON.stringify(message.changes))).toBeLessThan(10 * 1024 * 1024);
    }
    for (const type of ['cx-dorm', 'cx-twin']) {
      expect(unitsOf(channel, type)(today)).toBeDefined();
      expect(unitsOf(channel, type)(last)).toBeDefined();
      expect(unitsOf(channel, type)(addDays(last, 1))).toBeUndefined();
    }
    expect(unitsOf(channel, 'cx-dorm')(night)).toBe(0);
    expect(unitsOf(channel, 'cx-twin')(night)).toBe(3);
    expect(rateOf(channel, 'cx-twin-rate')(night)).toEqual({ rateCents: 7000, stopSell: false });
    expect(rateOf(channel, 'cx-twin-rate')(addDays(night, 1))).toEqual({ rateCents: 5000, stopSell: false });
  });
});
