import { describe, expect, it } from 'vitest';
import { addDays, compactDate, todayIn } from '../../shared/src/domain/dates';
import { ApiUser } from '../support/api';
import { book, DORM, frontDesk, guest, hostel, roomType, stay } from '../support/front-desk';

// Reading reservations back: by window and guest name, the home page's day, the check-in call's origin.

const find = (from: string, to: string, search = 'all') =>
  `/reservations/find/${compactDate(from)}-${compactDate(to)}-${encodeURIComponent(search)}`;
const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);

describe('finding reservations', () => {
  it('returns every reservation overlapping the window, any status, by check-in', async () => {
    const { user, today, dorm, double, ana } = await frontDesk();
    const from = addDays(today, 10);
    const to = addDays(today, 13);
    const endsAtFrom = await book(user, stay(ana._id, dorm._id, addDays(from, -2), 2));
    const spans = await book(user, stay(ana._id, dorm._id, addDays(from, -1), 6));
    const startsAtTo = await book(user, stay(ana._id, double._id, to, 2));
    const afterTo = await book(user, stay(ana._id, double._id, addDays(to, 1), 1));
    const canceled = await book(user, stay(ana._id, double._id, from, 1));
    await user.call('PUT', `/reservations/status/${canceled._id}`, { reservation_status: 'canceled' });
    // A long stay that began 80 days before the window still overlaps it.
    const long = await book(user, stay(ana._id, dorm._id, addDays(from, -80), 85));
    const found = await user.call('GET', find(from, to));
    expect(found.status).toBe(200);
    expect(ids(found.body)).toEqual([long._id, spans._id, canceled._id, startsAtTo._id]);
    expect(ids(found.body)).not.toContain(endsAtFrom._id);
    expect(ids(found.body)).not.toContain(afterTo._id);
    const simple = await user.call('GET', `/reservations/simple/${compactDate(from)}-${compactDate(to)}`);
    expect(ids(simple.body)).toEqual([long._id, spans._id, startsAtTo._id]);
    expect(await user.call('GET', '/reservations/simple/2026-11-01')).toMatchObject({
      status: 400,
      body: [{ msg: 'The dates in the address must be written yyyyMMdd-yyyyMMdd', path: 'dates' }],
    });
  });

  it('matches the guest first and last names word by word, ignoring case and accents, taking the text literally', async () => {
    const { user, today, dorm } = await frontDesk();
    const people = [
      ['José', 'Álvarez'],
      ['Jean-Luc', 'Picard'],
      ['Miles', "O'Brien"],
      ['Ana María', 'López'],
    ];
    const booked: Record<string, string> = {};
    for (const [firstName, lastName] of people) {
      const someone = await guest(user, { firstName, lastName });
      booked[firstName!] = (await book(user, stay(someone._id, dorm._id, today, 1))).guest_info.full_name;
    }
    const names = async (search: string) =>
      (await user.call('GET', find(today, today, search))).body.map(
        (row: { guest_info: { full_name: string } }) => row.guest_info.full_name,
      );
    expect(await names('JOSE alvarez')).toEqual(['José Álvarez']);
    expect(await names('Jean-Luc')).toEqual(['Jean-Luc Picard']);
    expect(await names('luc')).toEqual(['Jean-Luc Picard']);
    expect(await names("O'Brien")).toEqual(["Miles O'Brien"]);
    expect(await names('ana lop')).toEqual(['Ana María López']);
    expect(await names('maria')).toEqual(['Ana María López']);
    expect(await names('(.*')).toEqual([]);
    expect(await names('%')).toEqual([]);
    expect(await names('all')).toHaveLength(4);
    expect(Object.keys(booked)).toHaveLength(4);
    expect(await user.call('GET', `/reservations/find/${compactDate(today)}-${compactDate(today)}`)).toMatchObject({
      status: 400,
      body: [{ msg: 'The address must be yyyyMMdd-yyyyMMdd-<search text or all>', path: 'criteria' }],
    });
  });

  it('reads one reservation by id, 404 when unknown', async () => {
    const { user } = await frontDesk();
    expect(await user.call('GET', '/reservations/find-by-id/missing')).toMatchObject({
      status: 404,
      body: { msg: 'Reservation not found' },
    });
  });
});

describe('home', () => {
  it("lists today's arrivals and departures and the 10 latest changes, today in the property's zone", async () => {
    const { user, today, dorm, double, ana } = await frontDesk();
    const arriving = await book(user, stay(ana._id, dorm._id, today, 2));
    const leaving = await book(user, stay(ana._id, dorm._id, addDays(today, -3), 3));
    const staying = await book(user, stay(ana._id, double._id, addDays(today, -1), 3));
    const canceled = await book(user, stay(ana._id, double._id, today, 1));
    await user.call('PUT', `/reservations/status/${canceled._id}`, { reservation_status: 'canceled' });
    const later = [];
    for (let day = 1; day <= 8; day += 1) later.push(await book(user, stay(ana._id, double._id, addDays(today, 10 + day), 1)));
    // The oldest booking changes last: it leads the latest list.
    await user.call('PUT', `/reservations/payment_status/${arriving._id}`, { payment_status: 'paid' });
    const home = await user.call('GET', '/reservations/home');
    expect(home.status).toBe(200);
    expect(home.body.today).toBe(today);
    expect(ids(home.body.arrivals)).toEqual([arriving._id]);
    expect(ids(home.body.departures)).toEqual([leaving._id]);
    expect(ids(home.body.latest)).toEqual([arriving._id, ...ids(later).reverse(), canceled._id]);
    expect(ids(home.body.latest)).not.toContain(staying._id);
    expect(home.body.arrivals[0]).toMatchObject({
      guest_info: { full_name: 'Ana María López' },
      number_of_guest: 1,
      payment_status: 'paid',
    });
  });

  it("reads today in the property's time zone, not the server's", async () => {
    const { user } = await hostel();
    const dorm = await roomType(user, DORM);
    const ana = await guest(user);
    // UTC+14 and UTC-12 are 26 hours apart: their dates always differ.
    await user.call('PUT', '/properties/update', { propertyName: 'Casa Azul Hostel', timeZone: 'Pacific/Kiritimati' });
    const eastToday = todayIn('Pacific/Kiritimati');
    const arriving = await book(user, stay(ana._id, dorm._id, eastToday, 1));
    const east = (await user.call('GET', '/reservations/home')).body;
    expect(east.today).toBe(eastToday);
    expect(ids(east.arrivals)).toEqual([arriving._id]);
    await user.call('PUT', '/properties/update', { propertyName: 'Casa Azul Hostel', timeZone: 'Etc/GMT+12' });
    const west = (await user.call('GET', '/reservations/home')).body;
    expect(west.today).toBe(todayIn('Etc/GMT+12'));
    expect(west.today < eastToday).toBe(true);
    expect(west.arrivals).toEqual([]);
  });

  it('is empty for a new property, and closed to visitors who are not signed in', async () => {
    const { user } = await hostel();
    expect((await user.call('GET', '/reservations/home')).body).toEqual({
      today: expect.any(String),
      arrivals: [],
      departures: [],
      latest: [],
    });
    expect((await new ApiUser().call('GET', '/reservations/home')).status).toBe(401);
  });
});

describe('the check-in bed assignment', () => {
  it('is a GET that writes, so only the app itself may call it', async () => {
    const { user } = await hostel();
    const crossSite = await user.call('GET', '/reservations/check-in/assign-beds', undefined, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
  });
});
