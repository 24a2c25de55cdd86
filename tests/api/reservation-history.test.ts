import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import type { ApiUser } from '../support/api';
import { book, frontDesk, stay } from '../support/front-desk';
import { partition } from '../support/table';

// Every change of a reservation keeps one history entry (who, when, what changed, before and after),
// written in the change's own transaction: a refused change leaves none.

const history = async (user: ApiUser, id: string) => (await user.call('GET', `/reservations/history/${id}`)).body.entries;
const stored = (pid: string, id: string) => partition(pid, `RESHIST#${id}#`);
const change = (field: string, before: unknown, after: unknown) => ({ field, before, after });

describe('reservation history', () => {
  it('keeps an entry for each kind of change, newest first, naming who made it', async () => {
    const { user, pid, today, ana, dorm } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 1, { total_price: 40 }));
    const id = reservation._id;
    const name = (await user.call('GET', '/users/profile')).body.msg.user_info.first_name;
    const created = await history(user, id);
    expect(created).toEqual([
      {
        at: reservation.updated_At,
        by: { _id: expect.any(String), name: expect.stringContaining(name) },
        action: 'created',
        changes: expect.arrayContaining([change('check_in', null, today), change('assigned_beds', null, reservation.assigned_beds)]),
      },
    ]);

    const edited = await user.call('PUT', `/reservations/update/${id}`, {
      reservation_status: 'confirmed',
      payment_status: 'pending',
      total_price: 40,
      currency: 'USD',
      booking_source: 'booking.com',
      special_request: 'Late arrival',
    });
    expect(edited.status).toBe(200);
    const dates = await user.call('PUT', `/reservations/update-dates-guest/${id}`, {
      check_in: today,
      check_out: addDays(today, 3),
      number_of_guest: 2,
    });
    expect(dates.status).toBe(200);
    const otherBeds = dorm.products[0].beds.filter((bed: string) => !dates.body.assigned_beds.includes(bed)).slice(0, 2);
    expect((await user.call('PUT', `/reservations/assign-beds/${id}`, { assigned_beds: otherBeds })).status).toBe(200);
    expect((await user.call('PUT', `/reservations/status/${id}`, { reservation_status: 'provisional' })).status).toBe(200);
    expect((await user.call('PUT', `/reservations/payment_status/${id}`, { payment_status: 'partial' })).status).toBe(200);
    const paid = await user.call(
      'POST',
      `/reservations/payments/${id}`,
      { amount: 10, method: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.status).toBe(201);
    const notes = await user.call('PUT', `/reservations/notes/${id}`, { internal_notes: 'Asked for a quiet room' });
    expect(notes.status).toBe(200);

    const entries = await history(user, id);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'notes',
      'payment',
      'payment_status',
      'status',
      'beds',
      'dates',
      'edited',
      'created',
    ]);
    const [noted, payment, paymentStatus, status, beds, moved, details] = entries;
    expect(noted.changes).toEqual([change('internal_notes', null, 'Asked for a quiet room')]);
    expect(noted.at).toBe(notes.body.updated_At);
    expect(payment.changes).toEqual(expect.arrayContaining([change('paid_total', 0, 10)]));
    expect(paymentStatus.changes).toEqual([change('payment_status', 'pending', 'partial')]);
    expect(status.changes).toEqual([change('reservation_status', 'confirmed', 'provisional')]);
    expect(beds.changes).toEqual([change('assigned_beds', dates.body.assigned_beds, otherBeds)]);
    expect(moved.changes).toEqual(
      expect.arrayContaining([change('check_out', addDays(today, 2), addDays(today, 3)), change('number_of_guest', 1, 2)]),
    );
    expect(details.changes).toEqual([change('booking_source', 'direct', 'booking.com'), change('special_request', null, 'Late arrival')]);
    for (const entry of entries) expect(entry.by.name).toContain(name);
    // One item per change in the table, each written with its change.
    expect(await stored(pid, id)).toHaveLength(8);
  });

  it('a refused change leaves no entry: a full night, a final status', async () => {
    const { user, pid, today, ana, double } = await frontDesk();
    const mine = await book(user, stay(ana._id, double._id, today, 1));
    const later = addDays(today, 5);
    for (let room = 0; room < 3; room += 1) await book(user, stay(ana._id, double._id, later, 1));
    const full = await user.call('PUT', `/reservations/update-dates-guest/${mine._id}`, {
      check_in: later,
      check_out: addDays(later, 1),
      number_of_guest: 1,
    });
    expect(full.status).toBe(409);
    expect(await stored(pid, mine._id)).toHaveLength(1);
    expect((await user.call('PUT', `/reservations/status/${mine._id}`, { reservation_status: 'canceled' })).status).toBe(200);
    const final = await user.call('PUT', `/reservations/status/${mine._id}`, { reservation_status: 'confirmed' });
    expect(final.status).toBe(409);
    const unchanged = await user.call('PUT', `/reservations/status/${mine._id}`, { reservation_status: 'canceled' });
    expect(unchanged.status).toBe(200);
    expect((await stored(pid, mine._id)).map((item) => item.action)).toEqual(['created', 'status']);
  });

  it('answers 404 for an unknown reservation and 400 for a malformed id', async () => {
    const { user } = await frontDesk();
    expect(await user.call('GET', `/reservations/history/${randomUUID()}`)).toMatchObject({
      status: 404,
      body: { msg: 'Reservation not found' },
    });
    expect((await user.call('GET', '/reservations/history/not.an.id')).status).toBe(400);
  });
});
