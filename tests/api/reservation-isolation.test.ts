import { describe, expect, it } from 'vitest';
import { addDays, compactDate } from '../../shared/src/domain/dates';
import { ApiUser, signedInMember } from '../support/api';
import { book, DORM, guest, guestBody, hostel, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

// A property's guests and reservations are out of every other property's reach: their keys start with
// the caller's property, taken from the session. Another property's ids are simply not found, and
// nothing of the first property changes.

describe('tenant isolation', () => {
  it("a second property cannot read, change, cancel, search, erase or book with the first one's data", async () => {
    const first = await hostel();
    const dorm = await roomType(first.user, DORM);
    const ana = await guest(first.user, { firstName: 'Ana', lastName: 'Isolated' });
    const reservation = await book(first.user, stay(ana._id, dorm._id, first.today, 2, 2));
    const before = await partition(first.pid);

    const second = await hostel();
    const ownType = await roomType(second.user, DORM);
    const ownGuest = await guest(second.user);
    const { user: other } = second;
    const id = reservation._id;
    const notFound = [
      ['GET', `/reservations/find-by-id/${id}`, undefined, 'Reservation not found'],
      [
        'PUT',
        `/reservations/update/${id}`,
        { reservation_status: 'canceled', payment_status: 'paid', total_price: 1, currency: 'USD', booking_source: 'direct' },
        'Reservation not found',
      ],
      ['PUT', `/reservations/status/${id}`, { reservation_status: 'canceled' }, 'Reservation not found'],
      ['PUT', `/reservations/payment_status/${id}`, { payment_status: 'paid' }, 'Reservation not found'],
      [
        'PUT',
        `/reservations/update-dates-guest/${id}`,
        { check_in: first.today, check_out: addDays(first.today, 5), number_of_guest: 1 },
        'Reservation not found',
      ],
      ['GET', `/guests/find-by-id/${ana._id}`, undefined, 'Guest not found'],
      ['PUT', `/guests/update/${ana._id}`, guestBody({ email: ana.contact_info.email }), 'Guest not found'],
      ['DELETE', `/guests/delete/${ana._id}`, undefined, 'Guest not found'],
      // Booking on the first property's room type, or with its guest on one's own type.
      ['POST', '/reservations/new', stay(ownGuest._id, dorm._id, first.today, 1), 'Room type not found'],
      ['POST', '/reservations/new', stay(ana._id, ownType._id, first.today, 1), 'Guest not found'],
    ] as const;
    for (const [method, path, body, msg] of notFound) {
      expect(await other.call(method, path, body), `${method} ${path}`).toMatchObject({ status: 404, body: { msg } });
    }
    expect((await other.call('GET', `/guests/find?q=${encodeURIComponent(ana.contact_info.email)}`)).body).toBeNull();
    const window = `${compactDate(addDays(first.today, -30))}-${compactDate(addDays(first.today, 30))}`;
    expect((await other.call('GET', `/reservations/find/${window}-all`)).body).toEqual([]);
    expect((await other.call('GET', `/reservations/find/${window}-isolated`)).body).toEqual([]);
    expect((await other.call('GET', `/reservations/simple/${window}`)).body).toEqual([]);
    const home = (await other.call('GET', '/reservations/home')).body;
    expect([...home.arrivals, ...home.departures, ...home.latest]).toEqual([]);
    // The same email is a different guest in another property.
    expect((await other.call('POST', '/guests/create', guestBody({ email: ana.contact_info.email }))).status).toBe(201);
    expect((await other.call('GET', '/reservations/check-in/assign-beds')).body.placed).toBe(0);

    expect(await partition(first.pid)).toEqual(before);
    expect((await first.user.call('GET', `/reservations/find-by-id/${id}`)).body).toEqual(reservation);
  });
});

describe('roles', () => {
  it('lets an employee book, change, move, pay and cancel; strangers get 401', async () => {
    const { user: owner, today } = await hostel();
    const dorm = await roomType(owner, DORM);
    const { user: employee } = await signedInMember(owner, 'employee');
    const someone = await guest(employee);
    const booked = await employee.call('POST', '/reservations/new', stay(someone._id, dorm._id, today, 2));
    expect(booked.status).toBe(201);
    const id = booked.body._id;
    const moved = await employee.call('PUT', `/reservations/update-dates-guest/${id}`, {
      check_in: today,
      check_out: addDays(today, 3),
      number_of_guest: 2,
    });
    expect(moved.status).toBe(200);
    expect((await employee.call('PUT', `/reservations/payment_status/${id}`, { payment_status: 'paid' })).status).toBe(200);
    expect(
      (
        await employee.call('PUT', `/reservations/update/${id}`, {
          reservation_status: 'provisional',
          payment_status: 'paid',
          total_price: 80,
          currency: 'USD',
          booking_source: 'direct',
        })
      ).status,
    ).toBe(200);
    expect((await employee.call('PUT', `/reservations/status/${id}`, { reservation_status: 'canceled' })).status).toBe(200);
    expect((await employee.call('GET', '/reservations/home')).status).toBe(200);
    expect((await employee.call('GET', '/reservations/check-in/assign-beds')).status).toBe(200);

    const stranger = new ApiUser();
    for (const [method, path] of [
      ['GET', `/reservations/find-by-id/${id}`],
      ['GET', `/reservations/find/${compactDate(today)}-${compactDate(today)}-all`],
      ['GET', `/reservations/simple/${compactDate(today)}-${compactDate(today)}`],
      ['GET', '/reservations/home'],
      ['PUT', `/reservations/status/${id}`],
      ['POST', '/reservations/new'],
    ] as const) {
      expect((await stranger.call(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(401);
    }
  });
});
