import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { book, expectInvariant, frontDesk, stay } from '../support/front-desk';
import { configureFunctions } from '../support/in-process';
import { partition } from '../support/table';

// A change decided on a stay as it was read, when a move to another room type wins the race: its retry reads the
// stay again and must take the room type the stay is in now, not the one it read first (whose nights and beds are
// no longer the stay's). The race is made certain: the move goes through the stack, then the change runs in this
// process from the record and type read before it, as a request that lost the race does; the table is then read.

beforeAll(() => {
  configureFunctions();
});

const by = { actor: { id: 'desk', name: 'Desk' }, action: 'status' as const };

async function functions() {
  const [{ changeDetails, moveStay }, { checkOut }, { roomTypes }, { reservations }, { trustedTenant }] = await Promise.all([
    import('../../functions/src/reservations/stays'),
    import('../../functions/src/reservations/check-in-out'),
    import('../../functions/src/data/room-type-repository'),
    import('../../functions/src/data/reservation-repository'),
    import('../../functions/src/data/tenant'),
  ]);
  return { changeDetails, moveStay, checkOut, roomTypes, reservations, trustedTenant };
}

/** A dorm stay, read with its type, then moved to the double through the stack (where it waits for a room). */
async function movedAfterRead(options: { checkIn?: (today: string) => string } = {}) {
  const desk = await frontDesk();
  const fns = await functions();
  const tenant = fns.trustedTenant(desk.pid);
  const rooms: string[] = desk.double.products.flatMap((room: { beds: string[] }) => room.beds);
  const arrival = options.checkIn?.(desk.today) ?? addDays(desk.today, 1);
  // The double split: a room taken each night, none free for both, so the moved stay waits for one.
  await book(desk.user, stay(desk.ana._id, desk.double._id, arrival, 1, 1, { assigned_beds: [rooms[0]] }));
  await book(desk.user, stay(desk.ana._id, desk.double._id, arrival, 1, 1, { assigned_beds: [rooms[1]] }));
  await book(desk.user, stay(desk.ana._id, desk.double._id, addDays(arrival, 1), 1, 1, { assigned_beds: [rooms[2]] }));
  const booked = await book(desk.user, stay(desk.ana._id, desk.dorm._id, arrival, 2, 1));
  const [read, dormType] = await Promise.all([fns.reservations.get(tenant, booked._id), fns.roomTypes.get(tenant, desk.dorm._id)]);
  const moved = await desk.user.call('PUT', `/reservations/room-type/${booked._id}`, { room_type_id: desk.double._id, keep_price: true });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return { ...desk, ...fns, tenant, id: booked._id, arrival, read: read!, dormType: dormType! };
}

describe('a change that lost the race to a move to another room type', () => {
  it('a cancel gives back the nights of the type the stay is in now', async () => {
    const race = await movedAfterRead();
    const canceled = await race.changeDetails(race.tenant, race.dormType, race.read, { status: 'canceled' }, by);
    expect(canceled).toMatchObject({ status: 'canceled', roomTypeId: race.double._id, beds: [] });
    await expectInvariant(race.pid, race.capacities);
    // Neither type still counts the canceled stay.
    const nights = await partition(race.pid, `NIGHT#${race.arrival}`);
    expect(nights.map((night) => [night.roomTypeId === race.dorm._id ? 'dorm' : 'double', night.sold]).sort()).toEqual([
      ['dorm', 0],
      ['double', 2],
    ]);
  });

  it('a change of dates takes the nights of the type the stay is in now', async () => {
    const race = await movedAfterRead({ checkIn: (today) => addDays(today, 10) });
    const change = { checkIn: race.arrival, checkOut: addDays(race.arrival, 3), guests: 1, keepPrice: true };
    const longer = await race.moveStay(race.tenant, race.dormType, race.read, change, { ...by, action: 'dates' });
    expect(longer).toMatchObject({ roomTypeId: race.double._id, checkOut: addDays(race.arrival, 3) });
    await expectInvariant(race.pid, race.capacities);
    const added = await partition(race.pid, `NIGHT#${addDays(race.arrival, 2)}`);
    expect(added.map((night) => [night.roomTypeId === race.dorm._id ? 'dorm' : 'double', night.sold])).toEqual([['double', 1]]);
  });

  it('a change of dates keeps the guests another desk set meanwhile', async () => {
    const desk = await frontDesk();
    const fns = await functions();
    const tenant = fns.trustedTenant(desk.pid);
    const arrival = addDays(desk.today, 20);
    const booked = await book(desk.user, stay(desk.ana._id, desk.dorm._id, arrival, 2, 1));
    const [read, dormType] = await Promise.all([fns.reservations.get(tenant, booked._id), fns.roomTypes.get(tenant, desk.dorm._id)]);
    const guests = await desk.user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
      check_in: arrival,
      check_out: addDays(arrival, 2),
      number_of_guest: 2,
      keep_price: true,
    });
    expect(guests.status, JSON.stringify(guests.body)).toBe(200);
    // This desk's form still says one guest; it moves the departure only.
    const change = { checkIn: arrival, checkOut: addDays(arrival, 3), guests: 1, keepPrice: true };
    const longer = await fns.moveStay(tenant, dormType!, read!, change, { ...by, action: 'dates' });
    expect(longer).toMatchObject({ guests: 2, checkOut: addDays(arrival, 3) });
    await expectInvariant(desk.pid, desk.capacities);
  });

  it('a late check-out takes the night of the type the stay is in now', async () => {
    const desk = await frontDesk();
    const fns = await functions();
    const tenant = fns.trustedTenant(desk.pid);
    // In since three days ago, due out yesterday: leaving today is a late check-out of last night.
    const booked = await book(desk.user, stay(desk.ana._id, desk.dorm._id, addDays(desk.today, -3), 4, 1));
    expect((await desk.user.call('PUT', `/reservations/check-in/${booked._id}`)).status).toBe(200);
    const shortened = await desk.user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
      check_in: addDays(desk.today, -3),
      check_out: addDays(desk.today, -1),
      number_of_guest: 1,
      keep_price: true,
    });
    expect(shortened.status, JSON.stringify(shortened.body)).toBe(200);
    const [read, dormType] = await Promise.all([fns.reservations.get(tenant, booked._id), fns.roomTypes.get(tenant, desk.dorm._id)]);
    const moved = await desk.user.call('PUT', `/reservations/room-type/${booked._id}`, { room_type_id: desk.double._id, keep_price: true });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const out = await fns.checkOut(tenant, dormType, read!, desk.today, { ...by, action: 'checked_out' }, true, true);
    expect(out).toMatchObject({ roomTypeId: desk.double._id, checkOut: desk.today });
    await expectInvariant(desk.pid, desk.capacities);
    const lastNight = await partition(desk.pid, `NIGHT#${addDays(desk.today, -1)}`);
    // The dorm's item stays from before the shortening, at 0: only the double holds last night.
    expect(lastNight.filter((night) => night.sold > 0).map((night) => (night.roomTypeId === desk.dorm._id ? 'dorm' : 'double'))).toEqual([
      'double',
    ]);
  });
});
