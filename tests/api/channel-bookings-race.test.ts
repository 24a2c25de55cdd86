import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { book, expectInvariant, guest, stay } from '../support/front-desk';
import { partition } from '../support/table';
import { channelDesk, channelRevision, loadChannelFunctions, syncNow, syncUntilDrained, webhook } from '../support/channel-bookings';

// The last beds of a dorm, asked for at once by the channel manager's revisions and the desk: whoever
// commits first holds a bed; the rest are refused (the desk) or stored as conflicts (the channel); and
// every revision is acknowledged exactly when its outcome is committed, never before, even when an
// acknowledgement is lost on the way and the revision comes again.

beforeAll(async () => {
  await loadChannelFunctions();
});

describe('revisions and desk bookings racing for the last beds', () => {
  it('hold no bed twice and no night over its units, and acknowledge each revision once committed', async () => {
    const desk = await channelDesk(6);
    const { user, pid, today, dorm, channel, capacities, connectedAt } = desk;
    const arrival = addDays(today, 15);
    const ana = await guest(user);
    // Two of six beds are taken already: four left for thirty.
    await book(user, stay(ana._id, dorm._id, arrival, 2, 2));
    const revisions = Array.from({ length: 15 }, (_, at) => channelRevision(`race-${at}`, arrival, { room: { amountCents: 4100 + at } }));
    channel.deliver(...revisions);
    // The first three acknowledgements are lost on the way: those revisions come again and are only acknowledged.
    channel.loseAcknowledgements(3);
    const { webhookToken } = await import('../../functions/src/channel-manager/webhook-token');
    const { trustedTenant } = await import('../../functions/src/data/tenant');
    const token = await webhookToken(trustedTenant(pid), connectedAt);
    const deskAnswers = await Promise.all([
      ...Array.from({ length: 15 }, (_, at) =>
        user.call('POST', '/reservations/new', stay(ana._id, dorm._id, arrival, 2, 1, { total_price: 40 + at }), {
          'idempotency-key': randomUUID(),
        }),
      ),
      syncNow(user),
      webhook(token),
      syncNow(user),
    ]).then((answers) => answers.slice(0, 15) as { status: number; body: { _id?: string } }[]);
    // A desk booking that lost every round within its request's budget is a 503 under load: it wrote nothing either.
    expect(deskAnswers.map((answer) => answer.status).filter((status) => ![201, 409, 503].includes(status))).toEqual([]);
    await syncUntilDrained(desk);

    const { live } = await expectInvariant(pid, capacities);
    const fromChannel = live.filter((item) => item.channelBooking);
    const booked = deskAnswers.filter((answer) => answer.status === 201).map((answer) => answer.body._id);
    // Every bed went to exactly one of the thirty; the refused desk bookings wrote nothing.
    expect(live).toHaveLength(1 + 4);
    expect(live.filter((item) => !item.channelBooking && booked.includes(item.id))).toHaveLength(4 - fromChannel.length);

    // Each revision acknowledged, none before its outcome was committed, and its outcome is in the table.
    expect(channel.early).toEqual([]);
    expect(new Set(channel.acknowledged)).toEqual(new Set(revisions.map((revision) => revision.id)));
    const records = new Map((await partition(pid, 'CHANNELREV#')).map((item) => [item.sk.slice('CHANNELREV#'.length), item.outcome]));
    const conflicts = new Set((await partition(pid, 'CHANNELCONFLICT#')).map((item) => item.bookingId));
    for (const revision of revisions) {
      const stays = fromChannel.filter((item) => item.channelBooking.bookingId === revision.bookingId);
      if (records.get(revision.id) === 'applied') {
        expect(stays).toHaveLength(1);
        expect(stays[0]!.totalCents).toBe(revision.rooms[0]!.amountCents);
      } else {
        // A conflict: kept, or booked by a later pull's retry once it fitted (then no longer kept).
        expect(records.get(revision.id)).toBe('conflict');
        expect(stays.length === 0).toBe(conflicts.has(revision.bookingId));
      }
    }
    expect(conflicts.size).toBe(15 - fromChannel.length);
  });
});
