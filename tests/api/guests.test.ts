import { describe, expect, it } from 'vitest';
import { addDays, compactDate } from '../../shared/src/domain/dates';
import { ApiUser, signedInMember, uniqueEmail } from '../support/api';
import { book, DORM, guest, guestBody, hostel, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

const FULL = {
  firstName: 'José',
  lastName: "O'Brien",
  idNumber: 'AR-30111222',
  phoneNumber: '+54 351 555-0100',
  city: 'Córdoba',
  street: 'Av. Colón 100',
  postalCode: 'X5000',
  countryCode: 'ar',
};

describe('guests', () => {
  it('creates a guest, finds it by email in any case, and reads it by id under msg', async () => {
    const { user } = await hostel();
    const email = uniqueEmail('jose');
    const created = await user.call('POST', '/guests/create', { ...FULL, email: email.toUpperCase() });
    expect(created.status).toBe(201);
    const expected = {
      _id: expect.any(String),
      first_name: 'José',
      last_name: "O'Brien",
      id_number: 'AR-30111222',
      contact_info: { email, phone_number: '+54 351 555-0100' },
      address: { city: 'Córdoba', street: 'Av. Colón 100', country_code: 'AR', postal_code: 'X5000' },
      nationality: '',
      notes: '',
      erased: false,
    };
    expect(created.body).toEqual(expected);
    const found = await user.call('GET', `/guests/find?q=${encodeURIComponent(email.replace('jose', 'JOSE'))}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual(created.body);
    const byId = await user.call('GET', `/guests/find-by-id/${created.body._id}`);
    expect(byId).toMatchObject({ status: 200, body: { msg: created.body } });
  });

  it('finds an address with a plus sign when the query is URL-encoded', async () => {
    const { user } = await hostel();
    const email = uniqueEmail('ana+hostel');
    const created = await guest(user, { email });
    expect((await user.call('GET', `/guests/find?q=${encodeURIComponent(email)}`)).body._id).toBe(created._id);
  });

  it('answers 200 with null when no guest has the email, which opens an empty form', async () => {
    const { user } = await hostel();
    const response = await user.call('GET', `/guests/find?q=${uniqueEmail('nobody')}`);
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it('keeps a guest email unique within the property, whatever its case', async () => {
    const { user, pid } = await hostel();
    const first = await guest(user);
    const again = await user.call('POST', '/guests/create', guestBody({ email: first.contact_info.email.toUpperCase() }));
    expect(again).toMatchObject({ status: 409, body: { msg: 'A guest with this email already exists' } });
    expect(await partition(pid, 'GUEST#')).toHaveLength(1);
    // Two creates at once with one email: exactly one guest.
    const email = uniqueEmail('twin');
    const racing = await Promise.all(Array.from({ length: 8 }, () => user.call('POST', '/guests/create', guestBody({ email }))));
    expect(racing.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await partition(pid, 'GUEST#')).toHaveLength(2);
  });

  it('updates every field, clears optional fields left out or empty, and shows the new name on the reservations', async () => {
    const { user, today } = await hostel();
    const created = await guest(user, FULL);
    const dorm = await roomType(user, DORM);
    const reservation = await book(user, stay(created._id, dorm._id, today, 2));
    expect(reservation.guest_info.full_name).toBe("José O'Brien");
    const updated = await user.call('PUT', `/guests/update/${created._id}`, {
      firstName: 'Josefina',
      lastName: 'Álvarez',
      email: created.contact_info.email,
      city: '',
      phoneNumber: '+54 11 5555-0000',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      ...created,
      first_name: 'Josefina',
      last_name: 'Álvarez',
      id_number: '',
      contact_info: { email: created.contact_info.email, phone_number: '+54 11 5555-0000' },
      address: { city: '', street: '', country_code: '', postal_code: '' },
    });
    expect((await user.call('GET', `/guests/find-by-id/${created._id}`)).body.msg).toEqual(updated.body);
    expect((await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body.guest_info.full_name).toBe('Josefina Álvarez');
    const found = await user.call('GET', `/reservations/find/${compactDate(today)}-${compactDate(addDays(today, 1))}-alvarez`);
    expect(found.body.map((row: { _id: string }) => row._id)).toEqual([reservation._id]);
  });

  it('moves the email lock when the email changes, and refuses one another guest has', async () => {
    const { user } = await hostel();
    const ana = await guest(user);
    const bea = await guest(user, { firstName: 'Bea' });
    const newEmail = uniqueEmail('ana-new');
    const moved = await user.call('PUT', `/guests/update/${ana._id}`, { firstName: 'Ana', lastName: 'García', email: newEmail });
    expect(moved.status).toBe(200);
    expect((await user.call('GET', `/guests/find?q=${ana.contact_info.email}`)).body).toBeNull();
    expect((await user.call('GET', `/guests/find?q=${newEmail}`)).body._id).toBe(ana._id);
    const taken = await user.call('PUT', `/guests/update/${ana._id}`, {
      firstName: 'Ana',
      lastName: 'García',
      email: bea.contact_info.email,
    });
    expect(taken).toMatchObject({ status: 409, body: { msg: 'A guest with this email already exists' } });
    expect((await user.call('GET', `/guests/find-by-id/${ana._id}`)).body.msg.contact_info.email).toBe(newEmail);
  });

  it('refuses bad input with the field messages, malformed ids with 400 and unknown ids with 404', async () => {
    const { user } = await hostel();
    const empty = await user.call('POST', '/guests/create', { firstName: ' ', email: 'x', countryCode: 'XX', extra: 1 });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(
      expect.arrayContaining([
        { msg: 'Unknown field: extra', path: '' },
        { msg: 'First name is required', path: 'firstName' },
        { msg: 'Last name is required', path: 'lastName' },
        { msg: 'Country code must be a two-letter ISO 3166 code, such as AR or US', path: 'countryCode' },
      ]),
    );
    expect(await user.call('POST', '/guests/create', 'not json', { 'content-type': 'application/json' })).toMatchObject({
      status: 400,
      body: { msg: 'The request body is not valid JSON' },
    });
    expect(await user.call('GET', '/guests/find')).toMatchObject({ status: 400, body: [{ path: 'q' }] });
    expect(await user.call('GET', '/guests/find?q=not-an-email')).toMatchObject({
      status: 400,
      body: [{ msg: 'Email must be a valid email address', path: 'q' }],
    });
    expect(await user.call('GET', '/guests/find-by-id/bad%20id')).toMatchObject({
      status: 400,
      body: [{ msg: 'Guest id is not valid', path: 'id' }],
    });
    for (const [method, path, body] of [
      ['GET', '/guests/find-by-id/no-such-guest', undefined],
      ['PUT', '/guests/update/no-such-guest', guestBody()],
      ['DELETE', '/guests/delete/no-such-guest', undefined],
    ] as const) {
      expect(await user.call(method, path, body)).toMatchObject({ status: 404, body: { msg: 'Guest not found' } });
    }
  });

  it('lets employees create and change guests, and not signed-in visitors anything', async () => {
    const { user } = await hostel();
    const { user: employee } = await signedInMember(user, 'employee');
    const created = await employee.call('POST', '/guests/create', guestBody());
    expect(created.status).toBe(201);
    expect(
      (
        await employee.call(
          'PUT',
          `/guests/update/${created.body._id}`,
          guestBody({ email: created.body.contact_info.email, firstName: 'Eva' }),
        )
      ).status,
    ).toBe(200);
    const stranger = new ApiUser();
    expect((await stranger.call('GET', `/guests/find-by-id/${created.body._id}`)).status).toBe(401);
    expect((await stranger.call('POST', '/guests/create', guestBody())).status).toBe(401);
  });
});

describe('creating a guest once per Idempotency-Key', () => {
  it('answers a repeat with the first answer and writes nothing; another body with the key is 409', async () => {
    const { user, pid } = await hostel();
    const body = guestBody();
    const key = crypto.randomUUID();
    const first = await user.call('POST', '/guests/create', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    // The same submission again, fields in another order: the same answer.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const repeat = await user.call('POST', '/guests/create', reordered, { 'idempotency-key': key });
    expect(repeat).toMatchObject({ status: 201, body: first.body });
    const other = await user.call('POST', '/guests/create', guestBody(), { 'idempotency-key': key });
    expect(other).toMatchObject({ status: 409, body: { msg: 'This Idempotency-Key was already used for a different request' } });
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        user.call('POST', '/guests/create', guestBody({ email: 'same@example.com' }), { 'idempotency-key': 'double-click' }),
      ),
    );
    expect(racing.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(racing.map((response) => response.body._id)).size).toBe(1);
    expect(await partition(pid, 'GUEST#')).toHaveLength(2);
    const bad = await user.call('POST', '/guests/create', guestBody(), { 'idempotency-key': 'has spaces' });
    expect(bad).toMatchObject({
      status: 400,
      body: { msg: 'The Idempotency-Key header must be 1 to 100 letters, digits, "-", "_", ":" or "."' },
    });
  });
});

describe('erasing a guest', () => {
  it("removes the personal data, frees the email, and leaves reservations with their dates, beds and money as 'Deleted guest'", async () => {
    const { user, pid, today } = await hostel();
    const dorm = await roomType(user, DORM);
    const ana = await guest(user, { ...FULL, firstName: 'Ana' });
    const reservation = await book(user, stay(ana._id, dorm._id, today, 3, 2, { total_price: 120 }));
    const erased = await user.call('DELETE', `/guests/delete/${ana._id}`);
    expect(erased).toMatchObject({ status: 200, body: { msg: 'Guest data deleted' } });
    const read = await user.call('GET', `/guests/find-by-id/${ana._id}`);
    expect(read.body.msg).toEqual({
      _id: ana._id,
      first_name: '',
      last_name: '',
      id_number: '',
      contact_info: { email: '', phone_number: '' },
      address: { city: '', street: '', country_code: '', postal_code: '' },
      nationality: '',
      notes: '',
      erased: true,
    });
    const [stored] = await partition(pid, `GUEST#${ana._id}`);
    for (const field of ['firstName', 'lastName', 'email', 'idNumber', 'phoneNumber', 'city', 'street', 'postalCode', 'countryCode'])
      expect(stored).not.toHaveProperty(field);
    expect(await partition(pid, 'GUESTEMAIL#')).toEqual([]);
    const after = (await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body;
    expect(after).toEqual({ ...reservation, guest_info: { full_name: 'Deleted guest' } });
    const [storedReservation] = await partition(pid, `RES#${reservation._id}`);
    expect(storedReservation).not.toHaveProperty('guestFirstName');
    expect(storedReservation).not.toHaveProperty('guestLastName');
    // The name is gone from searches too, and the email is free for a new guest.
    const window = `${compactDate(today)}-${compactDate(addDays(today, 3))}`;
    expect((await user.call('GET', `/reservations/find/${window}-ana`)).body).toEqual([]);
    expect((await user.call('GET', `/guests/find?q=${ana.contact_info.email}`)).body).toBeNull();
    expect((await user.call('POST', '/guests/create', guestBody({ email: ana.contact_info.email }))).status).toBe(201);
    // An erased guest is not edited back to life nor booked again; erasing again changes nothing.
    const edit = await user.call('PUT', `/guests/update/${ana._id}`, guestBody());
    expect(edit).toMatchObject({ status: 409, body: { msg: "This guest's personal data was deleted. Add them again as a new guest" } });
    const rebook = await user.call('POST', '/reservations/new', stay(ana._id, dorm._id, addDays(today, 5), 1));
    expect(rebook).toMatchObject({ status: 409, body: { msg: "This guest's personal data was deleted. Add them again as a new guest" } });
    expect((await user.call('DELETE', `/guests/delete/${ana._id}`)).status).toBe(200);
  });

  it('is for admins and managers only', async () => {
    const { user } = await hostel();
    const ana = await guest(user);
    const { user: employee } = await signedInMember(user, 'employee');
    const refused = await employee.call('DELETE', `/guests/delete/${ana._id}`);
    expect(refused.status).toBe(403);
    expect((await user.call('GET', `/guests/find-by-id/${ana._id}`)).body.msg.erased).toBe(false);
    const { user: manager } = await signedInMember(user, 'manager');
    expect((await manager.call('DELETE', `/guests/delete/${ana._id}`)).status).toBe(200);
  });
});
