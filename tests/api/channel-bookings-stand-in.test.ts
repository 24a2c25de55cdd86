import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { ApiUser, signedInMember, signedInOwner } from '../support/api';
import { channexStandIn } from '../support/channex-stand-in';
import { channexHostel, syncUntilAcknowledged } from '../support/channex-hostel';
import { expectInvariant } from '../support/front-desk';

// Bookings in through the whole stack: the Channex adapter reads the test stack's stand-in's revision feed
// and acknowledges there, "Sync now" and the webhook are the stack's own calls (their rights held to their
// declarations), and a booking, its change and its cancel arrive on the calendar.

const connectedHostel = () => channexHostel('Casa Andina Hostel');
const syncNow = syncUntilAcknowledged;

describe('bookings from Channex (the stand-in), through the stack', () => {
  it('book, move and cancel a Hostelworld booking, acknowledged in Channex once committed', async () => {
    const { user, pid, dorm, channex, cxDorm, capacities, today } = await connectedHostel();
    const arrival = addDays(today, 10);
    const room = { roomTypeId: cxDorm.id, ratePlanId: cxDorm.ratePlans[0]!.id, adults: 2 };
    const made = await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'new',
      otaName: 'Hostelworld',
      otaReservationCode: 'HW-1001',
      customer: { name: 'Sofía', surname: 'Ruiz', mail: `sofia-${pid}@example.com`, country: 'UY' },
      rooms: [{ ...room, checkIn: arrival, checkOut: addDays(arrival, 2), nightly: '22.50' }],
    });
    await syncNow(user, channex.apiKey, 1);
    expect(await channexStandIn.acknowledged(channex.apiKey)).toEqual([made.revisionId]);
    const [booked] = (await expectInvariant(pid, capacities)).live;
    const detail = (await user.call('GET', `/reservations/find-by-id/${booked!.id}`)).body;
    expect(detail).toMatchObject({
      room_type_id: dorm._id,
      check_in: arrival,
      number_of_guest: 2,
      total_price: 45,
      booking_source: 'hostelworld.com',
      reservation_status: 'confirmed',
      guest_info: { full_name: 'Sofía Ruiz' },
    });

    await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'modified',
      bookingId: made.bookingId,
      otaName: 'Hostelworld',
      rooms: [{ ...room, adults: 3, checkIn: addDays(arrival, 1), checkOut: addDays(arrival, 3), nightly: '30' }],
    });
    await syncNow(user, channex.apiKey, 2);
    const [moved] = (await expectInvariant(pid, capacities)).live;
    expect(moved).toMatchObject({ id: booked!.id, checkIn: addDays(arrival, 1), guests: 3, totalCents: 6000 });

    // The webhook's address, from the connection's view, starts the pull of the cancel.
    const view = (await user.call('GET', '/channel-manager')).body;
    const address = new URL(view.webhook_url);
    await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'cancelled',
      bookingId: made.bookingId,
      otaName: 'Hostelworld',
      rooms: [{ ...room, adults: 3, checkIn: addDays(arrival, 1), checkOut: addDays(arrival, 3), nightly: '22.50' }],
    });
    const hook = new ApiUser();
    for (let call = 0; call < 100 && (await channexStandIn.acknowledged(channex.apiKey)).length < 3; call += 1) {
      const answer = await hook.call('POST', address.pathname.replace('/api/v1', ''), { event: 'booking_new' });
      expect(answer.status).toBe(200);
    }
    expect(await channexStandIn.acknowledged(channex.apiKey)).toHaveLength(3);
    expect((await expectInvariant(pid, capacities)).live).toEqual([]);
    expect((await user.call('GET', '/channel-manager')).body.last_pull_at).toBeDefined();
  });

  it('applies a booking and its cancel in the order Channex received them, and keeps a room Channex has not mapped for the desk', async () => {
    const { user, pid, channex, cxDorm, capacities, today } = await connectedHostel();
    const arrival = addDays(today, 20);
    const room = { roomTypeId: cxDorm.id, ratePlanId: cxDorm.ratePlans[0]!.id, adults: 1, checkIn: arrival, checkOut: addDays(arrival, 2) };
    // Made and cancelled before the pull: the feed asked oldest first applies the cancel last (newest first, the
    // stand-in's order when not asked, would book the cancelled stay and hold its bed).
    const made = await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'new',
      otaName: 'Airbnb',
      rooms: [{ ...room, nightly: '25' }],
    });
    const cancelled = await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'cancelled',
      bookingId: made.bookingId,
      otaName: 'Airbnb',
      rooms: [{ ...room, nightly: '25' }],
    });
    // A room Channex has not mapped (`room_type_id` null) beside one it has, then another OTA's booking after it.
    const halfMapped = await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'new',
      otaName: 'Booking.com',
      otaReservationCode: '5550001',
      rooms: [
        { roomTypeId: null, checkIn: arrival, checkOut: addDays(arrival, 1), adults: 2, nightly: '40' },
        { ...room, nightly: '20' },
      ],
    });
    const later = await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'new',
      otaName: 'Hostelworld Group',
      otaCode: 'HWL',
      rooms: [{ ...room, adults: 2, nightly: '21' }],
    });
    await syncNow(user, channex.apiKey, 4, { conflictsExpected: true });
    expect(await channexStandIn.acknowledged(channex.apiKey)).toEqual([
      made.revisionId,
      cancelled.revisionId,
      halfMapped.revisionId,
      later.revisionId,
    ]);
    const live = (await expectInvariant(pid, capacities)).live;
    expect(live.map((stay) => [stay.guests, stay.totalCents]).sort()).toEqual([
      [1, 4000],
      [2, 4200],
    ]);
    const sources = await Promise.all(
      live.map(async (stay) => (await user.call('GET', `/reservations/find-by-id/${stay.id}`)).body.booking_source),
    );
    expect(sources.sort()).toEqual(['booking.com', 'hostelworld.com']);
    const conflicts = (await user.call('GET', '/calendar-imports/conflicts')).body.conflicts;
    expect(conflicts).toEqual([
      expect.objectContaining({
        feed_id: 'channel-manager',
        feed_name: 'booking.com',
        uid: '5550001 (1)',
        check_in: arrival,
        reason: expect.stringContaining('not mapped to a room type in the channel manager'),
      }),
    ]);
  });

  it('is for admins and managers: an employee may not sync, nor anyone without a session; a wrong webhook address is a 404', async () => {
    const { user } = await connectedHostel();
    const { user: manager } = await signedInMember(user, 'manager');
    const { user: employee } = await signedInMember(user, 'employee');
    expect((await manager.call('POST', '/channel-manager/sync')).status).toBe(200);
    expect((await employee.call('POST', '/channel-manager/sync')).status).toBe(403);
    expect((await new ApiUser().call('POST', '/channel-manager/sync')).status).toBe(401);
    expect((await new ApiUser().call('POST', '/channel-manager/webhook/not.ours')).status).toBe(404);
    // The body is never read: past 64 KB it is refused unread.
    expect((await new ApiUser().call('POST', '/channel-manager/webhook/not.ours', { pad: 'x'.repeat(70_000) })).status).toBe(413);
    const { user: stranger } = await signedInOwner();
    expect((await stranger.call('POST', '/channel-manager/sync')).status).toBe(404);
  });
});
