import { describe, expect, it } from 'vitest';
import { hostel, PRIVATE } from '../support/front-desk';
import { partition } from '../support/table';

// Names that folding makes longer: "㌖" is one character typed and six ("キロメートル") once folded, in 18 bytes.
// The keys built from a folded name (a room type's name lock, a guest's search items) stay under DynamoDB's
// 1,024 bytes, so such a name is saved (or refused for what it is) and never answers a 500.

const KM = '㌖';

describe('names that grow when folded', () => {
  it("a room type's: saved, still one of its kind, and renamed", async () => {
    const { user, pid } = await hostel();
    const name = KM.repeat(60);
    const body = { ...PRIVATE, description: name };
    const created = await user.call('POST', '/room-types/create', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const again = await user.call('POST', '/room-types/create', { ...body, description: `${name} ` });
    expect(again).toMatchObject({ status: 409, body: { msg: `A room type named "${name}" already exists` } });
    const renamed = await user.call('PUT', `/room-types/update/${created.body._id}`, {
      description: KM.repeat(61),
      base_rate: 50,
      currency: 'USD',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const locks = await partition(pid, 'ROOMTYPENAME#');
    expect(locks).toHaveLength(1);
    expect(Buffer.byteLength(locks[0]!.sk as string)).toBeLessThan(1024);
  });

  it("a guest's: saved and found by the beginning of its folded name", async () => {
    const { user, pid } = await hostel();
    const created = await user.call('POST', '/guests/create', { firstName: KM.repeat(100), lastName: 'Sato' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const found = await user.call('GET', `/guests/search?q=${encodeURIComponent('キロメートル')}`);
    expect(found.body.map((one: { _id: string }) => one._id)).toEqual([created.body._id]);
    const longest = Math.max(...(await partition(pid, 'GUESTIDX#')).map((item) => Buffer.byteLength(item.sk as string)));
    expect(longest).toBeLessThan(1024);
    const renamed = await user.call('PUT', `/guests/update/${created.body._id}`, { firstName: KM.repeat(99), lastName: 'Sato' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  });
});
