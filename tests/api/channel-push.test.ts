import { describe, expect, it } from 'vitest';
import { addDays, datesFrom } from '../../shared/src/domain/dates';
import type { ApiUser } from '../support/api';
import { book, stay } from '../support/front-desk';
import {
  appRate,
  at,
  channelPushSettings,
  channelShows,
  connectedHostel,
  pendingPush,
  pushOwn,
  setRange,
  shown,
} from '../support/channel-push-fixture';
import { channexStandIn } from '../support/channex-stand-in';
import { shownOver, streamSettled, windowFrom } from '../support/channex-nights';
import { TABLE, table } from '../support/table';

// Availability and rates out, end to end on the test stack: desk changes reach the Channex stand-in through
// the table's stream and the channel pusher (run by the stack as Lambda runs it, with a shorter batching
// window), read back as the stand-in received them, in order. The sweep runs here, with a clock the test moves.

const sweep = channelPushSettings();

/**
 * Disconnects, asking again while it answers 503: a run of the set-up's own changes may still hold the property,
 * and the disconnect waits for it. Each time the property's own pending push is sent first, as the sweep would.
 */
async function disconnectOnceFree(user: ApiUser, pid: string) {
  await expect
    .poll(
      async () => {
        await pushOwn(pid);
        return (await user.call('DELETE', '/channel-manager')).status;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(200);
}

/**
 * Sweeps at `at` until the property's own pending push is sent. A sweep goes over every property's pending pushes
 * (other files' too, counted in its `sent`), and skips one a run of the stream still holds: the next sweep sends it.
 */
async function sweepUntilSent(pid: string, at: Date) {
  await expect
    .poll(
      async () => {
        await sweep(at);
        return pendingPush(pid);
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBeUndefined();
}

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
    await streamSettled(user, apiKey, dorm._id, ids.dormRate, addDays(night, 60));
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
    // (A late batch of the bookings' stream records may add the same nights again: the version moves, nothing is sent.)
    await sweep(new Date(due - 1_000));
    expect(await pendingPush(pid)).toMatchObject({ attempts: 1, lastError: 'unavailable', nextTryAt: pending.nextTryAt });
    expect((await shown(apiKey)).units.get(at(ids.dorm)(night))).toBe(2);
    await sweepUntilSent(pid, new Date(due + 1_000));
    const state = await shown(apiKey);
    expect([night, addDays(night, 1), addDays(night, 5)].map((date) => state.units.get(at(ids.dorm)(date)))).toEqual([0, 2, 0]);
    // Nothing stays pending: a late stream batch that adds nights again after the sweep is sent by the stream's own run.
    await expect.poll(() => pendingPush(pid), { timeout: 30_000, interval: 200 }).toBeUndefined();
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
    // The set-up's last pushes done (a push still on its way would take the 429 instead of the booking's).
    await streamSettled(user, apiKey, dorm._id, ids.dormRate, addDays(night, 60));
    // The 429 can come no sooner than it is armed: the wait is counted from here.
    const armed = Date.now();
    await channexStandIn.failNext(apiKey, 1, 429);
    await book(user, stay(ana._id, dorm._id, night, 1));
    // Refused, and the booking's night waits with it for the sweep: a late stream batch of the set-up may take the
    // 429 first, and then the booking's record joins what waits (read before sweeping, so the sweep is what sends it).
    await expect
      .poll(
        async () => {
          const push = await pendingPush(pid);
          const range = push?.pending?.[dorm._id];
          return push?.lastError === 'rateLimited' && range !== undefined && range.from <= night && night <= range.to;
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(true);
    expect(new Date((await pendingPush(pid))!.nextTryAt).getTime() - armed).toBeGreaterThanOrEqual(60_000);
    await sweepUntilSent(pid, new Date(new Date((await pendingPush(pid))!.nextTryAt).getTime() + 1_000));
    expect((await shown(apiKey)).units.get(at(ids.dorm)(night))).toBe(1);
  });

  it('closes the Channex room and rate plan a new mapping lets go over the whole window, and leaves the kept one selling', async () => {
    const { user, dorm, apiKey, ids, today } = await connectedHostel();
    const links = { dorm: { roomTypeId: ids.dorm, ratePlanId: ids.dormRate }, twin: { roomTypeId: ids.twin, ratePlanId: ids.twinRate } };
    // The twin taken off Channex: left as it was, the channel would go on selling its last three rooms.
    const saved = await user.call('PUT', '/channel-manager/mappings', {
      mappings: [{ room_type_id: dorm._id, channel_room_type_id: ids.dorm, channel_rate_plan_id: ids.dormRate }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const nights = windowFrom(today);
    await expect
      .poll(() => shownOver(apiKey, [links.twin], nights), { timeout: 30_000, interval: 200 })
      .toEqual([{ units: 0, stopSell: true }]);
    const [kept] = await shownOver(apiKey, [links.dorm], nights);
    expect(kept!.units).toBe(2);
    expect(kept!.stopSell).not.toBe(true);
  });

  it('closes nothing when a new mapping swaps two Channex rooms between our types: each sells the other type now', async () => {
    const { user, dorm, twin, apiKey, ids, today } = await connectedHostel();
    const saved = await user.call('PUT', '/channel-manager/mappings', {
      mappings: [
        { room_type_id: dorm._id, channel_room_type_id: ids.twin, channel_rate_plan_id: ids.twinRate },
        { room_type_id: twin._id, channel_room_type_id: ids.dorm, channel_rate_plan_id: ids.dormRate },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const nights = windowFrom(today);
    const swapped = [
      { roomTypeId: ids.twin, ratePlanId: ids.twinRate },
      { roomTypeId: ids.dorm, ratePlanId: ids.dormRate },
    ];
    // The twin's three rooms now on the dorm's Channex room, and the dorm's beds on the twin's: sent, never closed.
    await expect
      .poll(async () => (await shownOver(apiKey, swapped, nights)).map((link) => link.units), { timeout: 30_000, interval: 200 })
      .toEqual([2, 3]);
    expect((await shownOver(apiKey, swapped, nights)).map((link) => link.stopSell)).not.toContain(true);
  });

  it('closes every mapped Channex room before it disconnects: no channel goes on selling what the app no longer hears of', async () => {
    const { user, pid, apiKey, ids, today, night } = await connectedHostel();
    await channelShows(apiKey, at(ids.dorm), 'units', [night], 2);
    await disconnectOnceFree(user, pid);
    const links = [
      { roomTypeId: ids.dorm, ratePlanId: ids.dormRate },
      { roomTypeId: ids.twin, ratePlanId: ids.twinRate },
    ];
    expect(await shownOver(apiKey, links, windowFrom(today))).toEqual([
      { units: 0, stopSell: true },
      { units: 0, stopSell: true },
    ]);
    expect((await user.call('GET', '/channel-manager')).body.connected).toBe(false);
    expect(await pendingPush(pid)).toBeUndefined();
  });

  it('refuses to disconnect while Channex does not take the closing, which the sweep sends; then disconnects', async () => {
    const { user, pid, apiKey, ids, today, night } = await connectedHostel();
    await channelShows(apiKey, at(ids.dorm), 'units', [night], 2);
    await channexStandIn.failNext(apiKey, 1000, 500);
    const refused = await user.call('DELETE', '/channel-manager', undefined, { 'x-message-ids': 'true' });
    expect([refused.status, refused.body.messageId], JSON.stringify(refused.body)).toEqual([503, 'channel.closingPending']);
    // The mapping is emptied at once (nothing sends the rooms open again) and the closing waits, pending.
    const view = (await user.call('GET', '/channel-manager')).body;
    expect([view.connected, view.mappings]).toEqual([true, []]);
    const pending = (await pendingPush(pid))!;
    expect(Object.keys(pending.pending).filter((key) => key.startsWith('released#'))).toHaveLength(2);
    await channexStandIn.failNext(apiKey, 0, 500);
    expect(await pushOwn(pid, new Date(new Date(pending.nextTryAt).getTime() + 1_000))).toBe('sent');
    expect(await pendingPush(pid)).toBeUndefined();
    expect((await user.call('DELETE', '/channel-manager')).status).toBe(200);
    expect(await shownOver(apiKey, [{ roomTypeId: ids.twin, ratePlanId: ids.twinRate }], windowFrom(today))).toEqual([
      { units: 0, stopSell: true },
    ]);
  });

  it('disconnects a property whose stored key no longer opens: nothing can reach Channex, so nothing is waited for', async () => {
    const { user, pid, apiKey, ids, night } = await connectedHostel();
    await channelShows(apiKey, at(ids.dorm), 'units', [night], 2);
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await table().send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { pk: `PROP#${pid}`, sk: 'CHANNELMGR' },
        UpdateExpression: 'SET sealedKey = :sealed',
        ExpressionAttributeValues: { ':sealed': 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      }),
    );
    await disconnectOnceFree(user, pid);
    expect((await user.call('GET', '/channel-manager')).body).toEqual({ connected: false });
    expect(await pendingPush(pid)).toBeUndefined();
  });
});
