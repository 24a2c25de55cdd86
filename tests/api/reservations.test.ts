import { describe, expect, it } from 'vitest';
import { addDays, compactDate } from '../../shared/src/domain/dates';
import { book, expectInvariant, frontDesk, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

describe('booking', () => {
  it('answers the spec entity and takes units and beds on every night of the stay', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const response = await user.call('POST', '/reservations/new', {
      ...stay(ana._id, dorm._id, today, 3, 2),
      number_of_guest: '2',
      total_price: '120.50',
      reservation_status: 'provisional',
      special_request: 'Lower bunks',
      booking_source: 'hostelworld.com',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: expect.any(String),
      guest_id: ana._id,
      guest_info: { full_name: 'Ana María López' },
      room_type_id: dorm._id,
      room_type_info: { description: dorm.description },
      check_in: today,
      check_out: addDays(today, 3),
      number_of_guest: 2,
      total_price: 120.5,
      currency: 'USD',
      booking_source: 'hostelworld.com',
      reservation_status: 'provisional',
      payment_status: 'pending',
      special_request: 'Lower bunks',
      assigned_beds: dorm.products[0].beds.slice(0, 2),
      created_At: expect.any(String),
      updated_At: response.body.created_At,
      payments: [],
      paid_total: 0,
      balance_due: 120.5,
      credit: 0,
      charges: [],
      folio_total: 120.5,
      balance: 120.5,
      checked_in: null,
      checked_out: null,
      internal_notes: '',
      guest_note: '',
      arrival_time: '',
      guest_email: '',
      guest_phone: '',
      held_until: '',
      // A price other than the rates' own keeps no nightly breakdown.
      nightly_prices: [],
    });
    const { nights } = await expectInvariant(pid, capacities);
    expect(nights.map((night) => [night.date, night.sold, night.forSale])).toEqual([
      [today, 2, 4],
      [addDays(today, 1), 2, 4],
      [addDays(today, 2), 2, 4],
    ]);
    expect((await user.call('GET', `/reservations/find-by-id/${response.body._id}`)).body).toEqual(response.body);
  });

  it('gives a private stay one room, and refuses more guests than it sleeps or a dorm has beds', async () => {
    const { user, today, dorm, double, ana } = await frontDesk();
    const booked = await book(user, stay(ana._id, double._id, today, 2, 2));
    expect(booked.assigned_beds).toEqual([double.products[0].beds[0]]);
    const second = await book(user, stay(ana._id, double._id, today, 2, 1));
    expect(second.assigned_beds).toEqual([double.products[1].beds[0]]);
    expect(await user.call('POST', '/reservations/new', stay(ana._id, double._id, today, 2, 3))).toMatchObject({
      status: 400,
      body: [{ msg: 'A room of this type sleeps at most 2 guests', path: 'number_of_guest' }],
    });
    expect(await user.call('POST', '/reservations/new', stay(ana._id, dorm._id, today, 2, 7))).toMatchObject({
      status: 400,
      body: [{ msg: 'This room type has 6 beds', path: 'number_of_guest' }],
    });
  });

  it('refuses a stay when a night is full, naming the nights, and writes nothing', async () => {
    const { user, pid, today, dorm, double, ana } = await frontDesk();
    await book(user, stay(ana._id, dorm._id, addDays(today, 1), 1, 5));
    await book(user, stay(ana._id, dorm._id, addDays(today, 2), 1, 6));
    const before = await partition(pid);
    const refused = await user.call('POST', '/reservations/new', stay(ana._id, dorm._id, today, 4, 2));
    expect(refused).toMatchObject({
      status: 409,
      body: {
        msg: `Not enough availability on ${addDays(today, 1)} (1 free), ${addDays(today, 2)} (0 free). This stay needs 2 beds each night`,
      },
    });
    expect(await partition(pid)).toEqual(before);
    for (const _ of [1, 2, 3]) await book(user, stay(ana._id, double._id, today, 1));
    const full = await partition(pid);
    expect((await user.call('POST', '/reservations/new', stay(ana._id, double._id, today, 1))).body.msg).toBe(
      `Not enough availability on ${today} (0 free). This stay needs 1 room each night`,
    );
    expect(await partition(pid)).toEqual(full);
  });

  it('sells no more than a custom availability, and each sale lowers it', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    const range = await user.call('POST', `/rates-and-availability/create/${dorm._id}`, {
      start_date: today,
      end_date: addDays(today, 1),
      custom_rate: 30,
      custom_availability: 3,
    });
    expect(range.status).toBe(201);
    await book(user, stay(ana._id, dorm._id, today, 2, 2));
    const rates = await user.call('GET', `/rates-and-availability/${compactDate(today)}-${compactDate(addDays(today, 1))}`);
    expect(rates.body.room_types[0].nights.map((night: { availability: number }) => night.availability)).toEqual([1, 1]);
    expect((await user.call('POST', '/reservations/new', stay(ana._id, dorm._id, today, 1, 2))).status).toBe(409);
    expect((await user.call('POST', '/reservations/new', stay(ana._id, dorm._id, today, 1, 1))).status).toBe(201);
  });

  it('books a stay whose nights have no bed free throughout, without beds, and check-in placement gives it beds once one is', async () => {
    const { user, pid, today, ana, capacities } = await frontDesk();
    const pair = await roomType(user, {
      description: 'Pair',
      type: 'dorm',
      max_occupancy: 2,
      inventory: 1,
      base_rate: 10,
      currency: 'USD',
    });
    const all = { ...capacities, [pair._id]: { capacity: 2, kind: 'dorm' as const } };
    const [bed1, bed2] = pair.products[0].beds;
    const tonightA = await book(user, stay(ana._id, pair._id, today, 1));
    await book(user, stay(ana._id, pair._id, today, 1));
    await user.call('PUT', `/reservations/status/${tonightA._id}`, { reservation_status: 'canceled' });
    // Tonight bed 1 is free; tomorrow bed 1 is taken and bed 2 free: no one bed for both nights.
    const tomorrow = await book(user, stay(ana._id, pair._id, addDays(today, 1), 1));
    expect(tomorrow.assigned_beds).toEqual([bed1]);
    const waiting = await book(user, stay(ana._id, pair._id, today, 2));
    expect(waiting.assigned_beds).toEqual([]);
    await expectInvariant(pid, all);
    const stuck = await user.call('GET', '/reservations/check-in/assign-beds');
    expect(stuck.body).toEqual({
      msg: 'Beds assigned to 0 reservations; 1 could not be placed because no bed is free for its whole stay',
      placed: 0,
      unplaced: 1,
    });
    await user.call('PUT', `/reservations/status/${tomorrow._id}`, { reservation_status: 'no_show' });
    const placed = await user.call('GET', '/reservations/check-in/assign-beds');
    expect(placed).toMatchObject({ status: 200, body: { msg: 'Beds assigned to 1 reservation', placed: 1, unplaced: 0 } });
    const after = (await user.call('GET', `/reservations/find-by-id/${waiting._id}`)).body;
    expect(after.assigned_beds).toEqual([bed1]);
    expect(after.updated_At > waiting.updated_At).toBe(true);
    await expectInvariant(pid, all);
    expect((await user.call('GET', '/reservations/check-in/assign-beds')).body.msg).toBe(
      'No reservation in house today is waiting for beds',
    );
    expect(bed2).toBeDefined();
  });

  it('refuses bad input, unknown room types and guests', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    const bad = await user.call('POST', '/reservations/new', {
      guest_id: ana._id,
      room_type_id: dorm._id,
      check_in: today,
      check_out: today,
      number_of_guest: 'two',
      currency: 'USD',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual([
      { msg: 'Number of guests must be a number', path: 'number_of_guest' },
      { msg: 'Total price must be a number', path: 'total_price' },
      { msg: 'Check-out must be after check-in', path: 'check_out' },
    ]);
    const long = await user.call('POST', '/reservations/new', stay(ana._id, dorm._id, today, 91));
    expect(long.body[0].msg).toMatch(/^A reservation is at most 90 nights/);
    expect(await user.call('POST', '/reservations/new', stay(ana._id, 'no-such-type', today, 1))).toMatchObject({
      status: 404,
      body: { msg: 'Room type not found' },
    });
    expect(await user.call('POST', '/reservations/new', stay('no-such-guest', dorm._id, today, 1))).toMatchObject({
      status: 404,
      body: { msg: 'Guest not found' },
    });
  });

  it('holds a 90-night stay in one transaction', async () => {
    const { user, pid, today, double, ana, capacities } = await frontDesk();
    const long = await book(user, stay(ana._id, double._id, today, 90));
    expect(long.check_out).toBe(addDays(today, 90));
    const { nights } = await expectInvariant(pid, capacities);
    expect(nights).toHaveLength(90);
    // Moving it 90 days later would touch 180 nights at once: refused, nothing changed.
    const far = await user.call('PUT', `/reservations/update-dates-guest/${long._id}`, {
      check_in: addDays(today, 90),
      check_out: addDays(today, 180),
      number_of_guest: 1,
    });
    expect(far).toMatchObject({
      status: 409,
      body: {
        msg: 'This change touches 180 nights (the old stay and the new one together), and at most 95 can change at once. Move the stay in two smaller steps',
      },
    });
    expect((await user.call('GET', `/reservations/find-by-id/${long._id}`)).body).toEqual(long);
  });
});

describe('changing dates and guests', () => {
  it('moves the units and keeps the beds where they are free, in one change', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const booked = await book(user, stay(ana._id, dorm._id, today, 3, 2));
    const moved = await user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
      check_in: addDays(today, 1),
      check_out: addDays(today, 5),
      number_of_guest: 3,
      total_price: '180',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      ...booked,
      check_in: addDays(today, 1),
      check_out: addDays(today, 5),
      number_of_guest: 3,
      total_price: 180,
      assigned_beds: [...booked.assigned_beds, dorm.products[0].beds[2]],
      updated_At: expect.any(String),
      balance_due: 180,
      folio_total: 180,
      balance: 180,
    });
    expect(moved.body.updated_At > booked.updated_At).toBe(true);
    const { nights } = await expectInvariant(pid, capacities);
    expect(nights.map((night) => [night.date, night.sold])).toEqual([
      [today, 0],
      [addDays(today, 1), 3],
      [addDays(today, 2), 3],
      [addDays(today, 3), 3],
      [addDays(today, 4), 3],
    ]);
    // Left out, the price follows the stay: four nights of one bed at the base rate.
    const fewer = await user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
      check_in: addDays(today, 1),
      check_out: addDays(today, 5),
      number_of_guest: 1,
    });
    expect(fewer.body).toMatchObject({ total_price: 80, number_of_guest: 1, assigned_beds: [booked.assigned_beds[0]] });
    await expectInvariant(pid, capacities);
  });

  it('refuses a move onto a full night and changes nothing', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const booked = await book(user, stay(ana._id, dorm._id, today, 2, 2));
    await book(user, stay(ana._id, dorm._id, addDays(today, 2), 1, 5));
    const before = await partition(pid);
    const refused = await user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
      check_in: today,
      check_out: addDays(today, 3),
      number_of_guest: 2,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { msg: `Not enough availability on ${addDays(today, 2)} (1 free). This stay needs 2 beds each night` },
    });
    expect(await partition(pid)).toEqual(before);
    // Its own beds count as free for it: three guests fit where two of the six beds are its own.
    expect(
      (
        await user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
          check_in: today,
          check_out: addDays(today, 2),
          number_of_guest: 6,
        })
      ).status,
    ).toBe(200);
    await expectInvariant(pid, capacities);
  });

  it('is refused for canceled and no-show reservations, and 404 for unknown ones', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    const booked = await book(user, stay(ana._id, dorm._id, today, 2));
    await user.call('PUT', `/reservations/status/${booked._id}`, { reservation_status: 'no_show' });
    const refused = await user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
      check_in: today,
      check_out: addDays(today, 3),
      number_of_guest: 1,
    });
    expect(refused).toMatchObject({ status: 409, body: { msg: 'This reservation is marked as no-show, so its dates cannot change' } });
    expect(
      await user.call('PUT', '/reservations/update-dates-guest/nope', {
        check_in: today,
        check_out: addDays(today, 1),
        number_of_guest: 1,
      }),
    ).toMatchObject({ status: 404, body: { msg: 'Reservation not found' } });
    expect(
      await user.call('PUT', '/reservations/update-dates-guest/bad%2Fid', {
        check_in: today,
        check_out: addDays(today, 1),
        number_of_guest: 1,
      }),
    ).toMatchObject({ status: 400, body: [{ msg: 'Reservation id is not valid', path: 'id' }] });
  });
});

describe('status, payment and details', () => {
  it('cancels and marks no-show at once, releasing units and beds; both are final', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const booked = await book(user, stay(ana._id, dorm._id, today, 2, 3));
    const canceled = await user.call('PUT', `/reservations/status/${booked._id}`, { reservation_status: 'canceled' });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ reservation_status: 'canceled', assigned_beds: [] });
    expect(canceled.body.updated_At > booked.updated_At).toBe(true);
    const { nights } = await expectInvariant(pid, capacities);
    expect(nights.map((night) => [night.sold, night.forSale])).toEqual([
      [0, 6],
      [0, 6],
    ]);
    // The same status again changes nothing; another one is refused.
    expect((await user.call('PUT', `/reservations/status/${booked._id}`, { reservation_status: 'canceled' })).body).toEqual(canceled.body);
    for (const status of ['confirmed', 'provisional', 'no_show']) {
      expect(await user.call('PUT', `/reservations/status/${booked._id}`, { reservation_status: status })).toMatchObject({
        status: 409,
        body: { msg: 'This reservation is canceled, which is final: its status cannot change' },
      });
    }
    const details = {
      reservation_status: 'confirmed',
      payment_status: 'refunded',
      total_price: 0,
      currency: 'USD',
      booking_source: 'direct',
    };
    expect((await user.call('PUT', `/reservations/update/${booked._id}`, details)).status).toBe(409);
    // A canceled reservation's money can still change (a refund), as long as its status stays.
    const refunded = await user.call('PUT', `/reservations/update/${booked._id}`, { ...details, reservation_status: 'canceled' });
    expect(refunded.body).toMatchObject({ reservation_status: 'canceled', payment_status: 'refunded', total_price: 0 });
  });

  it('switches between confirmed and provisional, keeping the nights', async () => {
    const { user, pid, today, double, ana, capacities } = await frontDesk();
    const booked = await book(user, stay(ana._id, double._id, today, 1));
    const provisional = await user.call('PUT', `/reservations/status/${booked._id}`, { reservation_status: 'provisional' });
    expect(provisional.body).toMatchObject({ reservation_status: 'provisional', assigned_beds: booked.assigned_beds });
    await expectInvariant(pid, capacities);
  });

  it('marks as paid, and changes the details; each change moves updated_At', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const booked = await book(user, stay(ana._id, dorm._id, today, 2, 1, { special_request: 'Late arrival' }));
    const paid = await user.call('PUT', `/reservations/payment_status/${booked._id}`, { payment_status: 'paid' });
    // Mark as Paid records what is owed as one payment.
    expect(paid.body).toEqual({
      ...booked,
      payment_status: 'paid',
      updated_At: expect.any(String),
      payments: [expect.objectContaining({ amount: 60, method: 'other', date: today })],
      paid_total: 60,
      balance_due: 0,
      balance: 0,
    });
    expect(paid.body.updated_At > booked.updated_At).toBe(true);
    const edited = await user.call('PUT', `/reservations/update/${booked._id}`, {
      reservation_status: 'provisional',
      payment_status: 'partial',
      total_price: '99.90',
      currency: 'ARS',
      booking_source: 'booking.com',
    });
    expect(edited.body).toEqual({
      ...booked,
      reservation_status: 'provisional',
      payment_status: 'partial',
      total_price: 99.9,
      currency: 'ARS',
      booking_source: 'booking.com',
      // Left out: cleared, as the form leaves an empty field out.
      special_request: '',
      updated_At: expect.any(String),
      // Payments in the stay's currency are counted in it: a new currency re-denominates them with the total.
      payments: paid.body.payments.map((payment: object) => ({ ...payment, currency: 'ARS' })),
      paid_total: 60,
      // An explicit status stands over the payments until the next payment.
      balance_due: 39.9,
      folio_total: 99.9,
      balance: 39.9,
    });
    expect(edited.body.updated_At > paid.body.updated_At).toBe(true);
    const cancelByEdit = await user.call('PUT', `/reservations/update/${booked._id}`, {
      reservation_status: 'canceled',
      payment_status: 'refunded',
      total_price: 0,
      currency: 'ARS',
      booking_source: 'booking.com',
    });
    expect(cancelByEdit.body).toMatchObject({ reservation_status: 'canceled', assigned_beds: [] });
    await expectInvariant(pid, capacities);
    expect(await user.call('PUT', `/reservations/payment_status/${booked._id}`, { payment_status: 'later' })).toMatchObject({
      status: 400,
      body: [{ msg: 'Payment status must be one of pending, canceled, refunded, paid, partial', path: 'payment_status' }],
    });
  });
});
