import { describe, expect, it } from 'vitest';
import { addDays, compactDate } from '../../shared/src/domain/dates';
import { uniqueEmail } from '../support/api';
import { book, DORM, guest, hostel, roomType, stay } from '../support/front-desk';

// The reservations search (the page's text and the header's) finds by the short reference, and by the
// guest's name, email, phone or document number through the guest search.

const reference = (id: string) => id.split('-').at(-1)!.toUpperCase();

describe('finding reservations by reference and by guest', () => {
  it('finds a reservation by its short reference in any case, and the stays of a guest by email, phone or document', async () => {
    const { user, today } = await hostel();
    const dorm = await roomType(user, DORM);
    const email = uniqueEmail('marta');
    const marta = await guest(user, {
      firstName: 'Marta',
      lastName: 'Vidal',
      email,
      phoneNumber: '+34 600 123 456',
      idNumber: 'X1234567L',
    });
    const other = await guest(user, { firstName: 'Otto', lastName: 'Weber', phoneNumber: '+49 170 999 888' });
    const first = await book(user, stay(marta._id, dorm._id, today, 2));
    const second = await book(user, stay(marta._id, dorm._id, addDays(today, 5), 1));
    const otto = await book(user, stay(other._id, dorm._id, today, 1));
    const window = `${compactDate(today)}-${compactDate(addDays(today, 10))}`;
    const find = async (search: string) => {
      const response = await user.call('GET', `/reservations/find/${window}-${encodeURIComponent(search)}`);
      expect(response.status, search).toBe(200);
      return response.body.map((row: { _id: string }) => row._id).sort();
    };
    expect(await find(reference(otto._id))).toEqual([otto._id]);
    expect(await find(reference(first._id).toLowerCase())).toEqual([first._id]);
    const both = [first._id, second._id].sort();
    expect(await find(email)).toEqual(both);
    expect(await find(email.slice(0, 8))).toEqual(both);
    expect(await find('+34 600 123')).toEqual(both);
    expect(await find('600123456')).toEqual(both);
    expect(await find('X1234567L')).toEqual(both);
    expect(await find('1234567')).toEqual(both);
    expect(await find('marta vid')).toEqual(both);
    expect(await find('170 999')).toEqual([otto._id]);
    expect(await find('555 000 111')).toEqual([]);
    // Outside the dates searched, a reference finds nothing.
    const before = `${compactDate(addDays(today, 20))}-${compactDate(addDays(today, 30))}`;
    expect((await user.call('GET', `/reservations/find/${before}-${reference(first._id)}`)).body).toEqual([]);
  });

  it("never finds another property's guest or reservation, nor an erased guest's stays", async () => {
    const mine = await hostel();
    const theirs = await hostel();
    const myDorm = await roomType(mine.user, DORM);
    const theirDorm = await roomType(theirs.user, DORM);
    const shared = { phoneNumber: '+1 202 555 0147', idNumber: 'P7654321' };
    const theirGuest = await guest(theirs.user, shared);
    const theirStay = await book(theirs.user, stay(theirGuest._id, theirDorm._id, theirs.today, 1));
    const window = `${compactDate(mine.today)}-${compactDate(addDays(mine.today, 3))}`;
    const find = async (search: string) =>
      (await mine.user.call('GET', `/reservations/find/${window}-${encodeURIComponent(search)}`)).body.map(
        (row: { _id: string }) => row._id,
      );
    for (const search of ['202 555', 'P7654321', reference(theirStay._id), theirGuest.contact_info.email])
      expect(await find(search), search).toEqual([]);
    const myGuest = await guest(mine.user, shared);
    const myStay = await book(mine.user, stay(myGuest._id, myDorm._id, mine.today, 1));
    expect(await find('202 555')).toEqual([myStay._id]);
    expect((await mine.user.call('DELETE', `/guests/delete/${myGuest._id}`)).status).toBe(200);
    expect(await find('202 555')).toEqual([]);
    expect(await find(reference(myStay._id))).toEqual([myStay._id]);
  });
});
