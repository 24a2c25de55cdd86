import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { type ApiUser, signedInMember } from '../support/api';
import { book, expectInvariant, frontDesk, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

// Moving a stay, same dates and guests, to another room type: the old type's nights and beds given back,
// the new type's taken on a booking's conditions, repriced from its rates unless the price is kept; and
// desks racing for the last unit of a type, read back from the table.

const moveTo = (user: ApiUser, id: string, body: Record<string, unknown>) => user.call('PUT', `/reservations/room-type/${id}`, body);
const nightsOf = async (pid: string, typeId: string) => (await partition(pid, 'NIGHT#')).filter((night) => night.roomTypeId === typeId);
const bedsHeld = (night: Record<string, unknown>) => Object.keys(night).filter((name) => name.startsWith('bed#'));

describe('moving a stay to another room type', () => {
  it('reprices from the new rates, frees the old nights, takes the new ones and keeps a history entry; an employee may', async () => {
    const { user, pid, today, ana, dorm, double, capacities } = await frontDesk();
    const booked = await book(user, stay(ana._id, dorm._id, today, 2, 1, { total_price: 40 }));
    const employee = await signedInMember(user, 'employee');
    const moved = await moveTo(employee.user, booked._id, { room_type_id: double._id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ room_type_id: double._id, total_price: 100, number_of_guest: 1, check_in: today });
    expect(moved.body.nightly_prices.map((night: { price: number }) => night.price)).toEqual([50, 50]);
    expect(double.products.flatMap((room: { beds: string[] }) => room.beds)).toContain(moved.body.assigned_beds[0]);

    for (const night of await nightsOf(pid, dorm._id)) {
      expect(night.sold).toBe(0);
      expect(bedsHeld(night)).toEqual([]);
    }
    const taken = await nightsOf(pid, double._id);
    expect(taken.map((night) => [night.date, night.sold, bedsHeld(night)])).toEqual([
      [today, 1, [`bed#${moved.body.assigned_beds[0]}`]],
      [addDays(today, 1), 1, [`bed#${moved.body.assigned_beds[0]}`]],
    ]);
    await expectInvariant(pid, capacities);

    const history = (await user.call('GET', `/reservations/history/${booked._id}`)).body.entries;
    expect(history[0]).toMatchObject({ action: 'room_type' });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'room_type', before: dorm.description, after: double.description },
        { field: 'total_price', before: 40, after: 100 },
      ]),
    );
  });

  it('keeps the tourist tax line (guests × nights) and recomputes the folio and the payment status', async () => {
    const { user, today, ana, dorm, double } = await frontDesk();
    expect(
      (await user.call('PUT', '/properties/tourist-tax/update', { enabled: true, amount: '1.50', applies_to: 'everyone' })).status,
    ).toBe(200);
    const booked = await book(user, stay(ana._id, dorm._id, today, 2, 2, { total_price: 80 }));
    expect(booked).toMatchObject({ folio_total: 86, tourist_tax: { amount: 6 } });
    const paid = await user.call(
      'POST',
      `/reservations/payments/${booked._id}`,
      { amount: 86, method: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.body.payment_status).toBe('paid');
    const moved = await moveTo(user, booked._id, { room_type_id: double._id });
    expect(moved.body).toMatchObject({ total_price: 100, folio_total: 106, tourist_tax: { amount: 6 }, payment_status: 'partial' });
  });

  it('keeps a hand-set price when asked, and takes a chosen bed of the new type', async () => {
    const { user, today, ana, dorm, double } = await frontDesk();
    const booked = await book(user, stay(ana._id, double._id, today, 2, 2, { total_price: 77 }));
    const bed = dorm.products[0].beds[3];
    const moved = await moveTo(user, booked._id, { room_type_id: dorm._id, keep_price: true, assigned_beds: [bed] });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ room_type_id: dorm._id, total_price: 77 });
    expect(moved.body.assigned_beds).toHaveLength(2);
    expect(moved.body.assigned_beds).toContain(bed);
  });

  it('refuses a full type, too many guests, a checked-out or canceled stay, the same type, another currency, bad input', async () => {
    const { user, pid, today, ana, dorm, double, capacities } = await frontDesk();
    const mine = await book(user, stay(ana._id, dorm._id, today, 2));
    for (let room = 0; room < 3; room += 1) await book(user, stay(ana._id, double._id, addDays(today, 1), 1));
    const full = await moveTo(user, mine._id, { room_type_id: double._id });
    expect(full.status).toBe(409);
    expect(full.body.msg).toContain(`${addDays(today, 1)} (0 free)`);

    const group = await book(user, stay(ana._id, dorm._id, addDays(today, 5), 1, 3));
    const crowded = await moveTo(user, group._id, { room_type_id: double._id });
    expect(crowded.status).toBe(409);
    expect(crowded.body.msg).toBe('A room of this type sleeps at most 2 guests');

    expect((await moveTo(user, mine._id, { room_type_id: dorm._id })).body.msg).toBe(`This stay is already in ${dorm.description}`);
    const pesos = await roomType(user, {
      description: 'Suite',
      type: 'private',
      max_occupancy: 2,
      inventory: 1,
      base_rate: 90000,
      currency: 'ARS',
    });
    const otherCurrency = await moveTo(user, group._id, { room_type_id: pesos._id });
    expect(otherCurrency.status).toBe(409);
    const single = await book(user, stay(ana._id, dorm._id, addDays(today, 8), 1));
    const kept = await moveTo(user, single._id, { room_type_id: pesos._id, keep_price: true });
    expect(kept.body).toMatchObject({ room_type_id: pesos._id, currency: 'USD', total_price: 60 });

    const out = await book(user, stay(ana._id, dorm._id, today, 1));
    expect((await user.call('PUT', `/reservations/check-in/${out._id}`)).status).toBe(200);
    expect((await user.call('PUT', `/reservations/check-out/${out._id}`)).status).toBe(200);
    const checkedOut = await moveTo(user, out._id, { room_type_id: double._id });
    expect(checkedOut.status).toBe(409);
    expect(checkedOut.body.msg).toBe("This guest has checked out, so the stay's room type cannot change");

    expect((await user.call('PUT', `/reservations/status/${group._id}`, { reservation_status: 'canceled' })).status).toBe(200);
    expect((await moveTo(user, group._id, { room_type_id: pesos._id, keep_price: true })).status).toBe(409);
    expect((await moveTo(user, mine._id, { room_type_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await moveTo(user, mine._id, {})).status).toBe(400);
    expect((await moveTo(user, mine._id, { room_type_id: double._id, keep_price: 'yes' })).status).toBe(400);
    // Nothing a refusal touched changed: the dorm stay holds its nights.
    expect((await user.call('GET', `/reservations/find-by-id/${mine._id}`)).body.room_type_id).toBe(dorm._id);
    await expectInvariant(pid, { ...capacities, [pesos._id]: { capacity: 1, kind: 'private' } });
  });

  it('two desks moving two stays into the last unit at once: one wins, one clear 409, no unit held twice', async () => {
    const { user, pid, today, ana, dorm, capacities } = await frontDesk();
    const single = await roomType(user, {
      description: 'Single',
      type: 'private',
      max_occupancy: 1,
      inventory: 1,
      base_rate: 35,
      currency: 'USD',
    });
    const manager = await signedInMember(user, 'manager');
    const [a, b] = await Promise.all([
      book(user, stay(ana._id, dorm._id, today, 2)),
      book(user, stay(ana._id, dorm._id, addDays(today, 1), 2)),
    ]);
    const answers = await Promise.all([
      moveTo(user, a._id, { room_type_id: single._id }),
      moveTo(manager.user, b._id, { room_type_id: single._id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.msg).toContain(`${addDays(today, 1)} (0 free)`);
    const { live } = await expectInvariant(pid, { ...capacities, [single._id]: { capacity: 1, kind: 'private' } });
    expect(live.filter((reservation) => reservation.roomTypeId === single._id)).toHaveLength(1);
    expect(live.filter((reservation) => reservation.roomTypeId === dorm._id)).toHaveLength(1);
  });

  it('a move racing a booking of the same last unit: exactly one holds it', async () => {
    const { user, pid, today, ana, dorm, capacities } = await frontDesk();
    const single = await roomType(user, {
      description: 'Single',
      type: 'private',
      max_occupancy: 1,
      inventory: 1,
      base_rate: 35,
      currency: 'USD',
    });
    const mine = await book(user, stay(ana._id, dorm._id, today, 2));
    const [moved, booked] = await Promise.all([
      moveTo(user, mine._id, { room_type_id: single._id }),
      user.call('POST', '/reservations/new', stay(ana._id, single._id, addDays(today, 1), 1), { 'idempotency-key': randomUUID() }),
    ]);
    // One holds the unit; the other hears a clear 409.
    expect([moved.status === 200, booked.status === 201].filter(Boolean)).toHaveLength(1);
    expect(moved.status === 200 ? booked.status : moved.status).toBe(409);
    const { live } = await expectInvariant(pid, { ...capacities, [single._id]: { capacity: 1, kind: 'private' } });
    expect(live.filter((reservation) => reservation.roomTypeId === single._id)).toHaveLength(1);
  });
});
