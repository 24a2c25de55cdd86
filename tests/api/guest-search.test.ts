import { describe, expect, it } from 'vitest';
import { ApiUser, signedInMember, uniqueEmail } from '../support/api';
import { guest, hostel } from '../support/front-desk';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { partition, TABLE, table } from '../support/table';

// Finding a guest by name, email, phone or document number, through the guests' search index (small
// items written in the guest's own transactions), never a Scan nor a read of every guest.

const ids = (response: { body: { _id: string }[] }) => response.body.map((found) => found._id).sort();
const search = (user: ApiUser, q: string) => user.call('GET', `/guests/search?q=${encodeURIComponent(q)}`);

describe('searching guests', () => {
  it('finds by the beginning of a name word, an email, a phone (with or without the country code) or a document', async () => {
    const { user } = await hostel();
    // Short enough that the whole address fits the search box's 40 characters, whatever the run's counter.
    const email = uniqueEmail('jose');
    const jose = await guest(user, {
      firstName: 'José Luis',
      lastName: "O'Brien-Díaz",
      email,
      phoneNumber: '+54 351 555-0100',
      idNumber: 'AR-30111222',
    });
    const ana = await guest(user, { firstName: 'Ana', lastName: 'Josefsson', email: undefined, phoneNumber: '+46 70 123 4567' });
    const cases: [string, string[]][] = [
      ['jos', [jose._id, ana._id].sort()],
      ['JOSÉ', [jose._id, ana._id].sort()],
      ['luis brien', [jose._id]],
      ['diaz', [jose._id]],
      ['brien', [jose._id]],
      [email.slice(0, 12), [jose._id]],
      [email.toUpperCase(), [jose._id]],
      ['+54 351 555', [jose._id]],
      ['351 555 0100', [jose._id]],
      ['5550100', [jose._id]],
      ['070 123', []],
      ['70 123 45', [ana._id]],
      ['AR-3011', [jose._id]],
      ['30111222', [jose._id]],
      ['nobody', []],
      ['(.*', []],
    ];
    for (const [q, expected] of cases) {
      const found = await search(user, q);
      expect(found.status, q).toBe(200);
      expect(ids(found), q).toEqual(expected);
    }
    expect((await search(user, 'luis')).body).toEqual([jose]);
  });

  it('follows every change in the same transaction: a new name, email or phone is found, the old one no more; an erased guest never', async () => {
    const { user, pid } = await hostel();
    const greta = await guest(user, { firstName: 'Greta', lastName: 'Lindqvist', phoneNumber: '600 111 222' });
    const newEmail = uniqueEmail('mlq');
    const changed = await user.call('PUT', `/guests/update/${greta._id}`, {
      firstName: 'Margareta',
      lastName: 'Lindqvist',
      email: newEmail,
      phoneNumber: '700 333 444',
    });
    expect(changed.status).toBe(200);
    expect(ids(await search(user, 'greta'))).toEqual([]);
    expect(ids(await search(user, 'margar'))).toEqual([greta._id]);
    expect(ids(await search(user, greta.contact_info.email))).toEqual([]);
    expect(ids(await search(user, newEmail))).toEqual([greta._id]);
    expect(ids(await search(user, '600 111'))).toEqual([]);
    expect(ids(await search(user, '700333'))).toEqual([greta._id]);
    const index = await partition(pid, 'GUESTIDX#');
    expect(index.map((item) => item.sk.split('#').slice(1, 3).join('#')).sort()).toEqual(
      ['n#margareta', 'n#lindqvist', `e#${newEmail}`, 'p#700333444', 'p#333444'].sort(),
    );
    expect(index.every((item) => item.guestId === greta._id)).toBe(true);
    expect((await user.call('DELETE', `/guests/delete/${greta._id}`)).status).toBe(200);
    expect(ids(await search(user, 'margar'))).toEqual([]);
    expect(await partition(pid, 'GUESTIDX#')).toEqual([]);
  });

  it('indexes a guest saved before the search index on its next edit, even one that changes no searched field', async () => {
    const { user, pid } = await hostel();
    const old = await guest(user, { firstName: 'Ludmila', lastName: 'Antigua', phoneNumber: '600 222 333' });
    // As the guest was before the index: no search items, no mark.
    for (const item of await partition(pid, 'GUESTIDX#'))
      await table().send(new DeleteCommand({ TableName: TABLE, Key: { pk: item.pk, sk: item.sk } }));
    await table().send(
      new UpdateCommand({ TableName: TABLE, Key: { pk: `PROP#${pid}`, sk: `GUEST#${old._id}` }, UpdateExpression: 'REMOVE searchIndexed' }),
    );
    expect(ids(await search(user, 'ludmila'))).toEqual([]);
    const edited = await user.call('PUT', `/guests/update/${old._id}`, {
      firstName: 'Ludmila',
      lastName: 'Antigua',
      email: old.contact_info.email,
      phoneNumber: '600 222 333',
      city: 'Rosario',
    });
    expect(edited.status).toBe(200);
    expect(ids(await search(user, 'ludmila'))).toEqual([old._id]);
    expect(ids(await search(user, '600222'))).toEqual([old._id]);
    expect((await partition(pid, `GUEST#${old._id}`))[0]).toMatchObject({ searchIndexed: 1 });
  });

  it('answers at most 10 guests, by name', async () => {
    const { user } = await hostel();
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, n) => guest(user, { firstName: 'Ana', lastName: `Zeta ${String(n).padStart(2, '0')}` })),
    );
    const found = await search(user, 'ana zeta');
    expect(found.status).toBe(200);
    expect(found.body.map((one: { last_name: string }) => one.last_name)).toEqual(made.slice(0, 10).map((one) => one.last_name));
  });

  it("never finds another property's guest", async () => {
    const mine = await hostel();
    const theirs = await hostel();
    await guest(theirs.user, { firstName: 'Xiomara', lastName: 'Otra', phoneNumber: '999 888 777', idNumber: 'ZZ998877' });
    for (const q of ['xiomara', 'otra', '999888', 'zz998877']) expect((await search(mine.user, q)).body, q).toEqual([]);
    expect((await search(theirs.user, 'xiomara')).body).toHaveLength(1);
  });

  it('refuses a search shorter than 2 or longer than 40 characters, or none, and strangers', async () => {
    const { user } = await hostel();
    expect(await search(user, 'a')).toMatchObject({ status: 400, body: [{ msg: 'Search must be 2 to 40 characters', path: 'q' }] });
    expect(await search(user, 'a'.repeat(41))).toMatchObject({ status: 400, body: [{ path: 'q' }] });
    expect(await user.call('GET', '/guests/search')).toMatchObject({ status: 400, body: [{ msg: 'Search is required', path: 'q' }] });
    expect(await user.call('GET', '/guests/search?q=ana&extra=1')).toMatchObject({ status: 400 });
    expect((await search(new ApiUser(), 'ana')).status).toBe(401);
    // Every signed-in role finds guests (the front desk books them).
    const { user: employee } = await signedInMember(user, 'employee');
    expect((await search(employee, 'ana')).status).toBe(200);
  });
});
