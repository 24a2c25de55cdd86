import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { bookOnPage, guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { expectInvariant } from '../support/front-desk';
import { configureFunctions } from '../support/in-process';
import { tokenFrom } from '../support/mailbox';
import { partition } from '../support/table';

// What a caller checked on the stay it read is checked again when it decides on the stay as it is now: a guest's
// cancel, or a feed's move of an imported stay, that loses the race to the desk checking the guest in is refused
// (the cancel) or left to the desk (the move). The race is made certain: the desk's check-in goes through the stack
// after the caller read the stay, then the caller runs in this process from what it read.

beforeAll(() => {
  configureFunctions();
});

describe('a guest who cancels as the desk checks them in', () => {
  it('is told the stay has begun, and the checked-in stay keeps its beds', async () => {
    const page = await hostelWithPage({ free_cancellation_days: 0 });
    const booked = await bookOnPage(page.slug, { ...stayRequest(page.dorm._id, page.today, 2), ...guestDetails() });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { openStay, cancelStay } = await import('../../functions/src/reservations/stay-link-actions');
    const opened = await openStay(tokenFrom(new URL(booked.body.manage_path, 'http://x')));
    const checkedIn = await page.user.call('PUT', `/reservations/check-in/${booked.body.reservation_id}`);
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    await expect(cancelStay(opened)).rejects.toThrow(/has begun/);
    const [stored] = await partition(page.pid, `RES#${booked.body.reservation_id}`);
    expect(stored).toMatchObject({ status: 'confirmed', checkedIn: expect.any(Object) });
    expect(stored!.beds).toHaveLength(1);
    await expectInvariant(page.pid, page.capacities);
  });
});

/** A desk stay for today, read as a feed's or a channel's step reads it, then checked in through the stack. */
async function checkedInAfterRead() {
  const page = await hostelWithPage();
  const guest = await page.user.call('POST', '/guests/create', { firstName: 'Feed', lastName: 'Guest' });
  const booked = await page.user.call('POST', '/reservations/new', {
    guest_id: guest.body._id,
    room_type_id: page.dorm._id,
    check_in: page.today,
    check_out: addDays(page.today, 2),
    number_of_guest: 1,
    total_price: 40,
    currency: 'USD',
    booking_source: 'direct',
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const [{ reservations }, { roomTypes }, { trustedTenant }] = await Promise.all([
    import('../../functions/src/data/reservation-repository'),
    import('../../functions/src/data/room-type-repository'),
    import('../../functions/src/data/tenant'),
  ]);
  const tenant = trustedTenant(page.pid);
  const [read, type] = await Promise.all([reservations.get(tenant, booked.body._id), roomTypes.get(tenant, page.dorm._id)]);
  expect((await page.user.call('PUT', `/reservations/check-in/${booked.body._id}`)).status).toBe(200);
  const expectUntouched = async () => {
    const [stored] = await partition(page.pid, `RES#${booked.body._id}`);
    expect(stored).toMatchObject({ status: 'confirmed', checkOut: addDays(page.today, 2), checkedIn: expect.any(Object) });
    expect(stored!.payments).toBeUndefined();
    await expectInvariant(page.pid, page.capacities);
  };
  return { page, tenant, read: read!, type: type!, reservations, expectUntouched };
}

describe('a change from a feed or a channel to a stay the desk checks in meanwhile', () => {
  it("leaves an iCal feed's new dates to the desk: no move, no conflict", async () => {
    const race = await checkedInAfterRead();
    const { take } = await import('../../functions/src/calendar-sync/sync-steps');
    // The sync reads the stay just before the check-in commits (as it read it, not checked in yet).
    const stale = vi.spyOn(race.reservations, 'get').mockResolvedValueOnce(race.read);
    try {
      const feed = { id: 'feed-1', name: 'Airbnb', roomTypeId: race.type.id } as unknown as Parameters<typeof take>[1];
      const event = { uid: 'ev-1', checkIn: race.page.today, checkOut: addDays(race.page.today, 4) };
      const link = { uidKey: 'ev-1', uid: 'ev-1', reservationId: race.read.id };
      expect(
        await take(race.tenant, feed, race.type, { kind: 'move', uidKey: 'ev-1', link, event, key: '3:ev-1' }, race.page.today),
      ).toBeUndefined();
    } finally {
      stale.mockRestore();
    }
    await race.expectUntouched();
  });

  it("leaves a channel's change to the desk, as a planned leave", async () => {
    const race = await checkedInAfterRead();
    const { take } = await import('../../functions/src/channel-manager/revision-steps');
    const room = {
      roomTypeId: 'cx-dorm',
      ratePlanId: undefined,
      checkIn: race.page.today,
      checkOut: addDays(race.page.today, 4),
      guests: 1,
      amountCents: 8000,
    };
    const link = {
      index: 0,
      reservationId: race.read.id,
      roomTypeId: race.type.id,
      checkIn: race.page.today,
      checkOut: addDays(race.page.today, 2),
      guests: 1,
      amountCents: 4000,
      revisionId: 'rev-0',
      reservation: { live: true, checkedIn: false, checkedOut: false, otaHeldCents: 0 },
    };
    const revision = {
      id: 'rev-1',
      bookingId: 'bk-1',
      status: 'modified' as const,
      otaReservationCode: '1',
      channel: 'booking.com',
      currency: 'USD',
      amountCents: 8000,
      customer: { name: 'A', surname: 'B', email: undefined, phone: undefined, country: undefined },
      rooms: [room],
      notes: undefined,
      receivedAt: 'x',
    };
    const ctx = {
      tenant: race.tenant,
      revision,
      types: new Map([[race.type.id, race.type]]),
      reservations: new Map([[race.read.id, race.read]]),
      actor: { id: 'channel', name: 'Channel manager' },
      guest: {},
      timeZone: 'UTC',
      now: () => new Date(),
    };
    // The booking's link as the channel's first revision wrote it (the step's write is conditioned on it).
    const [{ channelBookings }, { transact }] = await Promise.all([
      import('../../functions/src/data/channel-booking-repository'),
      import('../../functions/src/data/transactions'),
    ]);
    const { reservation: _r, ...stored } = link;
    await transact([channelBookings.linkPart(race.tenant, 'bk-1', stored, undefined)]);
    // A move, a cancel and a change of who collects alone of the same stay: all left to the desk, nothing written.
    expect(await take(ctx, { kind: 'move', index: 0, room, link, terms: { by: 'property' } }, [])).toEqual({ kind: 'left' });
    expect(await take(ctx, { kind: 'cancel', index: 0, link }, [])).toEqual({ kind: 'left' });
    const asLinked = { ...room, checkOut: link.checkOut, amountCents: link.amountCents };
    expect(await take(ctx, { kind: 'settle', index: 0, room: asLinked, link, terms: { by: 'ota' } }, [])).toEqual({ kind: 'left' });
    await race.expectUntouched();
  });
});
