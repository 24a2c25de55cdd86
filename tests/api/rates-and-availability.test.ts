import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { addDays, compactDate, todayIn } from '../../shared/src/domain/dates';
import { ApiUser, propertyIdOf, signedInOwner } from '../support/api';
import { partition, sellNight, table, TABLE } from '../support/table';

const DORM = { description: 'Dorm 6', type: 'dorm', max_occupancy: 6, inventory: 2, base_rate: 20, currency: 'USD' };
const PRIVATE = { description: 'Double', type: 'private', max_occupancy: 2, inventory: 3, base_rate: 50, currency: 'USD' };

const window = (from: string, to: string) => `/rates-and-availability/${compactDate(from)}-${compactDate(to)}`;

async function hostel() {
  const { user } = await signedInOwner();
  const dorm = (await user.call('POST', '/room-types/create', DORM)).body;
  const double = (await user.call('POST', '/room-types/create', PRIVATE)).body;
  return { user, pid: propertyIdOf(user), dorm, double, today: todayIn('UTC') };
}

type Night = { date: string; capacity: number; sold: number; availability: number; rate: number; custom_rate: boolean; status: string };

async function nightsOf(user: ApiUser, typeId: string, from: string, to: string): Promise<Night[]> {
  const response = await user.call('GET', window(from, to));
  expect(response.status).toBe(200);
  return response.body.room_types.find((type: { _id: string }) => type._id === typeId).nights;
}

describe('rates and availability', () => {
  it('reads capacity, sold, availability, rate and status per room type and night', async () => {
    const { user, pid, dorm, double, today } = await hostel();
    await sellNight(pid, double._id, addDays(today, 1), 3, 3);
    const response = await user.call('GET', window(today, addDays(today, 6)));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ from: today, to: addDays(today, 6), today });
    expect(response.body.room_types.map((type: { _id: string; capacity: number }) => [type._id, type.capacity])).toEqual([
      [dorm._id, 12],
      [double._id, 3],
    ]);
    const dormNights = response.body.room_types[0].nights as Night[];
    expect(dormNights).toHaveLength(7);
    expect(dormNights[0]).toEqual({ date: today, capacity: 12, sold: 0, availability: 12, rate: 20, custom_rate: false, status: 'Open' });
    expect((response.body.room_types[1].nights as Night[])[1]).toEqual({
      date: addDays(today, 1),
      capacity: 3,
      sold: 3,
      availability: 0,
      rate: 50,
      custom_rate: false,
      status: 'Close',
    });
  });

  it('sets a rate and availability on every night from start to end, both included, newer over older night by night', async () => {
    const { user, dorm, today } = await hostel();
    const start = addDays(today, 10);
    const created = await user.call('POST', `/rates-and-availability/create/${dorm._id}`, {
      start_date: start,
      end_date: addDays(start, 4),
      custom_rate: '32.50',
      custom_availability: '8',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      room_type_id: dorm._id,
      start_date: start,
      end_date: addDays(start, 4),
      custom_rate: 32.5,
      custom_availability: 8,
      created_At: expect.any(String),
    });
    const newer = await user.call('POST', `/rates-and-availability/create/${dorm._id}`, {
      start_date: addDays(start, 3),
      end_date: addDays(start, 6),
      custom_rate: 40,
    });
    expect(newer.status).toBe(201);
    expect(newer.body.custom_availability).toBe(12);

    const nights = await nightsOf(user, dorm._id, addDays(start, -1), addDays(start, 7));
    expect(nights.map((night) => [night.rate, night.availability, night.custom_rate])).toEqual([
      [20, 12, false],
      [32.5, 8, true],
      [32.5, 8, true],
      [32.5, 8, true],
      // The newer range's rate wins on the overlap; it set no availability, so the older one stays.
      [40, 8, true],
      [40, 8, true],
      [40, 12, true],
      [40, 12, true],
      [20, 12, false],
    ]);
    const listed = (await user.call('GET', '/room-types')).body[0].rates_and_availability;
    expect(listed).toEqual([created.body, newer.body]);
  });

  it('closes a night at availability 0 and lowers availability with later sales', async () => {
    const { user, pid, dorm, today } = await hostel();
    expect(
      (
        await user.call('POST', `/rates-and-availability/create/${dorm._id}`, {
          start_date: today,
          end_date: today,
          custom_rate: 20,
          custom_availability: 0,
        })
      ).status,
    ).toBe(201);
    expect((await nightsOf(user, dorm._id, today, today))[0]).toMatchObject({ availability: 0, status: 'Close', sold: 0 });

    const later = addDays(today, 2);
    expect(
      (
        await user.call('POST', `/rates-and-availability/create/${dorm._id}`, {
          start_date: later,
          end_date: later,
          custom_rate: 20,
          custom_availability: 5,
        })
      ).status,
    ).toBe(201);
    await sellNight(pid, dorm._id, later, 2, 12);
    expect((await nightsOf(user, dorm._id, later, later))[0]).toMatchObject({ capacity: 12, sold: 2, availability: 3, status: 'Open' });
  });

  it('refuses an availability above what is free on any night, naming the nights, and writes nothing', async () => {
    const { user, pid, double, today } = await hostel();
    const start = addDays(today, 5);
    await sellNight(pid, double._id, addDays(start, 1), 2, 3);
    await sellNight(pid, double._id, addDays(start, 2), 3, 3);
    const before = await partition(pid, 'NIGHT#');
    const refused = await user.call('POST', `/rates-and-availability/create/${double._id}`, {
      start_date: start,
      end_date: addDays(start, 3),
      custom_rate: 60,
      custom_availability: 2,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      msg: `Availability cannot be more than the units free each night: ${addDays(start, 1)} has 1 free, ${addDays(start, 2)} has 0 free`,
    });
    expect(await partition(pid, 'NIGHT#')).toEqual(before);
    expect(await partition(pid, 'RATEPLAN#')).toEqual([]);
    // Above the capacity itself, every night is named.
    const tooMany = await user.call('POST', `/rates-and-availability/create/${double._id}`, {
      start_date: start,
      end_date: start,
      custom_rate: 60,
      custom_availability: 4,
    });
    expect(tooMany.body).toEqual({ msg: `Availability cannot be more than the units free each night: ${start} has 3 free` });
    // What is free is accepted.
    expect(
      (
        await user.call('POST', `/rates-and-availability/create/${double._id}`, {
          start_date: start,
          end_date: addDays(start, 3),
          custom_rate: 60,
          custom_availability: 0,
        })
      ).status,
    ).toBe(201);
  });

  it('writes a whole year in chunks and keeps one record of the range', async () => {
    const { user, pid, dorm, today } = await hostel();
    const end = addDays(today, 365);
    const created = await user.call('POST', `/rates-and-availability/create/${dorm._id}`, {
      start_date: today,
      end_date: end,
      custom_rate: 25.25,
      custom_availability: 10,
    });
    expect(created.status).toBe(201);
    const nights = (await partition(pid, 'NIGHT#')).filter((night) => night.roomTypeId === dorm._id);
    expect(nights).toHaveLength(366);
    expect(nights.every((night) => night.customRateCents === 2525 && night.forSale === 10 && night.rangeId === created.body._id)).toBe(
      true,
    );
    const plans = await partition(pid, 'RATEPLAN#');
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ startDate: today, endDate: end });
    const read = await nightsOf(user, dorm._id, addDays(end, -89), end);
    expect(read).toHaveLength(90);
    expect(read.every((night) => night.rate === 25.25 && night.availability === 10)).toBe(true);
  });

  it('a long range that loses a race in a later chunk keeps a record of exactly the nights it saved', async () => {
    const { user, pid, dorm, today } = await hostel();
    // A night in the second chunk (nights 99+) already set by a range newer than the one about to be saved.
    const contested = addDays(today, 120);
    await table().send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          pk: `PROP#${pid}`,
          sk: `NIGHT#${contested}#${dorm._id}`,
          type: 'night',
          roomTypeId: dorm._id,
          date: contested,
          forSale: 12,
          customRateCents: 9900,
          rateSetAt: '2999-01-01T00:00:00.000Z',
        },
      }),
    );
    const response = await user.call('POST', `/rates-and-availability/create/${dorm._id}`, {
      start_date: today,
      end_date: addDays(today, 199),
      custom_rate: 30,
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      msg: `Another change to these nights was saved at the same time. Reload and try again. The nights up to ${addDays(today, 97)} were saved; nothing from ${addDays(today, 98)} on`,
    });
    const plans = await partition(pid, 'RATEPLAN#');
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ startDate: today, endDate: addDays(today, 97) });
    const nights = await nightsOf(user, dorm._id, addDays(today, 96), addDays(today, 121));
    expect(nights.map((night) => night.rate)).toEqual([30, 30, ...Array(22).fill(20), 99, 20]);
  });

  it("refuses a start before the property's today, and bad input of every kind", async () => {
    const { user, dorm, double, today } = await hostel();
    const path = `/rates-and-availability/create/${dorm._id}`;
    const past = await user.call('POST', path, { start_date: addDays(today, -1), end_date: today, custom_rate: 30 });
    expect(past.status).toBe(400);
    expect(past.body).toEqual([{ msg: 'The start date cannot be in the past', path: 'start_date' }]);

    const bad = await user.call('POST', path, { start_date: '2027-02-30', end_date: '27-03-01', custom_rate: 0, custom_availability: 1.5 });
    expect(bad.body).toEqual([
      { msg: 'Start date must be a real date written yyyy-MM-dd', path: 'start_date' },
      { msg: 'End date must be a real date written yyyy-MM-dd', path: 'end_date' },
      { msg: 'Rate must be more than 0', path: 'custom_rate' },
      { msg: 'Availability must be a whole number from 0 to 1000', path: 'custom_availability' },
    ]);
    expect((await user.call('POST', path, { start_date: addDays(today, 2), end_date: addDays(today, 1), custom_rate: 30 })).body).toEqual([
      { msg: 'End date must be on or after the start date', path: 'end_date' },
    ]);
    expect((await user.call('POST', path, { start_date: today, end_date: addDays(today, 366), custom_rate: 30 })).body).toEqual([
      { msg: 'A range covers at most 366 nights', path: 'end_date' },
    ]);
    expect((await user.call('POST', path, { start_date: today, end_date: today, custom_rate: '30,5' })).body).toEqual([
      { msg: 'Rate must be a number', path: 'custom_rate' },
    ]);
    expect((await user.call('POST', path, { start_date: today, end_date: today, custom_rate: 30.001 })).body).toEqual([
      { msg: 'Rate must have at most two decimals', path: 'custom_rate' },
    ]);
    expect((await user.call('POST', path, { start_date: today, end_date: today, custom_rate: 30, custom_availability: -1 })).body).toEqual([
      { msg: 'Availability must be a whole number from 0 to 1000', path: 'custom_availability' },
    ]);
    expect((await user.call('POST', path, { start_date: today, end_date: today, custom_rate: 30, room: 1 })).body).toEqual([
      { msg: 'Unknown field: room', path: '' },
    ]);
    expect((await user.call('POST', path, { start_date: 20270101, end_date: today, custom_rate: 30 })).status).toBe(400);
    expect(
      (await user.call('POST', '/rates-and-availability/create/x%2Fy', { start_date: today, end_date: today, custom_rate: 30 })).body,
    ).toEqual([{ msg: 'Room type id is not valid', path: 'roomTypeId' }]);
    const missing = await user.call('POST', '/rates-and-availability/create/00000000-0000-4000-8000-000000000000', {
      start_date: today,
      end_date: today,
      custom_rate: 30,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ msg: 'Room type not found' });
    // The smallest rate is accepted; nothing else was written.
    expect(
      (await user.call('POST', `/rates-and-availability/create/${double._id}`, { start_date: today, end_date: today, custom_rate: 0.01 }))
        .status,
    ).toBe(201);
    expect(
      (await user.call('GET', '/room-types')).body.map((type: { rates_and_availability: unknown[] }) => type.rates_and_availability.length),
    ).toEqual([0, 1]);
  });

  it('reads windows given strictly, and lists only ranges that end today or later', async () => {
    const { user, pid, dorm, today } = await hostel();
    for (const dates of ['2026-11-21-2026-11-27', '20261121', '20261121-20261131', '20261127-20261121', '20260101-20270102', 'all']) {
      const response = await user.call('GET', `/rates-and-availability/${dates}`);
      expect(response.status, dates).toBe(400);
      expect(response.body[0].path).toBe('dates');
    }
    expect((await user.call('GET', '/rates-and-availability/20260101-20270101')).status).toBe(200);
    // A range that ended yesterday stays in the table but is no longer listed.
    await table().send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          pk: `PROP#${pid}`,
          sk: `RATEPLAN#${addDays(today, -1)}#old`,
          type: 'ratePlan',
          id: 'old',
          roomTypeId: dorm._id,
          startDate: addDays(today, -5),
          endDate: addDays(today, -1),
          rateCents: 1000,
          availability: null,
          createdAt: new Date().toISOString(),
        },
      }),
    );
    const current = (
      await user.call('POST', `/rates-and-availability/create/${dorm._id}`, { start_date: today, end_date: today, custom_rate: 30 })
    ).body;
    expect((await user.call('GET', '/room-types')).body[0].rates_and_availability).toEqual([current]);
  });

  it('needs a session', async () => {
    expect((await new ApiUser().call('GET', '/rates-and-availability/20261121-20261127')).status).toBe(401);
  });
});
