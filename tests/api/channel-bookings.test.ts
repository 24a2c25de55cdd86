import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { book, expectInvariant, guest, stay } from '../support/front-desk';
import { mailsTo, latestMail } from '../support/mailbox';
import { partition } from '../support/table';
import {
  channelDesk,
  channelRevision,
  loadChannelFunctions,
  pulled,
  syncNow,
  syncUntilDrained,
  webhook,
} from '../support/channel-bookings';

// Bookings in from the channel manager: each revision becomes reservations through the desk's own code,
// applied once and acknowledged only once committed; one that does not fit is a conflict, stored, shown,
// mailed once and retried. "Sync now" and the webhook run in this process, as Lambda runs them, against a
// channel manager of revisions that checks the table at every acknowledgement.

beforeAll(async () => {
  await loadChannelFunctions();
});

const reservationsOf = async (pid: string) => (await partition(pid, 'RES#')).filter((item) => typeof item.status === 'string');

describe('bookings from the channel manager', () => {
  it('book, move and free stays on the calendar with their guest and price', async () => {
    const desk = await channelDesk();
    const { user, pid, today, dorm, channel, capacities } = desk;
    const arrival = addDays(today, 5);
    const customer = { name: 'Lucía', surname: 'Gómez', email: `lucia-${pid}@example.com`, phone: '+54 11 4444 0000', country: 'ar' };
    const made = channelRevision('bk-1', arrival, { customer, room: { guests: 2, amountCents: 9050 } });
    channel.deliver(made);
    expect(await pulled(user)).toMatchObject({ applied: 1, conflicts: 0, acknowledged: 1, sync_running: false, more: false });

    const [booked] = (await expectInvariant(pid, capacities)).live;
    expect(booked).toMatchObject({ roomTypeId: dorm._id, checkIn: arrival, guests: 2, totalCents: 9050, status: 'confirmed' });
    expect(booked!.beds).toHaveLength(2);
    const detail = (await user.call('GET', `/reservations/find-by-id/${booked!.id}`)).body;
    expect(detail).toMatchObject({
      total_price: 90.5,
      currency: 'USD',
      booking_source: 'booking.com',
      guest_info: { full_name: 'Lucía Gómez' },
    });
    const [lucia] = await partition(pid, `GUEST#${booked!.guestId}`);
    expect(lucia).toMatchObject({ firstName: 'Lucía', lastName: 'Gómez', email: customer.email, countryCode: 'AR' });

    // The channel moves the stay a night later, for three nights, at a new price: the same reservation moves.
    channel.deliver(
      channelRevision('bk-1', addDays(arrival, 1), { status: 'modified', customer, nights: 3, room: { guests: 2, amountCents: 13000 } }),
    );
    expect(await pulled(user)).toMatchObject({ applied: 1, acknowledged: 1 });
    const [moved] = (await expectInvariant(pid, capacities)).live;
    expect(moved).toMatchObject({ id: booked!.id, checkIn: addDays(arrival, 1), checkOut: addDays(arrival, 4), totalCents: 13000 });

    // Canceled on the channel: freed.
    channel.deliver(channelRevision('bk-1', addDays(arrival, 1), { status: 'cancelled', customer }));
    expect(await pulled(user)).toMatchObject({ applied: 1, acknowledged: 1 });
    expect((await expectInvariant(pid, capacities)).live).toEqual([]);
    expect((await reservationsOf(pid)).map((item) => [item.id, item.status, item.beds])).toEqual([[booked!.id, 'canceled', []]]);
    expect(channel.early).toEqual([]);
  });

  it('makes each room of a booking its own reservation, for one guest, naming a channel beyond the spec and keeping a price it cannot', async () => {
    const { user, pid, today, dorm, suite, channel, capacities } = await channelDesk();
    const arrival = addDays(today, 9);
    const rooms = [
      { roomTypeId: 'cm-dorm', ratePlanId: 'cm-rate', checkIn: arrival, checkOut: addDays(arrival, 2), guests: 1, amountCents: 5000 },
      {
        roomTypeId: 'cm-suite',
        ratePlanId: 'cm-suite-rate',
        checkIn: arrival,
        checkOut: addDays(arrival, 2),
        guests: 2,
        amountCents: 20000,
      },
    ];
    channel.deliver(channelRevision('bk-2', arrival, { channel: 'airbnb', currency: 'GBP', rooms }));
    expect(await pulled(user)).toMatchObject({ applied: 1, acknowledged: 1 });
    const live = (await expectInvariant(pid, capacities)).live.sort((a, b) => a.channelBooking.room - b.channelBooking.room);
    expect(live.map((item) => [item.roomTypeId, item.bookingSource, item.currency, item.guests])).toEqual([
      [dorm._id, 'channel:airbnb', 'USD', 1],
      [suite._id, 'channel:airbnb', 'USD', 2],
    ]);
    // No pound prices at this desk: priced from the rates, the channel's price in the staff's notes.
    expect(live.map((item) => item.totalCents)).toEqual([4000, 16000]);
    expect(live[1]!.notes).toContain('· 200.00 GBP');
    expect(new Set(live.map((item) => item.guestId)).size).toBe(1);
  });

  it('books a revision delivered twice, or applied by pulls at once, only once', async () => {
    const desk = await channelDesk();
    const { user, pid, today, channel, capacities, connectedAt } = desk;
    const once = channelRevision('bk-3', addDays(today, 3));
    channel.deliver(once);
    await syncUntilDrained(desk);
    // Delivered again (its acknowledgement lost on the way): acknowledged, nothing booked.
    channel.deliver(once);
    expect(await pulled(user)).toMatchObject({ applied: 0, acknowledged: 1 });
    expect((await expectInvariant(pid, capacities)).live).toHaveLength(1);

    // "Sync now" and the webhook at once: one pull runs, the other says it is running; the revision is booked once.
    channel.deliver(channelRevision('bk-4', addDays(today, 3)));
    const { webhookToken } = await import('../../functions/src/channel-manager/webhook-token');
    const { trustedTenant } = await import('../../functions/src/data/tenant');
    const token = await webhookToken(trustedTenant(pid), connectedAt);
    const [first, second, hook] = await Promise.all([syncNow(user), syncNow(user), webhook(token)]);
    expect(hook).toMatchObject({ statusCode: 200, body: { received: true } });
    expect([first.body.sync_running, second.body.sync_running].filter(Boolean).length).toBeGreaterThanOrEqual(1);
    await syncUntilDrained(desk);
    expect((await expectInvariant(pid, capacities)).live).toHaveLength(2);

    // Past the lease (two pulls that both took it): the revision's conditions still book it once.
    const { applyRevision } = await import('../../functions/src/channel-manager/revision-apply');
    const { roomTypes } = await import('../../functions/src/data/room-type-repository');
    const tenant = trustedTenant(pid);
    const types = new Map((await roomTypes.list(tenant)).map((type) => [type.id, type]));
    const ctx = {
      tenant,
      mapping: new Map([['cm-dorm', desk.dorm._id]]),
      types,
      actor: { id: 'test', name: 'Test' },
      now: () => new Date(),
      timeZone: 'UTC',
    };
    const raced = channelRevision('bk-5', addDays(today, 12));
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => applyRevision(ctx, raced)));
    // Under load a loser may run out of its budget (TableUnavailable) before it finds the revision applied: it wrote nothing.
    const { TableUnavailable } = await import('../../functions/src/data/data-errors');
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(TableUnavailable);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.outcome === 'applied')).toHaveLength(1);
    expect((await expectInvariant(pid, capacities)).live).toHaveLength(3);
    expect(channel.early).toEqual([]);
  });

  it('stores a revision that does not fit as a conflict: acknowledged, shown, mailed once, booked once it fits', async () => {
    const { user, pid, email, today, suite, channel, capacities } = await channelDesk();
    const arrival = addDays(today, 7);
    const ana = await guest(user);
    const taken = await book(user, stay(ana._id, suite._id, arrival, 2));
    const late = channelRevision('bk-6', arrival, { otaReservationCode: 'BDC-6', room: { roomTypeId: 'cm-suite', amountCents: 15000 } });
    channel.deliver(late);
    expect(await pulled(user)).toMatchObject({ applied: 0, conflicts: 1, acknowledged: 1 });
    expect((await expectInvariant(pid, capacities)).live.map((item) => item.id)).toEqual([taken._id]);
    const [stored] = await partition(pid, 'CHANNELCONFLICT#');
    expect(stored).toMatchObject({ bookingId: 'bk-6', revision: { id: late.id } });
    const shown = (await user.call('GET', '/calendar-imports/conflicts')).body.conflicts;
    expect(shown).toEqual([
      expect.objectContaining({
        feed_id: 'channel-manager',
        feed_name: 'booking.com',
        uid: 'BDC-6',
        room_type_id: suite._id,
        check_in: arrival,
      }),
    ]);
    await latestMail(email, /An imported booking from booking\.com does not fit/);

    // Tried again on the next pull, still not fitting: not mailed again.
    expect(await pulled(user)).toMatchObject({ acknowledged: 0 });
    // The desk frees the suite: the next pull books the channel's stay at its price and clears the conflict.
    expect((await user.call('PUT', `/reservations/status/${taken._id}`, { reservation_status: 'canceled' })).status).toBe(200);
    await pulled(user);
    const [placed] = (await expectInvariant(pid, capacities)).live;
    expect(placed).toMatchObject({ roomTypeId: suite._id, checkIn: arrival, totalCents: 15000, bookingSource: 'booking.com' });
    expect(await partition(pid, 'CHANNELCONFLICT#')).toEqual([]);
    expect((await user.call('GET', '/calendar-imports/conflicts')).body.conflicts).toEqual([]);

    // A second conflict's mail arrives after any repeat of the first would have: the first was sent once.
    channel.deliver(channelRevision('bk-7', arrival, { room: { roomTypeId: 'cm-suite' } }));
    expect(await pulled(user)).toMatchObject({ conflicts: 1 });
    await latestMail(email, /An imported booking from booking\.com does not fit/, 10_000).then(async () => {
      const deadline = Date.now() + 10_000;
      while ((await mailsTo(email)).filter((mail) => /does not fit/.test(mail.subject)).length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setImmediate(resolve));
    });
    expect((await mailsTo(email)).filter((mail) => /does not fit/.test(mail.subject))).toHaveLength(2);
    expect(channel.early).toEqual([]);
  });

  it("pulls on the webhook's call to its own address only, whatever the body says", async () => {
    const { pid, today, channel, capacities, connectedAt } = await channelDesk();
    const { webhookToken } = await import('../../functions/src/channel-manager/webhook-token');
    const { trustedTenant } = await import('../../functions/src/data/tenant');
    channel.deliver(channelRevision('bk-8', addDays(today, 4)));
    const address = await webhookToken(trustedTenant(pid), connectedAt);
    // Called again while another file's schedule holds the property for a moment: each call answers 200 at once.
    for (let call = 0; call < 100 && channel.waiting > 0; call += 1)
      expect(await webhook(address, { anything: 'ignored' })).toMatchObject({ statusCode: 200, body: { received: true } });
    expect(channel.acknowledged).toHaveLength(1);
    expect((await expectInvariant(pid, capacities)).live).toHaveLength(1);
    // An address it did not make (made up, another property's under this signature, a changed signature), or one of an older connection of this property: refused, nothing pulled.
    expect((await webhook('not-a-token')).statusCode).toBe(404);
    const [payload, signature] = address.split('.');
    const otherProperty = Buffer.from(JSON.stringify({ p: `${pid}x`, c: connectedAt })).toString('base64url');
    expect((await webhook(`${otherProperty}.${signature}`)).statusCode).toBe(404);
    expect((await webhook(`${payload}.${signature!.slice(1)}A`)).statusCode).toBe(404);
    channel.deliver(channelRevision('bk-9', addDays(today, 4)));
    expect((await webhook(await webhookToken(trustedTenant(pid), '2020-01-01T00:00:00.000Z'))).statusCode).toBe(404);
    expect(channel.waiting).toBe(1);
  });

  it("is pulled on the iCal sync's schedule, for every connected property", async () => {
    const { pid, today, channel, capacities } = await channelDesk();
    channel.deliver(channelRevision('bk-s', addDays(today, 20), { channel: 'expedia' }));
    // What the scheduled handler runs after the feeds (scheduled-sync.ts); the feeds part is left to its own test,
    // whose process may fetch the test feeds. The run reads every connection and keeps this test's property only:
    // pulling other files' properties would hold their leases while their own "Sync now" runs.
    const { pullEveryConnection } = await import('../../functions/src/channel-manager/scheduled-pull');
    for (let run = 0; run < 20 && channel.waiting > 0; run += 1) expect((await pullEveryConnection(undefined, [pid])).properties).toBe(1);
    expect(channel.acknowledged).toHaveLength(1);
    expect((await expectInvariant(pid, capacities)).live.map((item) => item.bookingSource)).toEqual(['channel:expedia']);
  });

  it('used every right its calls declare (run in this process, where the stack does not see them)', async () => {
    const { excessDeclarations, rightsUsed } = await import('../../functions/src/http/route-context');
    const ours = new Map([...rightsUsed()].filter(([name]) => ['syncChannelManager', 'receiveChannelManagerWebhook'].includes(name)));
    expect([...ours.keys()].sort()).toEqual(['receiveChannelManagerWebhook', 'syncChannelManager']);
    expect(excessDeclarations(ours)).toEqual([]);
  });
});
