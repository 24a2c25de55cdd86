import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { expectInvariant } from '../support/front-desk';
import { partition } from '../support/table';
import { channelDesk, channelRevision, loadChannelFunctions, pulled } from '../support/channel-bookings';

// Changes from the channel the desk has no single call for, or must not follow: a room moved to another of
// our room types (the old stay canceled and the new one booked in one transaction), and a change to a stay
// already checked in (left to the desk, reported, acknowledged).

beforeAll(async () => {
  await loadChannelFunctions();
});

const reservationsOf = async (pid: string) => (await partition(pid, 'RES#')).filter((item) => typeof item.status === 'string');

describe('changes from the channel', () => {
  it('moves a room to another room type: the old stay canceled, the new one booked, never both held or neither', async () => {
    const { pid, user, today, dorm, suite, channel, capacities } = await channelDesk();
    const arrival = addDays(today, 6);
    // Paid at the OTA: the old stay's payment goes back with it, the new one is paid, though the move says no more of who collects.
    channel.deliver(channelRevision('bk-r', arrival, { paymentCollect: 'ota', room: { guests: 2, amountCents: 8000 } }));
    expect(await pulled(user)).toMatchObject({ applied: 1 });
    const [first] = (await expectInvariant(pid, capacities)).live;
    channel.deliver(
      channelRevision('bk-r', arrival, { status: 'modified', room: { roomTypeId: 'cm-suite', guests: 2, amountCents: 17000 } }),
    );
    expect(await pulled(user)).toMatchObject({ applied: 1, acknowledged: 1 });
    const { live } = await expectInvariant(pid, capacities);
    expect(live.map((item) => [item.roomTypeId, item.totalCents, item.guestId])).toEqual([[suite._id, 17000, first!.guestId]]);
    const old = (await reservationsOf(pid)).find((item) => item.id === first!.id)!;
    expect(old).toMatchObject({ roomTypeId: dorm._id, status: 'canceled', paidCents: 0, paymentStatus: 'refunded' });
    expect(old.payments.map((payment: { method: string; amountCents: number }) => [payment.method, payment.amountCents])).toEqual([
      ['ota', 8000],
      ['ota', -8000],
    ]);
    expect(live[0]).toMatchObject({ paidCents: 17000, paymentStatus: 'paid', payments: [{ method: 'ota', amountCents: 17000 }] });
    const [link] = await partition(pid, 'CHANNELSTAY#bk-r#');
    expect(link).toMatchObject({ reservationId: live[0]!.id, roomTypeId: suite._id, amountCents: 17000 });

    // Moved back to a dorm that is full meanwhile: a conflict, and the suite stay is kept as it was.
    channel.deliver(channelRevision('bk-full', arrival, { room: { guests: 4 } }));
    channel.deliver(channelRevision('bk-r', arrival, { status: 'modified', room: { roomTypeId: 'cm-dorm', guests: 2 } }));
    expect(await pulled(user)).toMatchObject({ applied: 1, conflicts: 1, acknowledged: 2 });
    const after = (await expectInvariant(pid, capacities)).live;
    expect(after.map((item) => item.id).sort()).toEqual([live[0]!.id, after.find((item) => item.roomTypeId === dorm._id)!.id].sort());
    expect(await partition(pid, 'CHANNELCONFLICT#bk-r')).toHaveLength(1);
  });

  it('leaves a checked-in stay to the desk when the channel cancels it, and says so', async () => {
    const { pid, user, today, channel, capacities } = await channelDesk();
    channel.deliver(channelRevision('bk-in', today, { room: { guests: 1 } }));
    expect(await pulled(user)).toMatchObject({ applied: 1 });
    const [stay] = (await expectInvariant(pid, capacities)).live;
    expect((await user.call('PUT', `/reservations/check-in/${stay!.id}`)).status).toBe(200);
    channel.deliver(channelRevision('bk-in', today, { status: 'cancelled' }));
    expect(await pulled(user)).toMatchObject({ left_to_desk: 1, acknowledged: 1, conflicts: 0 });
    const [kept] = (await expectInvariant(pid, capacities)).live;
    expect(kept).toMatchObject({ id: stay!.id, status: 'confirmed' });
    expect(kept!.checkedIn).toBeDefined();
    expect(channel.early).toEqual([]);
  });
});
