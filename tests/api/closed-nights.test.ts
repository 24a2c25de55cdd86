import { describe, expect, it } from 'vitest';
import { addDays, compactDate } from '../../shared/src/domain/dates';
import type { ApiUser } from '../support/api';
import { book, expectInvariant, guest, hostel, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

// Spec §4: with a custom availability, what is for sale is the override minus the reservations after it.
// A release gives a unit back for sale only where it was counted against the override (booked after it):
// a night the owner closed stays closed when a stay booked before the close leaves it.

const TWO_ROOMS = { description: 'Twin', type: 'private', max_occupancy: 2, inventory: 2, base_rate: 40, currency: 'USD' };

async function twoRooms() {
  const base = await hostel();
  const twin = await roomType(base.user, TWO_ROOMS);
  const ana = await guest(base.user, { firstName: 'Ana', lastName: 'Sosa' });
  const night = addDays(base.today, 20);
  return { ...base, twin, ana, night, capacities: { [twin._id]: { capacity: 2, kind: 'private' as const } } };
}

async function setAvailability(user: ApiUser, typeId: string, from: string, to: string, availability: number) {
  const response = await user.call('POST', `/rates-and-availability/create/${typeId}`, {
    start_date: from,
    end_date: to,
    custom_rate: 40,
    custom_availability: availability,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

async function shown(user: ApiUser, typeId: string, date: string): Promise<{ availability: number; status: string }> {
  const response = await user.call('GET', `/rates-and-availability/${compactDate(date)}-${compactDate(date)}`);
  const night = response.body.room_types.find((type: { _id: string }) => type._id === typeId).nights[0];
  return { availability: night.availability, status: night.status };
}

async function nightItem(pid: string, typeId: string, date: string) {
  const [item] = await partition(pid, `NIGHT#${date}#${typeId}`);
  return item!;
}

const CLOSED = { availability: 0, status: 'Close' };

describe('a night closed by a custom availability', () => {
  it('stays closed when a stay booked before the close is canceled, and takes no new booking', async () => {
    const { user, pid, twin, ana, night, capacities } = await twoRooms();
    const booked = await book(user, stay(ana._id, twin._id, night, 1));
    await setAvailability(user, twin._id, night, night, 0);
    const canceled = await user.call('PUT', `/reservations/status/${booked._id}`, { reservation_status: 'canceled' });
    expect(canceled.status).toBe(200);
    expect(await shown(user, twin._id, night)).toEqual(CLOSED);
    expect((await user.call('POST', '/reservations/new', stay(ana._id, twin._id, night, 1))).status).toBe(409);
    expect(await nightItem(pid, twin._id, night)).toMatchObject({ sold: 0, forSale: 0 });
    await expectInvariant(pid, capacities);
  });

  it('stays closed when such a stay is marked no-show, or changed through the details form', async () => {
    const { user, pid, twin, ana, night, capacities } = await twoRooms();
    const first = await book(user, stay(ana._id, twin._id, night, 1));
    const second = await book(user, stay(ana._id, twin._id, night, 2));
    await setAvailability(user, twin._id, night, addDays(night, 1), 0);
    expect((await user.call('PUT', `/reservations/status/${first._id}`, { reservation_status: 'no_show' })).status).toBe(200);
    const details = {
      reservation_status: 'canceled',
      payment_status: 'pending',
      total_price: 60,
      currency: 'USD',
      booking_source: 'direct',
    };
    expect((await user.call('PUT', `/reservations/update/${second._id}`, details)).status).toBe(200);
    expect(await shown(user, twin._id, night)).toEqual(CLOSED);
    expect(await shown(user, twin._id, addDays(night, 1))).toEqual(CLOSED);
    expect(await nightItem(pid, twin._id, night)).toMatchObject({ sold: 0, forSale: 0 });
    await expectInvariant(pid, capacities);
  });

  it('stays closed when such a stay moves its dates off the night; the night it moves to is taken as usual', async () => {
    const { user, pid, twin, ana, night, capacities } = await twoRooms();
    const booked = await book(user, stay(ana._id, twin._id, night, 1));
    await setAvailability(user, twin._id, night, night, 0);
    const moved = await user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
      check_in: addDays(night, 1),
      check_out: addDays(night, 2),
      number_of_guest: 1,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await shown(user, twin._id, night)).toEqual(CLOSED);
    expect(await shown(user, twin._id, addDays(night, 1))).toEqual({ availability: 1, status: 'Open' });
    await expectInvariant(pid, capacities);
  });

  it('gives a unit back for a stay booked after the override, and only for it', async () => {
    const { user, pid, twin, ana, night, capacities } = await twoRooms();
    const before = await book(user, stay(ana._id, twin._id, night, 1));
    await setAvailability(user, twin._id, night, night, 1);
    const after = await book(user, stay(ana._id, twin._id, night, 1));
    expect(await shown(user, twin._id, night)).toEqual(CLOSED);
    expect((await user.call('PUT', `/reservations/status/${before._id}`, { reservation_status: 'canceled' })).status).toBe(200);
    expect(await shown(user, twin._id, night)).toEqual(CLOSED);
    expect((await user.call('PUT', `/reservations/status/${after._id}`, { reservation_status: 'canceled' })).status).toBe(200);
    expect(await shown(user, twin._id, night)).toEqual({ availability: 1, status: 'Open' });
    const item = await nightItem(pid, twin._id, night);
    expect(item).toMatchObject({ sold: 0, forSale: 1 });
    expect(item.counted).toBeUndefined();
    await book(user, stay(ana._id, twin._id, night, 1));
    await expectInvariant(pid, capacities);
  });

  it('without an override, a cancel gives its unit back as before', async () => {
    const { user, twin, ana, night } = await twoRooms();
    const booked = await book(user, stay(ana._id, twin._id, night, 1));
    expect(await shown(user, twin._id, night)).toEqual({ availability: 1, status: 'Open' });
    expect((await user.call('PUT', `/reservations/status/${booked._id}`, { reservation_status: 'canceled' })).status).toBe(200);
    expect(await shown(user, twin._id, night)).toEqual({ availability: 2, status: 'Open' });
  });

  it('never reopens a night when a cancel races a new override on it', async () => {
    const { user, pid, twin, ana, night, capacities } = await twoRooms();
    const nights = Array.from({ length: 6 }, (_, index) => addDays(night, index * 2));
    // Each night: a stay booked after an earlier override of 2 (so its cancel would give its unit back), then a close racing its cancel.
    for (const date of nights) await setAvailability(user, twin._id, date, date, 2);
    const stays = await Promise.all(nights.map((date) => book(user, stay(ana._id, twin._id, date, 1))));
    const outcomes = await Promise.all(
      stays.flatMap((booked, index) => [
        user.call('POST', `/rates-and-availability/create/${twin._id}`, {
          start_date: nights[index],
          end_date: nights[index],
          custom_rate: 40,
          custom_availability: 0,
        }),
        user.call('PUT', `/reservations/status/${booked._id}`, { reservation_status: 'canceled' }),
      ]),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(nights.flatMap(() => [201, 200]));
    for (const date of nights) expect(await shown(user, twin._id, date)).toEqual(CLOSED);
    for (const date of nights) expect(await nightItem(pid, twin._id, date)).toMatchObject({ sold: 0, forSale: 0 });
    await expectInvariant(pid, capacities);
  });
});
