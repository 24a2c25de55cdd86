import { beforeAll, describe, expect, it } from 'vitest';
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

describe("a feed's move of a stay the desk checks in meanwhile", () => {
  it('leaves the checked-in stay as the desk left it', async () => {
    const page = await hostelWithPage();
    const booked = await page.user.call('POST', '/reservations/new', {
      guest_id: (await page.user.call('POST', '/guests/create', { firstName: 'Feed', lastName: 'Guest' })).body._id,
      room_type_id: page.dorm._id,
      check_in: page.today,
      check_out: addDays(page.today, 2),
      number_of_guest: 1,
      total_price: 40,
      currency: 'USD',
      booking_source: 'direct',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const [{ moveStay }, { reservations }, { roomTypes }, { trustedTenant }] = await Promise.all([
      import('../../functions/src/reservations/stays'),
      import('../../functions/src/data/reservation-repository'),
      import('../../functions/src/data/room-type-repository'),
      import('../../functions/src/data/tenant'),
    ]);
    const tenant = trustedTenant(page.pid);
    const [read, type] = await Promise.all([reservations.get(tenant, booked.body._id), roomTypes.get(tenant, page.dorm._id)]);
    expect((await page.user.call('PUT', `/reservations/check-in/${booked.body._id}`)).status).toBe(200);
    class LeftToDesk extends Error {}
    // The sync's own check (sync-steps.ts), on the stay as the move reads it again after losing to the check-in.
    const move = moveStay(
      tenant,
      type!,
      read!,
      { checkIn: page.today, checkOut: addDays(page.today, 4), guests: 1 },
      { actor: { id: 'ical', name: 'Calendar import' }, action: 'dates' },
      undefined,
      (now) => {
        if (now.checkedIn) throw new LeftToDesk();
      },
    );
    await expect(move).rejects.toBeInstanceOf(LeftToDesk);
    const [stored] = await partition(page.pid, `RES#${booked.body._id}`);
    expect(stored).toMatchObject({ checkOut: addDays(page.today, 2), checkedIn: expect.any(Object) });
    await expectInvariant(page.pid, page.capacities);
  });
});
