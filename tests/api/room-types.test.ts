import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { ApiUser, propertyIdOf, signedInOwner } from '../support/api';
import { partition, sellNight } from '../support/table';

const DORM = { description: 'Dorm 6', type: 'dorm', gender: 'mixed', max_occupancy: 6, inventory: 2, base_rate: 20.5, currency: 'USD' };

function problems(body: unknown): Record<string, string> {
  return Object.fromEntries((body as { path: string; msg: string }[]).map((problem) => [problem.path, problem.msg]));
}

describe('room types', () => {
  it('creates a dorm with its rooms and beds, and a private type with one unit per room', async () => {
    const { user } = await signedInOwner();
    const dorm = await user.call('POST', '/room-types/create', { ...DORM, max_occupancy: '3', base_rate: '20.50' });
    expect(dorm.status).toBe(201);
    expect(dorm.body).toEqual({
      _id: expect.any(String),
      property_id: propertyIdOf(user),
      description: 'Dorm 6',
      type: 'dorm',
      gender: 'mixed',
      max_occupancy: 3,
      inventory: 2,
      base_rate: 20.5,
      currency: 'USD',
      products: [
        {
          room_id: expect.any(String),
          room_name: 'Dorm 6 · Room 1',
          beds: [expect.any(String), expect.any(String), expect.any(String)],
          bed_names: ['1', '2', '3'],
        },
        {
          room_id: expect.any(String),
          room_name: 'Dorm 6 · Room 2',
          beds: [expect.any(String), expect.any(String), expect.any(String)],
          bed_names: ['1', '2', '3'],
        },
      ],
      units_version: 0,
      rates_and_availability: [],
    });
    const beds = dorm.body.products.flatMap((product: { beds: string[] }) => product.beds);
    expect(new Set(beds).size).toBe(6);

    // Type and gender take the spec's defaults.
    const privateRoom = await user.call('POST', '/room-types/create', {
      description: 'Double',
      max_occupancy: 2,
      inventory: 3,
      base_rate: 45,
      currency: 'EUR',
    });
    expect(privateRoom.status).toBe(201);
    expect(privateRoom.body).toMatchObject({ type: 'private', gender: 'mixed', max_occupancy: 2, inventory: 3 });
    expect(privateRoom.body.products.map((product: { beds: string[] }) => product.beds.length)).toEqual([1, 1, 1]);

    const list = await user.call('GET', '/room-types');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([dorm.body, privateRoom.body]);
  });

  it('holds the bounds of spec §5 and §9 on both sides, with the plan limit above them', async () => {
    const { user } = await signedInOwner();
    const create = (changes: Record<string, unknown>) => user.call('POST', '/room-types/create', { ...DORM, ...changes });
    const bad = await create({
      description: 'x'.repeat(101),
      type: 'suite',
      gender: 'male',
      max_occupancy: 21,
      inventory: 0,
      base_rate: 0.99,
      currency: 'GBP',
    });
    expect(bad.status).toBe(400);
    expect(problems(bad.body)).toEqual({
      description: 'Name must be 1 to 100 characters',
      type: 'Type must be dorm or private',
      gender: 'Gender must be mixed or female',
      max_occupancy: 'Max occupancy must be a whole number from 1 to 20',
      inventory: 'Inventory must be a whole number from 1 to 50',
      base_rate: 'Base rate must be at least 1',
      currency: 'Currency must be one of ARS, AUD, BOB, BRL, CAD, CLP, COP, EUR, MXN, NZD, PEN, PYG, USD, UYU',
    });
    expect(problems((await create({ max_occupancy: 0, inventory: 51, description: '' })).body)).toEqual({
      description: 'Name is required',
      max_occupancy: 'Max occupancy must be a whole number from 1 to 20',
      inventory: 'Inventory must be a whole number from 1 to 50',
    });
    expect(problems((await create({ max_occupancy: '6 beds', inventory: true, base_rate: '20.505', currency: undefined })).body)).toEqual({
      max_occupancy: 'Max occupancy must be a number',
      inventory: 'Inventory must be a number',
      base_rate: 'Base rate must have at most two decimals',
      currency: 'Currency is required',
    });
    expect((await create({ floor: 2 })).body).toEqual([{ msg: 'Unknown field: floor', path: '' }]);
    expect((await user.call('GET', '/room-types')).body).toEqual([]);

    // The upper bounds themselves are accepted by the form's rules; 50 rooms then meet the 25-bed plan.
    expect((await create({ description: 'x'.repeat(100), max_occupancy: 20, inventory: 1, base_rate: 1 })).status).toBe(201);
    const fifty = await create({ description: 'Singles', type: 'private', max_occupancy: 1, inventory: 50 });
    expect(fifty.status).toBe(409);
    expect(fifty.body).toEqual({ msg: 'The Free plan allows up to 25 beds. This room type needs 50 beds and 5 are left' });
    expect((await create({ description: 'Y', max_occupancy: 1, inventory: 1, base_rate: 999999.99 })).status).toBe(201);
  });

  it('keeps names unique in the property, whatever the case or spacing', async () => {
    const { user } = await signedInOwner();
    const first = await user.call('POST', '/room-types/create', { ...DORM, max_occupancy: 1, inventory: 1 });
    const again = await user.call('POST', '/room-types/create', { ...DORM, description: '  dorm   6 ', max_occupancy: 1, inventory: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ msg: 'A room type named "dorm   6" already exists' });
    const other = await user.call('POST', '/room-types/create', { ...DORM, description: 'Private', max_occupancy: 1, inventory: 1 });

    const clash = await user.call('PUT', `/room-types/update/${other.body._id}`, { description: 'DORM 6', base_rate: 30, currency: 'USD' });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ msg: 'A room type named "DORM 6" already exists' });
    // Renaming a type to itself in other letters is fine, and frees nothing it should keep.
    expect(
      (await user.call('PUT', `/room-types/update/${first.body._id}`, { description: 'DORM 6', base_rate: 30, currency: 'USD' })).status,
    ).toBe(200);
    const renamed = await user.call('PUT', `/room-types/update/${other.body._id}`, {
      description: 'Private Double',
      base_rate: 30,
      currency: 'USD',
    });
    expect(renamed.status).toBe(200);
    // The old name is free again; the new one is taken.
    expect(
      (await user.call('POST', '/room-types/create', { ...DORM, description: 'Private', max_occupancy: 1, inventory: 1 })).status,
    ).toBe(201);
    expect(
      (await user.call('POST', '/room-types/create', { ...DORM, description: 'private double', max_occupancy: 1, inventory: 1 })).status,
    ).toBe(409);
  });

  it('edits name, rate, gender and currency only, within the edit bounds', async () => {
    const { user } = await signedInOwner();
    const created = (await user.call('POST', '/room-types/create', DORM)).body;
    const path = `/room-types/update/${created._id}`;
    const updated = await user.call('PUT', path, { description: 'Female Dorm', base_rate: '1000', gender: 'female', currency: 'ARS' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      ...created,
      description: 'Female Dorm',
      base_rate: 1000,
      gender: 'female',
      currency: 'ARS',
      products: created.products.map((product: { room_name: string }, index: number) => ({
        ...product,
        room_name: `Female Dorm · Room ${index + 1}`,
      })),
    });
    // Gender left out stays as it is.
    expect((await user.call('PUT', path, { description: 'Female Dorm', base_rate: 1, currency: 'ARS' })).body).toMatchObject({
      gender: 'female',
      base_rate: 1,
    });

    expect(problems((await user.call('PUT', path, { description: '', base_rate: 1000.01, currency: 'XYZ', gender: 'male' })).body)).toEqual(
      {
        description: 'Name is required',
        base_rate: 'Base rate must be at most $1,000.00',
        currency: 'Currency must be one of ARS, AUD, BOB, BRL, CAD, CLP, COP, EUR, MXN, NZD, PEN, PYG, USD, UYU',
        gender: 'Gender must be mixed or female',
      },
    );
    expect(problems((await user.call('PUT', path, { description: 'D', base_rate: 0.99, currency: 'ARS' })).body)).toEqual({
      base_rate: 'Base rate must be at least 1',
    });
    // Rooms and beds are fixed once made: type, occupancy and inventory are not editable.
    expect((await user.call('PUT', path, { description: 'D', base_rate: 5, currency: 'ARS', inventory: 3 })).body).toEqual([
      { msg: 'Unknown field: inventory', path: '' },
    ]);
    expect((await user.call('PUT', '/room-types/update/no.such$id', { description: 'D', base_rate: 5, currency: 'ARS' })).body).toEqual([
      { msg: 'Room type id is not valid', path: 'id' },
    ]);
    const missing = await user.call('PUT', '/room-types/update/00000000-0000-4000-8000-000000000000', {
      description: 'D',
      base_rate: 5,
      currency: 'ARS',
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ msg: 'Room type not found' });
    expect((await user.call('GET', '/room-types')).body[0]).toMatchObject({ description: 'Female Dorm', base_rate: 1 });
  });

  it('never passes 25 beds when creates race, and gives beds back on delete', async () => {
    const { user } = await signedInOwner();
    const pid = propertyIdOf(user);
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        user.call('POST', '/room-types/create', { ...DORM, description: `Room ${index}`, max_occupancy: 3, inventory: 1 }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 409, 409]);
    for (const refused of attempts.filter((attempt) => attempt.status === 409)) {
      expect(refused.body).toEqual({ msg: 'The Free plan allows up to 25 beds. This room type needs 3 beds and 1 is left' });
    }
    const types = await partition(pid, 'ROOMTYPE#');
    expect(types).toHaveLength(8);
    expect(types.reduce((beds, type) => beds + type.maxOccupancy * type.inventory, 0)).toBe(24);
    expect((await partition(pid, 'USAGE#beds'))[0]?.count).toBe(24);
    expect((await partition(pid, 'ROOMTYPENAME#')).map((lock) => lock.roomTypeId).sort()).toEqual(types.map((type) => type.id).sort());

    const deleted = await user.call('DELETE', `/room-types/delete/${attempts.find((attempt) => attempt.status === 201)!.body._id}`);
    expect(deleted.body).toEqual({ msg: 'Room type deleted successfully' });
    expect((await partition(pid, 'USAGE#beds'))[0]?.count).toBe(21);
    expect(
      (await user.call('POST', '/room-types/create', { ...DORM, description: 'Last beds', max_occupancy: 4, inventory: 1 })).status,
    ).toBe(201);
  });

  it('lets only one of many simultaneous creates take a name', async () => {
    const { user } = await signedInOwner();
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => user.call('POST', '/room-types/create', { ...DORM, max_occupancy: 1, inventory: 1 })),
    );
    expect(attempts.filter((attempt) => attempt.status === 201)).toHaveLength(1);
    expect(
      attempts
        .filter((attempt) => attempt.status === 409)
        .every((attempt) => attempt.body.msg === 'A room type named "Dorm 6" already exists'),
    ).toBe(true);
    expect(await partition(propertyIdOf(user), 'ROOMTYPE#')).toHaveLength(1);
    expect((await partition(propertyIdOf(user), 'USAGE#beds'))[0]?.count).toBe(1);
  });
});

describe('deleting a room type', () => {
  it("is refused while a night from today on (the property's today) has a sale, and keeps past history", async () => {
    const { user } = await signedInOwner();
    const pid = propertyIdOf(user);
    // Far east of UTC, so the property's today differs from the server's for half of every day.
    expect((await user.call('PUT', '/properties/update', { propertyName: 'Casa', timeZone: 'Pacific/Kiritimati' })).status).toBe(200);
    const type = (await user.call('POST', '/room-types/create', DORM)).body;
    const today = todayIn('Pacific/Kiritimati');
    await sellNight(pid, type._id, today, 2, 12);
    expect(
      (
        await user.call('POST', `/rates-and-availability/create/${type._id}`, {
          start_date: addDays(today, 1),
          end_date: addDays(today, 3),
          custom_rate: 25,
        })
      ).status,
    ).toBe(201);

    const refused = await user.call('DELETE', `/room-types/delete/${type._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      msg: 'This room type has reservations from today on, so it cannot be deleted. Make sure no reservations exist for it, then try again',
    });
    expect((await user.call('GET', '/room-types')).body).toHaveLength(1);

    // Yesterday's sale is history: it does not block, and it stays in the table.
    const other = (await user.call('POST', '/room-types/create', { ...DORM, description: 'Dorm 4', max_occupancy: 4, inventory: 1 })).body;
    await sellNight(pid, other._id, addDays(today, -1), 1, 4);
    expect(
      (
        await user.call('POST', `/rates-and-availability/create/${other._id}`, {
          start_date: today,
          end_date: addDays(today, 2),
          custom_rate: 25,
        })
      ).status,
    ).toBe(201);
    const deleted = await user.call('DELETE', `/room-types/delete/${other._id}`);
    expect(deleted.status).toBe(200);
    const nights = (await partition(pid, 'NIGHT#')).filter((night) => night.roomTypeId === other._id);
    expect(nights.map((night) => night.date)).toEqual([addDays(today, -1)]);
    expect((await partition(pid, 'RATEPLAN#')).filter((plan) => plan.roomTypeId === other._id)).toEqual([]);
    expect((await user.call('GET', '/room-types')).body.map((roomType: { _id: string }) => roomType._id)).toEqual([type._id]);
    expect((await user.call('DELETE', `/room-types/delete/${other._id}`)).status).toBe(404);
    // Its name is free again.
    expect((await user.call('POST', '/room-types/create', { ...DORM, description: 'Dorm 4', max_occupancy: 4, inventory: 1 })).status).toBe(
      201,
    );
  });

  it('answers 400 for a malformed id and 401 without a session', async () => {
    const { user } = await signedInOwner();
    expect((await user.call('DELETE', '/room-types/delete/%20')).status).toBe(400);
    expect((await new ApiUser().call('DELETE', '/room-types/delete/abc')).status).toBe(401);
    expect((await new ApiUser().call('GET', '/room-types')).status).toBe(401);
  });
});
