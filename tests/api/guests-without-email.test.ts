import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api';
import { book, DORM, guest, hostel, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

// A walk-in may have no email: such a guest takes no email lock, any number of them coexist, and an
// email given later takes its lock (and dropping it frees the lock).

describe('a guest without an email', () => {
  it('is created with no email (left out or empty), takes no lock, and two of them coexist', async () => {
    const { user, pid } = await hostel();
    const left = await user.call('POST', '/guests/create', { firstName: 'Walk', lastName: 'In' });
    const empty = await user.call('POST', '/guests/create', { firstName: 'Walk', lastName: 'In', email: '', phoneNumber: '+54 11 5555' });
    expect(left.status).toBe(201);
    expect(empty.status).toBe(201);
    expect(left.body.contact_info).toEqual({ email: '', phone_number: '' });
    expect(empty.body.contact_info).toEqual({ email: '', phone_number: '+54 11 5555' });
    expect(left.body._id).not.toBe(empty.body._id);
    expect(await partition(pid, 'GUESTEMAIL#')).toEqual([]);
    const stored = await partition(pid, 'GUEST#');
    expect(stored).toHaveLength(2);
    expect(stored.every((item) => !('email' in item))).toBe(true);
    expect((await user.call('GET', `/guests/find-by-id/${left.body._id}`)).body.msg).toEqual(left.body);
  });

  it('can be booked, and its reservation carries its name', async () => {
    const { user, today } = await hostel();
    const dorm = await roomType(user, DORM);
    const walkIn = await user.call('POST', '/guests/create', { firstName: 'Greta', lastName: 'Sin Correo' });
    const reservation = await book(user, stay(walkIn.body._id, dorm._id, today, 1));
    expect(reservation.guest_info.full_name).toBe('Greta Sin Correo');
  });

  it('gets an email later (the lock is taken then), and loses it when an update leaves it out (the lock is freed)', async () => {
    const { user, pid } = await hostel();
    const walkIn = await guest(user, { email: undefined });
    const email = uniqueEmail('later');
    const given = await user.call('PUT', `/guests/update/${walkIn._id}`, { firstName: 'Ana', lastName: 'García', email });
    expect(given.status).toBe(200);
    expect(given.body.contact_info.email).toBe(email);
    expect((await partition(pid, 'GUESTEMAIL#')).map((item) => item.guestId)).toEqual([walkIn._id]);
    expect((await user.call('GET', `/guests/find?q=${email}`)).body._id).toBe(walkIn._id);
    const dropped = await user.call('PUT', `/guests/update/${walkIn._id}`, { firstName: 'Ana', lastName: 'García' });
    expect(dropped.body.contact_info.email).toBe('');
    expect(await partition(pid, 'GUESTEMAIL#')).toEqual([]);
    expect((await user.call('GET', `/guests/find?q=${email}`)).body).toBeNull();
    // The freed email can be another guest's now.
    expect((await user.call('POST', '/guests/create', { firstName: 'Bea', lastName: 'Ruiz', email })).status).toBe(201);
  });

  it('is erased like any guest', async () => {
    const { user, pid } = await hostel();
    const walkIn = await guest(user, { email: undefined });
    expect((await user.call('DELETE', `/guests/delete/${walkIn._id}`)).status).toBe(200);
    expect((await partition(pid, 'GUEST#'))[0]).toMatchObject({ erased: true });
  });

  it('still refuses an email that is not one, and the lookup still needs an email', async () => {
    const { user } = await hostel();
    expect(await user.call('POST', '/guests/create', { firstName: 'A', lastName: 'B', email: 'not-an-email' })).toMatchObject({
      status: 400,
      body: [{ msg: 'Email must be a valid email address', path: 'email' }],
    });
    expect(await user.call('POST', '/guests/create', { firstName: 'A', lastName: 'B', email: 42 })).toMatchObject({
      status: 400,
      body: [{ msg: 'Email must be text', path: 'email' }],
    });
    expect(await user.call('GET', '/guests/find?q=')).toMatchObject({
      status: 400,
      body: expect.arrayContaining([expect.objectContaining({ path: 'q' })]),
    });
  });
});
