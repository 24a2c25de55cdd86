import { describe, expect, it, vi } from 'vitest';
import type { TenantId } from '../../functions/src/data/tenant';
import type { Logger } from '../../functions/src/http/logger';
import type { AriMessage } from '../../local/channex-stand-in/stand-in-state';
import { addDays } from '../../shared/src/domain/dates';
import { propertyIdOf, signedInMember } from '../support/api';
import {
  at,
  channelPushSettings,
  channelShows,
  channelState,
  connectedHostel,
  pendingPush,
  setRange,
  silent,
} from '../support/channel-push-fixture';
import { streamSettled } from '../support/channex-nights';
import { channexStandIn } from '../support/channex-stand-in';
import { book, hostel, stay } from '../support/front-desk';

// "Send all availability and rates" (the full resync): the next 500 nights of every mapped type, sent now,
// waiting for a push already under way; for admins and managers of a connected property. A disconnect waits
// for such a push the same way before it sends the closing of the mapped rooms.

channelPushSettings();

/** A lease or a due time beyond any sweep another file runs on a clock moved minutes ahead. */
const aDayFromNow = () => new Date(Date.now() + 24 * 3_600_000);

/**
 * A call made while another run (the stream's) holds the property, as when the owner presses "Send all" right
 * after a change, run in process: `letGo` ends that run once the call says it waits.
 */
async function besideAHolder<T>(
  call: (tenant: TenantId, log: Logger) => Promise<T>,
  letGo: (tenant: TenantId) => Promise<void>,
  route: 'resyncChannelManager' | 'disconnectChannelManager' = 'resyncChannelManager',
) {
  const hostel = await connectedHostel();
  // Every stream record of the set-up delivered first: a late batch's run would otherwise take the property
  // between the holder letting go and the call looking again, and send with Channex up (the holder's failure is made up).
  await streamSettled(hostel.user, hostel.apiKey, hostel.dorm._id, hostel.ids.dormRate, addDays(hostel.night, 60));
  const { channelPushes } = await import('../../functions/src/data/channel-push-repository');
  const { trustedTenant } = await import('../../functions/src/data/tenant');
  const { runAsRoute } = await import('../../functions/src/http/route-context');
  const tenant = trustedTenant(hostel.pid);
  // The test takes the property as that run: a push of the setup's own changes may still be pending, or
  // held by the stream's run, until it is sent; the test's lease is taken once the property is free.
  const heldByTest = async () => {
    if (!(await channelPushes.get(tenant))) await channelPushes.savePending(tenant, undefined, {}, new Date(), new Date());
    return (await channelPushes.claim(tenant, new Date(), aDayFromNow())) !== undefined;
  };
  await expect.poll(heldByTest, { timeout: 30_000, interval: 100 }).toBe(true);
  const said: string[] = [];
  const log: Logger = { ...silent, info: (line) => said.push(line) };
  const before = (await channexStandIn.ariMessages(hostel.apiKey)).length;
  const answer = runAsRoute(route, () => call(tenant, log)).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await expect.poll(() => said, { timeout: 30_000, interval: 50 }).toContain('channel push waits for the run under way');
  const waiting = await pendingPush(hostel.pid);
  await letGo(tenant);
  return {
    ...hostel,
    said,
    waiting,
    outcome: await answer,
    sent: async () => (await channexStandIn.ariMessages(hostel.apiKey)).slice(before),
  };
}

/** A resync beside a holder (besideAHolder): what it added waits, pending, while the holder runs. */
async function resyncBesideAHolder(letGo: (tenant: TenantId) => Promise<void>) {
  const { resyncProperty } = await import('../../functions/src/channel-manager/channel-push');
  const hostel = await besideAHolder(resyncProperty, letGo);
  expect(hostel.waiting?.pending?.[hostel.dorm._id]?.from).toBe(hostel.today);
  if ('error' in hostel.outcome) throw hostel.outcome.error;
  return { ...hostel, outcome: hostel.outcome.value };
}

/**
 * The resync's pair (one availability and one restrictions message carry the whole window) first, and perhaps a
 * stream push of the setup's last change landing meanwhile (pushPending's next round, or the stream's own run
 * sending what was pending) after it: every message accepted.
 */
function pairFirstAllAccepted(sent: readonly AriMessage[]) {
  expect(
    sent
      .slice(0, 2)
      .map((message) => message.kind)
      .sort(),
  ).toEqual(['availability', 'restrictions']);
  for (const message of sent) expect([message.status, message.refused]).toEqual([200, []]);
}

/** A disconnect beside a holder went through: both mapped rooms closed on Channex over the window, the key forgotten. */
async function expectDisconnected({ user, ids, today, sent }: Awaited<ReturnType<typeof besideAHolder>>) {
  const closing = channelState(await sent());
  for (const key of [at(ids.dorm), at(ids.twin)]) {
    expect([today, addDays(today, 499)].map((date) => closing.units.get(key(date)))).toEqual([0, 0]);
  }
  expect((await user.call('GET', '/channel-manager')).body).toEqual({ connected: false });
}

describe('the full resync', () => {
  it('leaves the push to the sweep when the run it waited for failed, without calling Channex again', async () => {
    const { channelPushes } = await import('../../functions/src/data/channel-push-repository');
    const { pid, outcome, sent } = await resyncBesideAHolder((tenant) => channelPushes.failed(tenant, 'unavailable', aDayFromNow()));
    expect(outcome).toBe('waiting');
    expect(await sent()).toEqual([]);
    expect(await pendingPush(pid)).toMatchObject({ attempts: 1, lastError: 'unavailable' });
  });

  it('waits for a push under way rather than answering "pending", and sends it all once that run lets go', async () => {
    const { channelPushes } = await import('../../functions/src/data/channel-push-repository');
    const { pid, ids, today, outcome, sent: sentNow } = await resyncBesideAHolder((tenant) => channelPushes.release(tenant, new Date()));
    expect(outcome).toBe('sent');
    const sent = await sentNow();
    pairFirstAllAccepted(sent);
    expect(channelState(sent).units.has(at(ids.dorm)(addDays(today, 499)))).toBe(true);
    await expect.poll(() => pendingPush(pid), { timeout: 30_000, interval: 200 }).toBeUndefined();
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
    pairFirstAllAccepted(resync);
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

  it('is sent for every connected property once a day, so the night that enters the window sells though nothing changed it', async () => {
    const { apiKey, ids, today, user, dorm, night } = await connectedHostel();
    await streamSettled(user, apiKey, dorm._id, ids.dormRate, addDays(night, 60));
    const newNight = addDays(today, 500);
    expect(channelState(await channexStandIn.ariMessages(apiKey)).units.has(at(ids.dorm)(newNight))).toBe(false);
    const before = (await channexStandIn.ariMessages(apiKey)).length;
    const { pushEveryConnection } = await import('../../functions/src/channel-manager/channel-full-push');
    const { pusherFunction } = await import('../../functions/src/channel-manager/push-settings');
    const { runAsFunction } = await import('../../functions/src/http/route-context');
    // Tomorrow, as the daily schedule runs it (its own property only: other files' connections are theirs).
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const pid = propertyIdOf(user);
    const run = await runAsFunction(pusherFunction, () => pushEveryConnection(silent, { now: () => tomorrow }, [pid]));
    expect(run).toEqual({ properties: 1, sent: 1, waiting: 0 });
    const daily = (await channexStandIn.ariMessages(apiKey)).slice(before);
    pairFirstAllAccepted(daily);
    const state = channelState(daily);
    expect([addDays(today, 1), newNight].map((date) => state.units.get(at(ids.dorm)(date)))).toEqual([2, 2]);
    expect(state.rates.get(at(ids.dormRate)(newNight))).toEqual({ rate: '20.00', stop_sell: false });
  });

  it('is for admins and managers of a connected property', async () => {
    const base = await hostel();
    const notConnected = await base.user.call('POST', '/channel-manager/resync', undefined, { 'x-message-ids': 'true' });
    expect([notConnected.status, notConnected.body.messageId]).toEqual([404, 'channel.notConnected']);
    const { user: employee } = await signedInMember(base.user, 'employee');
    expect((await employee.call('POST', '/channel-manager/resync')).status).toBe(403);
  });
});

describe('a disconnect', () => {
  it('disconnects beside a push under way: it waits for that run, then sends the closing itself and forgets the key', async () => {
    const { channelPushes } = await import('../../functions/src/data/channel-push-repository');
    const { disconnect } = await import('../../functions/src/channel-manager/channel-connection');
    const hostel = await besideAHolder(disconnect, (tenant) => channelPushes.release(tenant, new Date()), 'disconnectChannelManager');
    const { waiting, outcome } = hostel;
    // While the other run held the property, the closing of both mapped rooms waited, pending.
    expect(Object.keys(waiting?.pending ?? {}).filter((key) => key.startsWith('released#'))).toHaveLength(2);
    expect(outcome).toEqual({ value: undefined });
    await expectDisconnected(hostel);
    expect(await pendingPush(hostel.pid)).toBeUndefined();
  });

  it('waits for the next run too, when one takes the property as the first lets go, then sends the closing itself', async () => {
    const { channelPushes } = await import('../../functions/src/data/channel-push-repository');
    const { disconnect } = await import('../../functions/src/channel-manager/channel-connection');
    const claim = channelPushes.claim.bind(channelPushes);
    try {
      const hostel = await besideAHolder(
        disconnect,
        async (tenant) => {
          // The stream's run, seeing the change let go, takes the property just before the disconnect's claim: for a second.
          vi.spyOn(channelPushes, 'claim').mockImplementationOnce(async (claimed, now, until) => {
            await claim(claimed, new Date(), new Date(Date.now() + 1_000));
            return claim(claimed, now, until);
          });
          // Due tomorrow, so only the run the spy makes takes it (a claim does not read when a push is due).
          await channelPushes.release(tenant, aDayFromNow());
        },
        'disconnectChannelManager',
      );
      expect(hostel.outcome).toEqual({ value: undefined });
      expect(hostel.said).toContain('channel push waits: another run took the property first');
      await expectDisconnected(hostel);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
