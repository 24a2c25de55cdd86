import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { addDays, compactDate, todayIn } from '../../shared/src/domain/dates';
import { ApiUser, GOOD_PASSWORD, propertyIdOf, signedInOwner, uniqueEmail } from '../support/api';
import { partition, sellNight, table, TABLE } from '../support/table';

// The spec's original web client, built against these calls on one origin, sends its forms' values as
// they are: numbers as strings, its own spelling of a booking source, the reset call's name for the
// repeated password. Each body below is the text it sends, field for field and in its order.

async function originalHostel() {
  const { user, email, password } = await signedInOwner();
  const pid = propertyIdOf(user);
  const dorm = await user.call(
    'POST',
    '/room-types/create',
    '{"description":"Dorm 6","type":"dorm","gender":"mixed","max_occupancy":"6","inventory":"2","base_rate":"20","currency":"USD"}',
  );
  const double = await user.call(
    'POST',
    '/room-types/create',
    '{"description":"Double","type":"private","gender":"mixed","max_occupancy":"2","inventory":"3","base_rate":"50","currency":"USD"}',
  );
  expect([dorm.status, double.status]).toEqual([201, 201]);
  return { user, email, password, pid, dorm: dorm.body, double: double.body, today: todayIn('UTC') };
}

async function night(pid: string, date: string, typeId: string) {
  return (await table().send(new GetCommand({ TableName: TABLE, Key: { pk: `PROP#${pid}`, sk: `NIGHT#${date}#${typeId}` } }))).Item;
}

describe('the original client: rates without availability', () => {
  it("answers and records the type's capacity (beds of a dorm, rooms of a private type), as a client compares it", async () => {
    const { user, pid, dorm, double, today } = await originalHostel();
    const start = addDays(today, 5);
    const end = addDays(today, 7);
    const body = (rate: string) => `{"start_date":"${start}","end_date":"${end}","custom_rate":"${rate}"}`;

    const forDorm = await user.call('POST', `/rates-and-availability/create/${dorm._id}`, body('35.50'));
    expect(forDorm.status).toBe(201);
    expect(forDorm.body).toEqual({
      _id: expect.any(String),
      room_type_id: dorm._id,
      start_date: start,
      end_date: end,
      custom_rate: 35.5,
      custom_availability: 12,
      created_At: expect.any(String),
    });
    const forDouble = await user.call('POST', `/rates-and-availability/create/${double._id}`, body('80'));
    expect(forDouble.status).toBe(201);
    expect(forDouble.body.custom_availability).toBe(3);

    // The record in the table says the capacity too, and so does every later read of the range.
    const plans = await partition(pid, 'RATEPLAN#');
    expect(plans.map((plan) => [plan.roomTypeId, plan.availability]).sort()).toEqual(
      [
        [dorm._id, 12],
        [double._id, 3],
      ].sort(),
    );
    const listed = (await user.call('GET', '/room-types')).body as { _id: string; rates_and_availability: unknown[] }[];
    expect(listed.find((type) => type._id === dorm._id)!.rates_and_availability).toEqual([forDorm.body]);
    expect(listed.find((type) => type._id === double._id)!.rates_and_availability).toEqual([forDouble.body]);
  });

  it('puts no sold unit back on sale: a night keeps its units for sale, and an earlier availability stays', async () => {
    const { user, pid, dorm, today } = await originalHostel();
    const sold = addDays(today, 3);
    const closed = addDays(today, 4);
    await sellNight(pid, dorm._id, sold, 5, 12);
    const closing = await user.call(
      'POST',
      `/rates-and-availability/create/${dorm._id}`,
      `{"start_date":"${closed}","end_date":"${closed}","custom_rate":"20","custom_availability":"0"}`,
    );
    expect(closing.status).toBe(201);
    const before = { sold: await night(pid, sold, dorm._id), closed: await night(pid, closed, dorm._id) };
    expect([before.sold?.forSale, before.closed?.forSale]).toEqual([7, 0]);

    const ranged = await user.call(
      'POST',
      `/rates-and-availability/create/${dorm._id}`,
      `{"start_date":"${sold}","end_date":"${closed}","custom_rate":"30"}`,
    );
    expect(ranged.status).toBe(201);
    expect(ranged.body.custom_availability).toBe(12);

    const after = { sold: await night(pid, sold, dorm._id), closed: await night(pid, closed, dorm._id) };
    expect(after.sold).toMatchObject({ sold: 5, forSale: 7, customRateCents: 3000 });
    expect(after.sold?.forSaleSetAt).toBeUndefined();
    expect(after.closed).toMatchObject({ forSale: 0, forSaleSetAt: before.closed?.forSaleSetAt, customRateCents: 3000 });

    const read = await user.call('GET', `/rates-and-availability/${compactDate(sold)}-${compactDate(closed)}`);
    const nights = read.body.room_types.find((type: { _id: string }) => type._id === dorm._id).nights;
    expect(nights.map((entry: { availability: number; status: string }) => [entry.availability, entry.status])).toEqual([
      [7, 'Open'],
      [0, 'Close'],
    ]);
  });
});

describe('the original client: booking sources', () => {
  async function bookedAs(source: string) {
    const hostel = await originalHostel();
    const guest = await hostel.user.call(
      'POST',
      '/guests/create',
      `{"firstName":"Ana","lastName":"García","email":"${uniqueEmail('guest')}","phoneNumber":"+54 351 555-0000"}`,
    );
    expect(guest.status).toBe(201);
    const checkIn = addDays(hostel.today, 2);
    const created = await hostel.user.call(
      'POST',
      '/reservations/new',
      `{"guest_id":"${guest.body._id}","room_type_id":"${hostel.dorm._id}","check_in":"${checkIn}","check_out":"${addDays(checkIn, 2)}","number_of_guest":"2","total_price":"80.00","currency":"USD","booking_source":"${source}","reservation_status":"confirmed","payment_status":"pending","special_request":""}`,
    );
    return { ...hostel, checkIn, created };
  }

  it("takes its spelling 'hostelWorld.com', answers it back everywhere, and stores the one canonical source", async () => {
    const { user, pid, checkIn, created } = await bookedAs('hostelWorld.com');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ booking_source: 'hostelWorld.com', number_of_guest: 2, total_price: 80 });
    const id = created.body._id as string;

    const [stored] = await partition(pid, `RES#${id}`);
    expect(stored).toMatchObject({ bookingSource: 'hostelworld.com', bookingSourceSpelling: 'hostelWorld.com' });

    expect((await user.call('GET', `/reservations/find-by-id/${id}`)).body.booking_source).toBe('hostelWorld.com');
    const found = await user.call('GET', `/reservations/find/${compactDate(checkIn)}-${compactDate(checkIn)}-all`);
    expect(found.body.map((reservation: { booking_source: string }) => reservation.booking_source)).toEqual(['hostelWorld.com']);

    // Its details form sends the source back as it knows it; a status change keeps it too.
    const updated = await user.call(
      'PUT',
      `/reservations/update/${id}`,
      '{"reservation_status":"confirmed","payment_status":"paid","total_price":"80.00","currency":"USD","booking_source":"hostelWorld.com","special_request":""}',
    );
    expect(updated).toMatchObject({ status: 200, body: { booking_source: 'hostelWorld.com', payment_status: 'paid' } });
    const paid = await user.call('PUT', `/reservations/status/${id}`, '{"reservation_status":"provisional"}');
    expect(paid).toMatchObject({ status: 200, body: { booking_source: 'hostelWorld.com', reservation_status: 'provisional' } });
    expect((await user.call('GET', `/reservations/find-by-id/${id}`)).body.booking_source).toBe('hostelWorld.com');

    // Another source, in the canonical form, replaces the spelling.
    const moved = await user.call(
      'PUT',
      `/reservations/update/${id}`,
      '{"reservation_status":"provisional","payment_status":"paid","total_price":"80.00","currency":"USD","booking_source":"booking.com","special_request":""}',
    );
    expect(moved.body.booking_source).toBe('booking.com');
    const [after] = await partition(pid, `RES#${id}`);
    expect(after!.bookingSource).toBe('booking.com');
    expect(after!.bookingSourceSpelling).toBeUndefined();
  });

  it('accepts any case of the three sources and refuses anything else with the list', async () => {
    const upper = await bookedAs('DIRECT');
    expect(upper.created).toMatchObject({ status: 201, body: { booking_source: 'DIRECT' } });
    const [stored] = await partition(upper.pid, 'RES#');
    expect(stored!.bookingSource).toBe('direct');

    const wrong = await bookedAs('hostel world');
    expect(wrong.created).toMatchObject({
      status: 400,
      body: [{ msg: 'Booking source must be one of booking.com, hostelworld.com, direct', path: 'booking_source' }],
    });
    expect(await partition(wrong.pid, 'RES#')).toEqual([]);
  });
});

describe('the original client: changing the password', () => {
  const NEXT = 'Another-Strong-42-Pass!';

  it('sends repeatNewPassword, as the reset call names it, and the password changes', async () => {
    const { user, email } = await signedInOwner();
    const changed = await user.call(
      'PUT',
      '/users/profile/change-pass/',
      `{"currentPassword":"${GOOD_PASSWORD}","newPassword":"${NEXT}","repeatNewPassword":"${NEXT}"}`,
    );
    expect(changed).toMatchObject({ status: 200, body: { msg: 'Password updated successfully' } });
    const signIn = await new ApiUser().call('POST', '/users/auth', `{"username":"${email}","password":"${NEXT}"}`);
    expect(signIn.status).toBe(200);
  });

  it("answers the spec's mismatch when the two names disagree, and asks for the repeat when neither is sent", async () => {
    const { user, email } = await signedInOwner();
    const both = await user.call(
      'PUT',
      '/users/profile/change-pass/',
      `{"currentPassword":"${GOOD_PASSWORD}","newPassword":"${NEXT}","confirmPassword":"${NEXT}","repeatNewPassword":"${NEXT}x"}`,
    );
    expect(both).toMatchObject({ status: 400, body: [{ msg: "Passwords doesn't match", path: 'repeatNewPassword' }] });
    const neither = await user.call('PUT', '/users/profile/change-pass/', `{"currentPassword":"${GOOD_PASSWORD}","newPassword":"${NEXT}"}`);
    expect(neither).toMatchObject({ status: 400, body: [{ msg: 'Repeat the new password', path: 'confirmPassword' }] });
    // Nothing changed: the old password still signs in.
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password: GOOD_PASSWORD })).status).toBe(200);
  });
});
