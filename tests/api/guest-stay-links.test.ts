import { randomUUID } from 'node:crypto';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { book, guest, hostel, PRIVATE, roomType, stay } from '../support/front-desk';
import { partition, TABLE, table } from '../support/table';

// A guest's stays are links of their own (PROP#p / GUESTSTAY#<guest>#<reservation>), written by each booking's
// transaction, so the guest's item keeps its size however many stays it has: an imported feed's guest takes every
// stay the feed lists, and an item that grew with them would stop every booking at DynamoDB's 400 KB. A guest
// booked before the links kept the ids in its item: those are read with the links.

const guestItem = async (pid: string, guestId: string) => (await partition(pid, `GUEST#${guestId}`))[0]!;
const namesOn = async (user: Awaited<ReturnType<typeof hostel>>['user'], ids: string[]) =>
  Promise.all(ids.map(async (id) => (await user.call('GET', `/reservations/find-by-id/${id}`)).body.guest_info.full_name));

describe("a guest's stays", () => {
  it("are links of their own: the guest's item keeps its size, its page lists every stay, a new name reaches each", async () => {
    const { user, pid, today } = await hostel();
    const double = await roomType(user, { ...PRIVATE, inventory: 3 });
    const ana = await guest(user, { firstName: 'Ana', lastName: 'Sosa' });
    const first = await book(user, stay(ana._id, double._id, addDays(today, 1), 1));
    const sizeAfterOne = Object.keys(await guestItem(pid, ana._id)).sort();
    const rest = [];
    for (let k = 2; k <= 12; k += 1) rest.push(await book(user, stay(ana._id, double._id, addDays(today, k * 2), 1)));
    const booked = [first, ...rest].map((reservation) => reservation._id as string);

    const item = await guestItem(pid, ana._id);
    expect(item.reservationIds).toBeUndefined();
    expect(Object.keys(item).sort()).toEqual(sizeAfterOne);
    expect(item.bookings).toBe(12);
    const links = await partition(pid, `GUESTSTAY#${ana._id}#`);
    expect(links.map((link) => link.reservationId).sort()).toEqual([...booked].sort());

    const page = await user.call('GET', `/guests/stays/${ana._id}`);
    expect(page.status).toBe(200);
    expect(page.body.stays.map((one: { _id: string }) => one._id).sort()).toEqual([...booked].sort());

    const renamed = await user.call('PUT', `/guests/update/${ana._id}`, {
      firstName: 'Ana Laura',
      lastName: 'Sosa',
      email: ana.contact_info.email,
    });
    expect(renamed.status).toBe(200);
    expect(new Set(await namesOn(user, booked))).toEqual(new Set(['Ana Laura Sosa']));
  });

  it('of a guest booked before the links: the ids its item kept and its links are read together', async () => {
    const { user, pid, today } = await hostel();
    const double = await roomType(user, PRIVATE);
    const ana = await guest(user, { firstName: 'Ana', lastName: 'Sosa' });
    const older = await book(user, stay(ana._id, double._id, addDays(today, 1), 2));
    const newer = await book(user, stay(ana._id, double._id, addDays(today, 5), 2));
    // The older stay as an earlier booking left it: its id in the guest's item, no link.
    await table().send(new DeleteCommand({ TableName: TABLE, Key: { pk: `PROP#${pid}`, sk: `GUESTSTAY#${ana._id}#${older._id}` } }));
    await table().send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { pk: `PROP#${pid}`, sk: `GUEST#${ana._id}` },
        UpdateExpression: 'ADD reservationIds :ids',
        ExpressionAttributeValues: { ':ids': new Set([older._id]) },
      }),
    );

    const page = await user.call('GET', `/guests/stays/${ana._id}`);
    expect(page.body.stays.map((one: { _id: string }) => one._id).sort()).toEqual([older._id, newer._id].sort());
    const renamed = await user.call('PUT', `/guests/update/${ana._id}`, {
      firstName: 'Ana',
      lastName: 'Sosa Paz',
      email: ana.contact_info.email,
    });
    expect(renamed.status).toBe(200);
    expect(await namesOn(user, [older._id, newer._id])).toEqual(['Ana Sosa Paz', 'Ana Sosa Paz']);
    const erased = await user.call('DELETE', `/guests/delete/${ana._id}`);
    expect(erased.status).toBe(200);
    expect(await namesOn(user, [older._id, newer._id])).toEqual(['Deleted guest', 'Deleted guest']);
  });

  it('racing a new name: bookings made at once with two renames each carry the name the guest ends with', async () => {
    const { user, pid, today } = await hostel();
    const double = await roomType(user, { ...PRIVATE, inventory: 3 });
    const ana = await guest(user, { firstName: 'Ana', lastName: 'Sosa' });
    const rename = (lastName: string) =>
      user.call('PUT', `/guests/update/${ana._id}`, { firstName: 'Ana', lastName, email: ana.contact_info.email });
    const bookings = Array.from({ length: 8 }, (_, k) =>
      user.call('POST', '/reservations/new', stay(ana._id, double._id, addDays(today, 1 + k * 2), 1), { 'idempotency-key': randomUUID() }),
    );
    const [renamedOnce, renamedTwice, ...booked] = await Promise.all([rename('Sosa Paz'), rename('Sosa Ruiz'), ...bookings]);
    expect([renamedOnce.status, renamedTwice.status]).toEqual([200, 200]);
    expect(booked.map((answer) => answer.status)).toEqual(booked.map(() => 201));
    // The table read after: whichever rename came last, every stay says it, and each stay is linked once.
    const { lastName } = await guestItem(pid, ana._id);
    const ids = booked.map((answer) => answer.body._id as string);
    expect(new Set(await namesOn(user, ids))).toEqual(new Set([`Ana ${lastName}`]));
    expect((await partition(pid, `GUESTSTAY#${ana._id}#`)).map((link) => link.reservationId).sort()).toEqual([...ids].sort());
    expect((await guestItem(pid, ana._id)).bookings).toBe(8);
  });

  it('of a guest saved before the search index: its next booking writes its search items', async () => {
    const { user, pid, today } = await hostel();
    const double = await roomType(user, PRIVATE);
    const ana = await guest(user, { firstName: 'Ximena', lastName: 'Quiroga' });
    // As a guest saved before the index: no search items, no mark.
    for (const item of await partition(pid, 'GUESTIDX#'))
      await table().send(new DeleteCommand({ TableName: TABLE, Key: { pk: item.pk, sk: item.sk } }));
    await table().send(
      new UpdateCommand({ TableName: TABLE, Key: { pk: `PROP#${pid}`, sk: `GUEST#${ana._id}` }, UpdateExpression: 'REMOVE searchIndexed' }),
    );
    const search = async () => (await user.call('GET', '/guests/search?q=quiroga')).body.map((one: { _id: string }) => one._id);
    expect(await search()).toEqual([]);
    await book(user, stay(ana._id, double._id, addDays(today, 1), 1));
    expect(await search()).toEqual([ana._id]);
    expect(await guestItem(pid, ana._id)).toMatchObject({ searchIndexed: 1, bookings: 1, version: 1 });
  });

  it('a refused booking leaves no link', async () => {
    const { user, pid, today } = await hostel();
    const double = await roomType(user, { ...PRIVATE, inventory: 1 });
    const ana = await guest(user);
    await book(user, stay(ana._id, double._id, addDays(today, 1), 1));
    const full = await user.call('POST', '/reservations/new', stay(ana._id, double._id, addDays(today, 1), 1), {
      'idempotency-key': randomUUID(),
    });
    expect(full.status).toBe(409);
    expect(await partition(pid, `GUESTSTAY#${ana._id}#`)).toHaveLength(1);
    expect((await guestItem(pid, ana._id)).bookings).toBe(1);
  });
});
