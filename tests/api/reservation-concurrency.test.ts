import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { book, DORM, expectInvariant, guest, hostel, PRIVATE, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

// The no-overbooking invariant under concurrent requests (DESIGN.md §5): every request is fired at once,
// then the table itself is read: units sold per night equal what the live reservations hold, never more
// than for sale, and no bed is held twice on a night.

const statuses = (responses: { status: number }[]) => responses.map((response) => response.status);
// Each its own submission, as the web sends them: without a key, the same body from the same user is one booking.
const submission = () => ({ 'idempotency-key': randomUUID() });
const count = (responses: { status: number }[], status: number) => responses.filter((response) => response.status === status).length;

async function setUp() {
  const base = await hostel();
  const dorm = await roomType(base.user, DORM);
  const double = await roomType(base.user, PRIVATE);
  const guests = await Promise.all(Array.from({ length: 8 }, (_, index) => guest(base.user, { firstName: `Guest ${index + 1}` })));
  const capacities = { [dorm._id]: { capacity: 6, kind: 'dorm' as const }, [double._id]: { capacity: 3, kind: 'private' as const } };
  return { ...base, dorm, double, guests, capacities };
}

describe('concurrent bookings', () => {
  it('sells exactly the last two dorm beds to 40 bookings at once; every other one gets 409', async () => {
    const { user, pid, today, dorm, guests, capacities } = await setUp();
    const from = addDays(today, 3);
    await book(user, stay(guests[0]._id, dorm._id, from, 2, 4));
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        user.call('POST', '/reservations/new', stay(guests[index % 8]._id, dorm._id, from, 2, 1), submission()),
      ),
    );
    expect(count(responses, 201), JSON.stringify(statuses(responses))).toBe(2);
    expect(count(responses, 409)).toBe(38);
    for (const refused of responses.filter((response) => response.status === 409))
      expect(refused.body.msg).toMatch(/^Not enough availability on /);
    const { live, nights } = await expectInvariant(pid, capacities);
    expect(nights.map((night) => [night.sold, night.forSale])).toEqual([
      [6, 0],
      [6, 0],
    ]);
    expect(new Set(live.flatMap((reservation) => reservation.beds)).size).toBe(6);
  });

  it('sells exactly the last private room to 40 bookings at once', async () => {
    const { user, pid, today, double, guests, capacities } = await setUp();
    const from = addDays(today, 3);
    await book(user, stay(guests[0]._id, double._id, from, 3));
    await book(user, stay(guests[1]._id, double._id, from, 3));
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        user.call('POST', '/reservations/new', stay(guests[index % 8]._id, double._id, from, 3, 2), submission()),
      ),
    );
    expect(count(responses, 201), JSON.stringify(statuses(responses))).toBe(1);
    expect(count(responses, 409)).toBe(39);
    const { nights } = await expectInvariant(pid, capacities);
    expect(nights.map((night) => night.sold)).toEqual([3, 3, 3]);
  });

  it('never oversells with mixed group sizes racing for a dorm', async () => {
    const { user, pid, today, dorm, guests, capacities } = await setUp();
    const from = addDays(today, 1);
    const sizes = Array.from({ length: 20 }, (_, index) => 1 + (index % 3));
    const responses = await Promise.all(
      sizes.map((size, index) =>
        user.call('POST', '/reservations/new', stay(guests[index % 8]._id, dorm._id, from, 2, size), submission()),
      ),
    );
    const sold = sizes.filter((_, index) => responses[index]!.status === 201).reduce((sum, size) => sum + size, 0);
    // A refusal is only ever "no room left": with seven single travellers among them, every bed went.
    for (const refused of responses.filter((response) => response.status !== 201))
      expect(refused).toMatchObject({ status: 409, body: { msg: expect.stringMatching(/^Not enough availability on /) } });
    expect(sold).toBe(6);
    await expectInvariant(pid, capacities);
  });
});

describe('concurrent changes', () => {
  it('lets exactly one of ten date changes onto the last free room succeed; the others change nothing', async () => {
    const { user, pid, today, double, guests, capacities } = await setUp();
    const target = addDays(today, 2);
    await book(user, stay(guests[0]._id, double._id, target, 1));
    await book(user, stay(guests[1]._id, double._id, target, 1));
    const movers = [];
    for (let index = 0; index < 10; index += 1)
      movers.push(await book(user, stay(guests[index % 8]._id, double._id, addDays(today, 10 + index), 1)));
    const responses = await Promise.all(
      movers.map((mover) =>
        user.call('PUT', `/reservations/update-dates-guest/${mover._id}`, {
          check_in: target,
          check_out: addDays(target, 1),
          number_of_guest: 1,
        }),
      ),
    );
    expect(count(responses, 200), JSON.stringify(statuses(responses))).toBe(1);
    expect(count(responses, 409)).toBe(9);
    const stored = new Map((await partition(pid, 'RES#')).map((item) => [item.id, item]));
    for (const [index, mover] of movers.entries()) {
      const item = stored.get(mover._id)!;
      if (responses[index]!.status === 200) expect(item.checkIn).toBe(target);
      else expect([item.checkIn, item.checkOut, item.updatedAt]).toEqual([mover.check_in, mover.check_out, mover.updated_At]);
    }
    const { nights } = await expectInvariant(pid, capacities);
    expect(nights.find((night) => night.date === target)?.sold).toBe(3);
  });

  it('moves many dorm stays at once without holding a bed twice', async () => {
    const { user, pid, today, dorm, guests, capacities } = await setUp();
    const stays = [];
    for (let index = 0; index < 6; index += 1) stays.push(await book(user, stay(guests[index]._id, dorm._id, addDays(today, index), 2)));
    // Everyone shifts by one to three nights at once, over each other's nights.
    const responses = await Promise.all(
      stays.map((booked, index) => {
        const checkIn = addDays(booked.check_in, 1 + (index % 3));
        return user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
          check_in: checkIn,
          check_out: addDays(checkIn, 2),
          number_of_guest: 1 + (index % 2),
        });
      }),
    );
    expect(responses.every((response) => [200, 409].includes(response.status))).toBe(true);
    await expectInvariant(pid, capacities);
  });

  it('keeps the invariant when a cancel races twenty bookings for a full night', async () => {
    const { user, pid, today, double, guests, capacities } = await setUp();
    const night = addDays(today, 4);
    const holders = [];
    for (let index = 0; index < 3; index += 1) holders.push(await book(user, stay(guests[index]._id, double._id, night, 1)));
    const [cancel, ...bookings] = await Promise.all([
      user.call('PUT', `/reservations/status/${holders[0]._id}`, { reservation_status: 'canceled' }),
      ...Array.from({ length: 20 }, (_, index) =>
        user.call('POST', '/reservations/new', stay(guests[index % 8]._id, double._id, night, 1), submission()),
      ),
    ]);
    expect(cancel!.status).toBe(200);
    // The freed room goes to at most one booking, and only to one that came after the cancel.
    expect(count(bookings, 201)).toBeLessThanOrEqual(1);
    expect(count(bookings, 201) + count(bookings, 409)).toBe(20);
    const { live, nights } = await expectInvariant(pid, capacities);
    expect(nights[0]!.sold).toBe(live.length);
    // With the race over, the room is sold if nobody took it yet.
    if (count(bookings, 201) === 0)
      expect((await user.call('POST', '/reservations/new', stay(guests[0]._id, double._id, night, 1), submission())).status).toBe(201);
    await expectInvariant(pid, capacities);
  });
});

describe('a double submit', () => {
  it('makes one booking however many times the same Idempotency-Key arrives, at once or later', async () => {
    const { user, pid, today, dorm, guests, capacities } = await setUp();
    const body = stay(guests[0]._id, dorm._id, addDays(today, 1), 2, 2);
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => user.call('POST', '/reservations/new', body, { 'idempotency-key': key })),
    );
    expect(statuses(responses)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.body._id)).size).toBe(1);
    const retry = await user.call('POST', '/reservations/new', { ...body, number_of_guest: '2' }, { 'idempotency-key': key });
    expect(retry).toMatchObject({ status: 201, body: responses[0]!.body });
    const other = await user.call('POST', '/reservations/new', { ...body, number_of_guest: 3 }, { 'idempotency-key': key });
    expect(other).toMatchObject({ status: 409, body: { msg: 'This Idempotency-Key was already used for a different request' } });
    expect(await partition(pid, 'RES#')).toHaveLength(1);
    const { nights } = await expectInvariant(pid, capacities);
    expect(nights.map((night) => night.sold)).toEqual([2, 2]);
    // Without a key, the same body is a second booking, as it should be.
    expect((await user.call('POST', '/reservations/new', body)).status).toBe(201);
  });
});
