import { describe, expect, it } from 'vitest';
import { ApiUser } from '../support/api';
import { book, DORM, guest, hostel, PRIVATE, roomType, stay } from '../support/front-desk';
import { addDays } from '../../shared/src/domain/dates';

// The guest's page: nationality and notes (ours, kept when a spec client's update leaves them out), and
// every stay with what they are worth.

describe("a guest's nationality and notes", () => {
  it('are saved, kept by an update that leaves them out, and cleared when sent empty', async () => {
    const { user } = await hostel();
    const notes = 'Prefers a lower bunk.\nLeft a charger in 2024.';
    const created = await guest(user, { nationality: 'se', notes, countryCode: 'AR' });
    expect(created).toMatchObject({ nationality: 'SE', notes, address: { country_code: 'AR' } });
    // The spec's body (no nationality, no notes) changes what it carries and nothing else.
    const spec = await user.call('PUT', `/guests/update/${created._id}`, {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: created.contact_info.email,
    });
    expect(spec.body).toMatchObject({ last_name: 'Ruiz', nationality: 'SE', notes });
    const cleared = await user.call('PUT', `/guests/update/${created._id}`, {
      firstName: 'Ana',
      lastName: 'Ruiz',
      nationality: '',
      notes: '',
    });
    expect(cleared.body).toMatchObject({ nationality: '', notes: '' });
    expect((await user.call('GET', `/guests/find-by-id/${created._id}`)).body.msg).toEqual(cleared.body);
  });

  it('refuses a nationality that is no country and notes over 2000 characters', async () => {
    const { user } = await hostel();
    const bad = await user.call('POST', '/guests/create', { firstName: 'A', lastName: 'B', nationality: 'XX', notes: 'n'.repeat(2001) });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(
      expect.arrayContaining([
        { msg: 'Country code must be a two-letter ISO 3166 code, such as AR or US', path: 'nationality' },
        { msg: 'Notes must be at most 2000 characters', path: 'notes' },
      ]),
    );
  });
});

describe("a guest's stays", () => {
  it('lists every stay by check-in, past and future, and totals those not canceled or no-show, per currency', async () => {
    const { user, today } = await hostel();
    const dorm = await roomType(user, DORM);
    const double = await roomType(user, { ...PRIVATE, currency: 'EUR' });
    const ana = await guest(user);
    const later = await book(user, { ...stay(ana._id, dorm._id, addDays(today, 10), 2), total_price: 40 });
    const now = await book(user, { ...stay(ana._id, double._id, today, 1), total_price: 50.5, currency: 'EUR' });
    const gone = await book(user, { ...stay(ana._id, dorm._id, addDays(today, 20), 1), total_price: 20 });
    expect((await user.call('PUT', `/reservations/status/${gone._id}`, { reservation_status: 'canceled' })).status).toBe(200);
    const answer = await user.call('GET', `/guests/stays/${ana._id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.stays.map((one: { _id: string }) => one._id)).toEqual([now._id, later._id, gone._id]);
    expect(answer.body.stays[0]).toMatchObject({ room_type_info: { description: double.description }, total_price: 50.5 });
    expect(answer.body.total_spent).toEqual([
      { currency: 'EUR', amount: 50.5 },
      { currency: 'USD', amount: 40 },
    ]);
  });

  it('is empty for a guest without stays; 404 for no guest or another property’s, 400 for a bad id, 401 for strangers', async () => {
    const { user } = await hostel();
    const other = await hostel();
    const ana = await guest(user);
    const theirs = await guest(other.user);
    expect((await user.call('GET', `/guests/stays/${ana._id}`)).body).toEqual({ stays: [], total_spent: [] });
    expect(await user.call('GET', `/guests/stays/${theirs._id}`)).toMatchObject({ status: 404, body: { msg: 'Guest not found' } });
    expect(await user.call('GET', `/guests/find-by-id/${theirs._id}`)).toMatchObject({ status: 404 });
    expect(await user.call('GET', '/guests/stays/bad%20id')).toMatchObject({ status: 400, body: [{ path: 'id' }] });
    expect((await new ApiUser().call('GET', `/guests/stays/${ana._id}`)).status).toBe(401);
  });
});
