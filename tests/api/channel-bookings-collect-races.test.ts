import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import type { ApiUser } from '../support/api';
import {
  channelDesk,
  channelRevision,
  loadChannelFunctions,
  pulled,
  syncNow,
  syncUntilDrained,
  webhook,
} from '../support/channel-bookings';
import { expectInvariant } from '../support/front-desk';
import { partition } from '../support/table';

// A change of who collects alone is written once however it arrives: delivered again after a lost acknowledgement,
// or applied by "Sync now", the webhook and pulls past the lease at once. The table is read after: one `ota` payment,
// one history entry, the link written by that revision.

beforeAll(async () => {
  await loadChannelFunctions();
});

const history = async (user: ApiUser, id: string) => (await user.call('GET', `/reservations/history/${id}`)).body.entries;
const otaPayments = (item: Record<string, any>) =>
  (item.payments ?? [])
    .filter((payment: { method: string }) => payment.method === 'ota')
    .map((payment: { amountCents: number }) => payment.amountCents);

describe('a change of who collects alone, delivered twice or applied at once', () => {
  it('writes the OTA payment once', async () => {
    const desk = await channelDesk();
    const { user, pid, today, channel, capacities, connectedAt } = desk;
    const arrival = addDays(today, 9);
    channel.deliver(channelRevision('bk-c', arrival, { paymentCollect: 'property' }), channelRevision('bk-d', arrival));
    await syncUntilDrained(desk);
    const stays = (await expectInvariant(pid, capacities)).live;
    const ofBooking = async (bookingId: string) => {
      const [link] = await partition(pid, `CHANNELSTAY#${bookingId}#`);
      const [item] = await partition(pid, `RES#${link!.reservationId}`);
      return { link: link!, item: item!, entries: await history(user, link!.reservationId) };
    };

    // Delivered again, its acknowledgement lost: the second delivery is only acknowledged.
    const toOta = channelRevision('bk-c', arrival, { status: 'modified', paymentCollect: 'ota' });
    channel.deliver(toOta);
    channel.loseAcknowledgements(1);
    expect(await pulled(user)).toMatchObject({ applied: 1, acknowledged: 0 });
    expect(await pulled(user)).toMatchObject({ applied: 0, acknowledged: 1 });
    const twice = await ofBooking('bk-c');
    expect(otaPayments(twice.item)).toEqual([9000]);
    expect(twice.item).toMatchObject({ paidCents: 9000, paymentStatus: 'paid' });
    expect(twice.link).toMatchObject({ revisionId: toOta.id, collect: { by: 'ota' } });
    expect(twice.entries.map((entry: { action: string }) => entry.action)).toEqual(['payment', 'created']);

    // "Sync now" twice and the webhook at once, then pulls past the lease: one of them writes it.
    const raced = channelRevision('bk-d', arrival, { status: 'modified', paymentCollect: 'ota' });
    channel.deliver(raced);
    const { webhookToken } = await import('../../functions/src/channel-manager/webhook-token');
    const { trustedTenant } = await import('../../functions/src/data/tenant');
    const { applyRevision } = await import('../../functions/src/channel-manager/revision-apply');
    const { roomTypes } = await import('../../functions/src/data/room-type-repository');
    const tenant = trustedTenant(pid);
    const token = await webhookToken(tenant, connectedAt);
    const ctx = {
      tenant,
      mapping: new Map([['cm-dorm', desk.dorm._id]]),
      types: new Map((await roomTypes.list(tenant)).map((type) => [type.id, type])),
      actor: { id: 'test', name: 'Test' },
      now: () => new Date(),
      timeZone: 'UTC',
    };
    const outcomes = await Promise.allSettled([
      syncNow(user),
      syncNow(user),
      webhook(token),
      ...Array.from({ length: 4 }, () => applyRevision(ctx, raced)),
    ]);
    // Under load a loser may run out of its budget (TableUnavailable) before it finds the revision applied: it wrote nothing.
    const { TableUnavailable } = await import('../../functions/src/data/data-errors');
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(TableUnavailable);
    await syncUntilDrained(desk);
    const once = await ofBooking('bk-d');
    expect(otaPayments(once.item)).toEqual([9000]);
    expect(once.item).toMatchObject({ paidCents: 9000, paymentStatus: 'paid' });
    expect(once.link).toMatchObject({ revisionId: raced.id, collect: { by: 'ota' } });
    expect(once.entries.map((entry: { action: string }) => entry.action)).toEqual(['payment', 'created']);
    expect((await partition(pid, `CHANNELREV#${raced.id}`))[0]).toMatchObject({ outcome: 'applied' });
    expect((await expectInvariant(pid, capacities)).live.map((item) => item.id).sort()).toEqual(stays.map((item) => item.id).sort());
    expect(channel.early).toEqual([]);
  });
});
