import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { MAX_STAY_NIGHTS } from '../../shared/src/api/reservation-schemas';
import { MAX_STAY_NIGHTS_ON_PAGE } from '../../shared/src/api/booking-page-schemas';
import { ApiUser } from '../support/api';
import { bookOnPage, guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { feedServerForFile, importFeed, syncNow } from '../support/calendar-feeds';
import { channexStandIn } from '../support/channex-stand-in';
import { otaFeed } from '../support/feed-server';
import { book, expectInvariant, frontDesk, stay } from '../support/front-desk';
import { latestMail, linkIn, tokenFrom } from '../support/mailbox';
import { partition } from '../support/table';

// The longest stay each way of booking allows is one transaction: a night item per night beside the stay's own
// items, under DynamoDB's 100 per transaction. A new guest's search items (a few per word of the name) are the
// part that may not fit: they are written once the booking commits. Every later change of such a stay is one
// transaction too: it fits, or is refused (4xx, a conflict for a feed or a channel) before it is sent.

const N = MAX_STAY_NIGHTS;
const beds = (type: any) => type.products[0].beds as string[];
const setStatus = (user: ApiUser, id: string, status: string) =>
  user.call('PUT', `/reservations/status/${id}`, { reservation_status: status });
/** The nights of a type that sell something, and the beds each holds: `<date>#<bed>` → the reservation. */
async function soldNights(pid: string, typeId: string) {
  const nights = (await partition(pid, 'NIGHT#')).filter((night) => night.roomTypeId === typeId && (night.sold ?? 0) > 0);
  const held: Record<string, string> = {};
  for (const night of nights)
    for (const [name, holder] of Object.entries(night))
      if (name.startsWith('bed#')) held[`${night.date}#${name.slice(4)}`] = holder as string;
  return { count: nights.length, held };
}
/** Every night of `checkIn`'s stay of `nights` on `bed`, held by `id`. */
const heldOn = (checkIn: string, nights: number, bed: string, id: string) =>
  Object.fromEntries(Array.from({ length: nights }, (_, k) => [`${addDays(checkIn, k)}#${bed}`, id]));

describe('the longest stay', () => {
  it(`is booked at the desk: ${MAX_STAY_NIGHTS} nights with an Idempotency-Key`, async () => {
    const { user, pid, today, double, ana, capacities } = await frontDesk();
    const booked = await book(user, stay(ana._id, double._id, addDays(today, 1), MAX_STAY_NIGHTS));
    const { live } = await expectInvariant(pid, capacities);
    expect(live.map((one) => [one.id, one.checkOut])).toEqual([[booked._id, addDays(today, 1 + MAX_STAY_NIGHTS)]]);
  });

  it('is booked on the booking page by a new guest with a many-worded name, found by search once booked', async () => {
    const { user, pid, slug, double, capacities } = await hostelWithPage({ max_nights: MAX_STAY_NIGHTS_ON_PAGE });
    const checkIn = addDays(todayIn('UTC'), 3);
    const names = { first_name: 'Ana María José Luisa', last_name: 'de la Cruz Pérez García Olmos' };
    const answer = await bookOnPage(slug, { ...stayRequest(double._id, checkIn, MAX_STAY_NIGHTS_ON_PAGE), ...guestDetails(names) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { live } = await expectInvariant(pid, capacities);
    expect(live).toHaveLength(1);
    expect(live[0]!.checkOut).toBe(addDays(checkIn, MAX_STAY_NIGHTS_ON_PAGE));
    const [made] = await partition(pid, 'GUEST#');
    expect(made).toMatchObject({ firstName: names.first_name, searchIndexed: 1, bookings: 1 });
    const found = await user.call('GET', `/guests/search?q=${encodeURIComponent('olmos')}`);
    expect(found.body.map((one: { _id: string }) => one._id)).toEqual([made!.id]);
    // Made by the booking, the guest holds it by its link: the guest's page lists it.
    const page = await user.call('GET', `/guests/stays/${made!.id}`);
    expect(page.body.stays.map((one: { _id: string }) => one._id)).toEqual([live[0]!.id]);
  });
});

describe('the longest stay, changed', () => {
  it('is canceled, marked no-show and reinstated: every night given back and taken again, beds and all', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const from = addDays(today, 1);
    const booked = await book(user, stay(ana._id, dorm._id, from, N, 2));
    expect(booked.assigned_beds).toHaveLength(2);
    expect((await soldNights(pid, dorm._id)).count).toBe(N);
    for (const [undo, status] of [
      [() => setStatus(user, booked._id, 'canceled'), 'canceled'],
      [() => setStatus(user, booked._id, 'no_show'), 'no_show'],
      // "Change reservation details" cancels through the same change.
      [
        () =>
          user.call('PUT', `/reservations/update/${booked._id}`, {
            reservation_status: 'canceled',
            payment_status: 'pending',
            total_price: 60,
            currency: 'USD',
            booking_source: 'direct',
          }),
        'canceled',
      ],
    ] as const) {
      const released = await undo();
      expect(released.status, JSON.stringify(released.body)).toBe(200);
      expect(released.body).toMatchObject({ reservation_status: status, assigned_beds: [] });
      expect((await expectInvariant(pid, capacities)).live).toEqual([]);
      expect((await soldNights(pid, dorm._id)).count).toBe(0);
      const back = await user.call('PUT', `/reservations/reinstate/${booked._id}`);
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body).toMatchObject({ reservation_status: 'confirmed', assigned_beds: booked.assigned_beds });
      expect((await expectInvariant(pid, capacities)).live.map((one) => one.checkOut)).toEqual([addDays(from, N)]);
      expect((await soldNights(pid, dorm._id)).count).toBe(N);
    }
  });

  /** A dorm stay of the longest length from today waiting for a bed (none free both of its first nights), then one is. */
  async function waitingForABed() {
    const desk = await frontDesk();
    const { user, today, dorm, ana } = desk;
    const [b1, b2, b3, b4, b5, b6] = beds(dorm);
    await book(user, stay(ana._id, dorm._id, today, 1, 5, { assigned_beds: [b1, b2, b3, b4, b5] }));
    const tomorrow = await book(user, stay(ana._id, dorm._id, addDays(today, 1), 1, 1, { assigned_beds: [b6] }));
    const waiting = await book(user, stay(ana._id, dorm._id, today, N));
    expect(waiting.assigned_beds).toEqual([]);
    expect((await setStatus(user, tomorrow._id, 'canceled')).status).toBe(200);
    return { ...desk, waiting, free: b6! };
  }

  it('is checked in with a bed placed on every night, then checked out early, the nights left given back', async () => {
    const { user, pid, today, dorm, capacities, waiting, free } = await waitingForABed();
    const checkedIn = await user.call('PUT', `/reservations/check-in/${waiting._id}`);
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    expect(checkedIn.body.assigned_beds).toEqual([free]);
    await expectInvariant(pid, capacities);
    expect((await soldNights(pid, dorm._id)).held).toMatchObject(heldOn(today, N, free, waiting._id));
    // The first night kept, the other 89 released.
    const out = await user.call('PUT', `/reservations/check-out/${waiting._id}`);
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body).toMatchObject({ check_out: addDays(today, 1), checked_out: expect.any(Object) });
    await expectInvariant(pid, capacities);
    expect((await soldNights(pid, dorm._id)).count).toBe(1);
  });

  it('gets a bed for every night from "assign beds at check-in"', async () => {
    const { user, pid, today, dorm, capacities, waiting, free } = await waitingForABed();
    const assigned = await user.call('GET', '/reservations/check-in/assign-beds');
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ placed: 1, unplaced: 0 });
    await expectInvariant(pid, capacities);
    expect((await soldNights(pid, dorm._id)).held).toMatchObject(heldOn(today, N, free, waiting._id));
  });

  it('moves to another bed for all its nights, and swaps beds with another stay while both fit one transaction', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const [b1, b2, , , , b6] = beds(dorm);
    const from = addDays(today, 1);
    const a = await book(user, stay(ana._id, dorm._id, from, N, 1, { assigned_beds: [b1] }));
    const b = await book(user, stay(ana._id, dorm._id, from, N, 1, { assigned_beds: [b2] }));
    const moved = await user.call('PUT', `/reservations/assign-beds/${a._id}`, { assigned_beds: [b6] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await soldNights(pid, dorm._id)).held).toEqual({ ...heldOn(from, N, b6!, a._id), ...heldOn(from, N, b2!, b._id) });
    const swap = (one: string, other: string) => user.call('PUT', `/reservations/swap-beds/${one}`, { with_reservation_id: other });
    // The same nights: each night hands both beds over, 90 nights beside the two stays' own eight items.
    const swapped = await swap(a._id, b._id);
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect((await soldNights(pid, dorm._id)).held).toEqual({ ...heldOn(from, N, b2!, a._id), ...heldOn(from, N, b6!, b._id) });
    // Two days apart the stays cover 92 nights: 100 items, the most a transaction holds; three days apart, refused.
    const twoLater = await book(user, stay(ana._id, dorm._id, addDays(from, 2), N, 1));
    expect((await swap(twoLater._id, a._id)).status).toBe(200);
    const threeLater = await book(user, stay(ana._id, dorm._id, addDays(from, 3), N, 1));
    expect(await swap(threeLater._id, b._id)).toMatchObject({
      status: 409,
      body: { msg: 'These two stays cover too many nights to swap at once: move each with "Move to bed…"' },
    });
    await expectInvariant(pid, capacities);
  });

  it('changes its dates while the nights it changes fit one transaction, else 409 saying how many can', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const from = addDays(today, 1);
    const booked = await book(user, stay(ana._id, dorm._id, from, N));
    const move = (checkIn: string, guests: number) =>
      user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
        check_in: checkIn,
        check_out: addDays(checkIn, N),
        number_of_guest: guests,
        keep_price: true,
      });
    // A day later on the same bed: only the first night is given back and one taken.
    expect((await move(addDays(from, 1), 1)).status).toBe(200);
    // A day later with a second guest: all 91 nights change, with the stay's own five items.
    const more = await move(addDays(from, 2), 2);
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(more.body).toMatchObject({ check_in: addDays(from, 2), number_of_guest: 2 });
    const before = await expectInvariant(pid, capacities);
    // Far away: 180 nights, old and new.
    const away = await move(addDays(from, 200), 2);
    expect(away).toMatchObject({
      status: 409,
      body: {
        msg: 'This change touches 180 nights (the old stay and the new one together), and at most 95 can change at once. Move the stay in two smaller steps',
      },
    });
    expect(await expectInvariant(pid, capacities)).toEqual(before);
  });

  it('is refused (409) a move to another room type, saying how many nights such a move takes', async () => {
    const { user, pid, today, dorm, double, ana, capacities } = await frontDesk();
    const booked = await book(user, stay(ana._id, dorm._id, addDays(today, 1), N));
    const before = await expectInvariant(pid, capacities);
    expect(await user.call('PUT', `/reservations/room-type/${booked._id}`, { room_type_id: double._id })).toMatchObject({
      status: 409,
      body: {
        msg: 'This stay has 90 nights, and a move to another room type can take at most 47 at once: check the guest out early and book the other type for the nights after',
      },
    });
    expect(await expectInvariant(pid, capacities)).toEqual(before);
  });

  it('takes a payment and its receipt, a charge, a tourist tax exemption and "mark as paid"; its guest is erased', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    expect((await user.call('PUT', '/properties/tourist-tax/update', { enabled: true, amount: 1, applies_to: 'everyone' })).status).toBe(
      200,
    );
    const booked = await book(user, stay(ana._id, dorm._id, addDays(today, 1), N, 1, { total_price: 1800 }));
    expect(booked.tourist_tax).toMatchObject({ amount: N });
    const paid = await user.call(
      'POST',
      `/reservations/payments/${booked._id}`,
      { amount: 100, method: 'card' },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const receipt = await user.call('POST', `/reservations/receipts/${booked._id}/${paid.body.payments[0]._id}`);
    expect(receipt).toMatchObject({ status: 200, body: { number: 1, paid: 100 } });
    const charged = await user.call('POST', `/reservations/charges/${booked._id}`, { kind: 'adjustment', amount: 5, reason: 'Locker' });
    expect(charged.status, JSON.stringify(charged.body)).toBe(201);
    const exempted = await user.call('PUT', `/reservations/tourist-tax/${booked._id}`, { exempt: true, reason: 'Resident' });
    expect(exempted.status, JSON.stringify(exempted.body)).toBe(200);
    const settled = await user.call('PUT', `/reservations/payment_status/${booked._id}`, { payment_status: 'paid' });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body).toMatchObject({ payment_status: 'paid', folio_total: 1805, balance: 0 });
    expect((await user.call('DELETE', `/guests/delete/${ana._id}`)).status).toBe(200);
    const [stored] = await partition(pid, `RES#${booked._id}`);
    expect(stored).toMatchObject({ guestErased: true, paidCents: 180500, status: 'confirmed' });
    expect((await expectInvariant(pid, capacities)).live).toHaveLength(1);
  });

  it('booked on the page and held for confirmation, is canceled by its guest through the link: every night given back', async () => {
    const { pid, slug, double, capacities } = await hostelWithPage({ max_nights: MAX_STAY_NIGHTS_ON_PAGE, hold_for_guest: true });
    const checkIn = addDays(todayIn('UTC'), 5);
    const details = guestDetails();
    const booked = await bookOnPage(slug, { ...stayRequest(double._id, checkIn, MAX_STAY_NIGHTS_ON_PAGE), ...details });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await partition(pid, 'HOLD#')).toHaveLength(1);
    // A held stay's link is only in the mail asking to confirm it.
    const token = tokenFrom(linkIn(await latestMail(details.email, /^Please confirm your booking/), '/book/stay/'));
    const canceled = await new ApiUser().call('POST', `/guest-stays/${token}/cancel`);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({ reservation_status: 'canceled' });
    expect((await expectInvariant(pid, capacities)).live).toEqual([]);
    expect((await soldNights(pid, double._id)).count).toBe(0);
    expect(await partition(pid, 'HOLD#')).toEqual([]);
  });
});

const feeds = feedServerForFile();

describe('the longest stay from a calendar feed', () => {
  it('is imported, moved a day, refused (a conflict) moved far away or longer, and released when it leaves the feed', async () => {
    const { user, pid, today, double, capacities } = await frontDesk();
    const path = feeds.newPath('long');
    const from = addDays(today, 3);
    const long = (checkIn: string, nights = N) => ({ uid: 'long@ota', checkIn, checkOut: addDays(checkIn, nights) });
    const serve = (events: ReturnType<typeof long>[]) => feeds.set(path, { body: otaFeed(events) });
    serve([long(from), { ...long(addDays(from, 100), N + 1), uid: 'longer@ota' }]);
    const feed = await importFeed(user, double._id, feeds.url(path));
    const sync = () => syncNow<{ last_error?: string; last_conflicts?: number }>(user, feed._id);
    const reasons = async () =>
      (await user.call('GET', '/calendar-imports/conflicts')).body.conflicts.map((one: { uid: string; reason: string }) => [
        one.uid,
        one.reason,
      ]);
    const first = await sync();
    expect(first).toMatchObject({ last_conflicts: 1 });
    expect(first.last_error).toBeUndefined();
    expect(await reasons()).toEqual([['longer@ota', 'This stay is longer than 90 nights: book it by hand in parts']]);
    expect((await expectInvariant(pid, capacities)).live.map((one) => [one.checkIn, one.checkOut])).toEqual([[from, addDays(from, N)]]);

    serve([long(addDays(from, 1))]);
    expect(await sync()).toMatchObject({ last_conflicts: 0 });
    expect((await expectInvariant(pid, capacities)).live.map((one) => one.checkIn)).toEqual([addDays(from, 1)]);

    serve([long(addDays(from, 200))]);
    const far = await sync();
    expect(far).toMatchObject({ last_conflicts: 1 });
    expect(far.last_error).toBeUndefined();
    expect(await reasons()).toEqual([['long@ota', expect.stringMatching(/^This change touches 180 nights/)]]);
    expect((await expectInvariant(pid, capacities)).live.map((one) => one.checkIn)).toEqual([addDays(from, 1)]);

    // Gone from a feed that still lists another stay: released.
    serve([{ uid: 'short@ota', checkIn: addDays(from, 300), checkOut: addDays(from, 301) }]);
    expect(await sync()).toMatchObject({ last_conflicts: 0 });
    expect((await expectInvariant(pid, capacities)).live.map((one) => one.checkIn)).toEqual([addDays(from, 300)]);
    expect((await soldNights(pid, double._id)).count).toBe(1);
  });
});

describe('the longest stay from the channel manager', () => {
  async function connected() {
    const desk = await frontDesk();
    const { user, dorm, double } = desk;
    const channex = await channexStandIn.createProperty({
      title: 'Casa',
      currency: 'USD',
      roomTypes: [
        { title: 'Dorm', units: 6, kind: 'dorm', occAdults: 1, ratePlans: ['Bed'] },
        { title: 'Double', units: 3, kind: 'room', ratePlans: ['Room'] },
      ],
    });
    const [cxDorm, cxDouble] = channex.roomTypes;
    expect((await user.call('POST', '/channel-manager/connect', { api_key: channex.apiKey })).status).toBe(200);
    const mappings = [
      { room_type_id: dorm._id, channel_room_type_id: cxDorm!.id, channel_rate_plan_id: cxDorm!.ratePlans[0]!.id },
      { room_type_id: double._id, channel_room_type_id: cxDouble!.id, channel_rate_plan_id: cxDouble!.ratePlans[0]!.id },
    ];
    expect((await user.call('PUT', '/channel-manager/mappings', { mappings })).status).toBe(200);
    const room = (type: typeof cxDorm, checkIn: string, adults = 1) => ({
      roomTypeId: type!.id,
      ratePlanId: type!.ratePlans[0]!.id,
      adults,
      checkIn,
      checkOut: addDays(checkIn, N),
      nightly: '20',
    });
    /** "Sync now" until Channex holds `count` acknowledgements (another file's run of the schedule may pull first). */
    const synced = (count: number) =>
      expect
        .poll(
          async () => {
            const answer = await user.call('POST', '/channel-manager/sync');
            expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            return (await channexStandIn.acknowledged(channex.apiKey)).length;
          },
          { timeout: 30_000, interval: 50 },
        )
        .toBeGreaterThanOrEqual(count);
    return {
      ...desk,
      channex,
      dormRoom: (checkIn: string) => room(cxDorm, checkIn),
      doubleRoom: (checkIn: string) => room(cxDouble, checkIn),
      synced,
    };
  }

  it('is booked; moved far away or to another room type it is a conflict; canceled, every night is given back', async () => {
    const { user, pid, today, dorm, capacities, channex, dormRoom, doubleRoom, synced } = await connected();
    const from = addDays(today, 5);
    const revise = (status: 'new' | 'modified' | 'cancelled', rooms: ReturnType<typeof dormRoom>[], bookingId?: string) =>
      channexStandIn.addRevision({
        propertyId: channex.propertyId,
        status,
        ...(bookingId ? { bookingId } : {}),
        otaName: 'Hostelworld',
        otaReservationCode: 'HW-90',
        customer: { name: 'Sofía', surname: 'Ruiz', mail: `sofia-${pid}@example.com`, country: 'UY' },
        rooms,
      });
    const conflicts = async () =>
      (await user.call('GET', '/calendar-imports/conflicts')).body.conflicts.map((one: { reason: string }) => one.reason);
    const made = await revise('new', [dormRoom(from)]);
    await synced(1);
    const [booked] = (await expectInvariant(pid, capacities)).live;
    expect(booked).toMatchObject({ roomTypeId: dorm._id, checkIn: from, checkOut: addDays(from, N), totalCents: N * 2000 });

    await revise('modified', [dormRoom(addDays(from, 200))], made.bookingId);
    await synced(2);
    expect(await conflicts()).toEqual([expect.stringMatching(/^This change touches 180 nights/)]);
    await revise('modified', [doubleRoom(from)], made.bookingId);
    await synced(3);
    expect(await conflicts()).toEqual([
      expect.stringMatching(/^This stay has 90 nights, and a move to another room type can take at most 44 at once/),
    ]);
    expect((await expectInvariant(pid, capacities)).live).toEqual([booked]);

    await revise('cancelled', [dormRoom(from)], made.bookingId);
    await synced(4);
    expect((await expectInvariant(pid, capacities)).live).toEqual([]);
    expect((await soldNights(pid, dorm._id)).count).toBe(0);
  });
});
