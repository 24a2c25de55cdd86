import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { type ApiUser, signedInMember, signedInOwner } from './../support/api';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';

// GET /reports?from=&to=: a fixture of known bookings made through the API, and every figure checked
// against numbers worked out by hand below (docs/architecture/reports.md says what each one counts).

const reportPath = (from: string, to: string) => `/reports?from=${from}&to=${to}`;

/** The same calendar day a year before (the fixture's dates are never near a 29 February). */
const lastYear = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;

interface Fixture {
  owner: ApiUser;
  currency: string;
  from: string;
  to: string;
  dormId: string;
  doubleId: string;
}

let fixture: Fixture;

beforeAll(async () => {
  const { user: owner, today } = await hostel();
  const currency = (await owner.call('GET', '/properties')).body.currency as string;
  // Seven nights over a year ahead, so the same nights a year before are still ahead too (ranges start from today).
  let from = addDays(today, 400);
  // Away from any 29 February, in either year, so both periods have 7 nights.
  while (['02', '03'].includes(from.slice(5, 7)) || ['02', '03'].includes(addDays(from, 6).slice(5, 7))) from = addDays(from, 10);
  const to = addDays(from, 6);
  const night = (day: number) => addDays(from, day);

  // A 4-bed dorm and 2 private doubles (4 beds); a custom rate on the dorm, and the doubles closed on night 3.
  const dorm = await roomType(owner, { description: 'Dorm 4', type: 'dorm', max_occupancy: 4, inventory: 1, base_rate: 20, currency });
  const double = await roomType(owner, { description: 'Double', type: 'private', max_occupancy: 2, inventory: 2, base_rate: 50, currency });
  const range = await owner.call('POST', `/rates-and-availability/create/${dorm._id}`, { start_date: from, end_date: to, custom_rate: 25 });
  const closed = await owner.call('POST', `/rates-and-availability/create/${double._id}`, {
    start_date: night(3),
    end_date: night(3),
    custom_rate: 50,
    custom_availability: 0,
  });
  expect([range.status, closed.status]).toEqual([201, 201]);

  const argentina = await guest(owner, { countryCode: 'AR' });
  const spain = await guest(owner, { countryCode: 'ES' });
  const nowhere = await guest(owner);
  const money = (total: number, source: string) => ({ total_price: total, currency, booking_source: source });
  // A: 2 guests in the dorm, nights 0 and 1, 100 direct.
  await book(owner, stay(argentina._id, dorm._id, night(0), 2, 2, money(100, 'direct')));
  // B: one double for 2, nights 1 and 2, 180 from booking.com.
  await book(owner, stay(spain._id, double._id, night(1), 2, 2, money(180, 'booking.com')));
  // C: 1 guest in the dorm, nights 5, 6 and 7 (7 is after the range), 90 from hostelworld.com: 60 in the range.
  await book(owner, stay(argentina._id, dorm._id, night(5), 3, 1, money(90, 'hostelWorld.com')));
  // D: canceled, night 2 in the dorm, 40. E: a no-show, a double on nights 4 and 5, 120.
  const canceled = await book(owner, stay(spain._id, dorm._id, night(2), 1, 1, money(40, 'booking.com')));
  const noShow = await book(owner, stay(nowhere._id, double._id, night(4), 2, 1, money(120, 'direct')));
  const cancel = await owner.call('PUT', `/reservations/status/${canceled._id}`, { reservation_status: 'canceled' });
  const missed = await owner.call('PUT', `/reservations/status/${noShow._id}`, { reservation_status: 'no_show' });
  expect([cancel.status, missed.status]).toEqual([200, 200]);
  // A year before: 4 guests in the dorm for the first night, 80 direct.
  await book(owner, stay(argentina._id, dorm._id, lastYear(from), 1, 4, money(80, 'direct')));

  fixture = { owner, currency, from, to, dormId: dorm._id, doubleId: double._id };
});

describe('reports: the figures of a known fixture', () => {
  it('occupancy, revenue, ADR and RevPAB in total, per night and per room type, against the hand count', async () => {
    const { owner, from, to, dormId, doubleId, currency } = fixture;
    const response = await owner.call('GET', reportPath(from, to));
    expect(response.status).toBe(200);
    const { current } = response.body;
    expect(response.body.currency).toBe(currency);
    expect(response.body.includes_money).toBe(true);
    expect([current.from, current.to, current.nights]).toEqual([from, to, 7]);
    // For sale: dorm 4 beds × 7 nights = 28; doubles 4 beds × 6 nights (night 3 closed) = 24; 52 in all.
    // Sold: dorm 2 + 2 (A) + 1 + 1 (C) = 6; doubles 2 + 2 (B, one room of 2 beds) = 4; 10 in all (D, E released theirs).
    // Revenue: A 100 + B 180 + C's two nights 60 = 340; ADR 340 / 10 = 34; RevPAB 340 / 52 = 6.54.
    expect(current.totals).toEqual({
      beds_for_sale: 52,
      beds_sold: 10,
      occupancy: 0.1923,
      revenue: 340,
      adr: 34,
      revpab: 6.54,
      ota_commissions: 0,
      net_revenue: 340,
    });
    expect(current.by_night.map((row: any) => [row.beds_for_sale, row.beds_sold, row.revenue])).toEqual([
      [8, 2, 50],
      [8, 4, 140],
      [8, 2, 90],
      [4, 0, 0],
      [8, 0, 0],
      [8, 1, 30],
      [8, 1, 30],
    ]);
    const byType = Object.fromEntries(current.by_room_type.map((row: any) => [row.room_type_id, row]));
    // Dorm: 6 of 28 sold, 160; ADR 26.67, RevPAB 5.71. Doubles: 4 of 24, 180; ADR 45, RevPAB 7.50.
    expect(byType[dormId]).toMatchObject({ beds_for_sale: 28, beds_sold: 6, occupancy: 0.2143, revenue: 160, adr: 26.67, revpab: 5.71 });
    expect(byType[doubleId]).toMatchObject({
      type: 'private',
      beds_for_sale: 24,
      beds_sold: 4,
      occupancy: 0.1667,
      revenue: 180,
      adr: 45,
      revpab: 7.5,
    });
  });

  it('revenue by booking source, arrivals by country, cancellations and no-shows', async () => {
    const { owner, from, to } = fixture;
    const { current } = (await owner.call('GET', reportPath(from, to))).body;
    expect(current.by_source).toEqual([
      { booking_source: 'booking.com', reservations: 1, beds_sold: 4, revenue: 180, ota_commissions: 0, net_revenue: 180 },
      { booking_source: 'direct', reservations: 1, beds_sold: 4, revenue: 100, ota_commissions: 0, net_revenue: 100 },
      { booking_source: 'hostelworld.com', reservations: 1, beds_sold: 2, revenue: 60, ota_commissions: 0, net_revenue: 60 },
    ]);
    // A and C from Argentina (2 + 1 people), B from Spain (2); the canceled and no-show guests did not arrive.
    expect(current.arrivals_by_country).toEqual([
      { country_code: 'AR', arrivals: 2, guests: 3 },
      { country_code: 'ES', arrivals: 1, guests: 2 },
    ]);
    expect(current.cancellations).toEqual({ booked: 5, canceled: 1, no_show: 1, canceled_value: 40, no_show_value: 120 });
  });

  it('the same nights a year before, for comparison', async () => {
    const { owner, from, to } = fixture;
    const { year_before: before } = (await owner.call('GET', reportPath(from, to))).body;
    expect([before.from, before.to, before.nights]).toEqual([lastYear(from), lastYear(to), 7]);
    // Nothing closed then: 8 beds × 7 nights = 56 for sale; 4 sold for 80: ADR 20, RevPAB 1.43.
    expect(before.totals).toEqual({
      beds_for_sale: 56,
      beds_sold: 4,
      occupancy: 0.0714,
      revenue: 80,
      adr: 20,
      revpab: 1.43,
      ota_commissions: 0,
      net_revenue: 80,
    });
    expect(before.by_source).toEqual([
      { booking_source: 'direct', reservations: 1, beds_sold: 4, revenue: 80, ota_commissions: 0, net_revenue: 80 },
    ]);
    expect(before.arrivals_by_country).toEqual([{ country_code: 'AR', arrivals: 1, guests: 4 }]);
    expect(before.cancellations).toEqual({ booked: 1, canceled: 0, no_show: 0, canceled_value: 0, no_show_value: 0 });
  });
});

describe('reports: who may read what', () => {
  it('a manager reads the same report, money included', async () => {
    const { owner, from, to } = fixture;
    const { user: manager } = await signedInMember(owner, 'manager');
    const [mine, theirs] = await Promise.all([owner.call('GET', reportPath(from, to)), manager.call('GET', reportPath(from, to))]);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual(mine.body);
  });

  it('an employee gets occupancy, arrivals and cancellations, and no money field at all', async () => {
    const { owner, from, to } = fixture;
    const { user: employee } = await signedInMember(owner, 'employee');
    const response = await employee.call('GET', reportPath(from, to));
    expect(response.status).toBe(200);
    expect(response.body.includes_money).toBe(false);
    expect(response.body.current.totals).toEqual({ beds_for_sale: 52, beds_sold: 10, occupancy: 0.1923 });
    expect(response.body.current.cancellations).toEqual({ booked: 5, canceled: 1, no_show: 1 });
    const text = JSON.stringify(response.body);
    for (const field of ['revenue', 'adr', 'revpab', '_value', 'commission']) expect(text).not.toContain(field);
  });

  it("another property's owner sees only their own (empty) hostel for the same nights", async () => {
    const { from, to } = fixture;
    const { user: stranger } = await signedInOwner();
    const response = await stranger.call('GET', reportPath(from, to));
    expect(response.status).toBe(200);
    expect(response.body.current.totals).toEqual({
      beds_for_sale: 0,
      beds_sold: 0,
      occupancy: 0,
      revenue: 0,
      adr: 0,
      revpab: 0,
      ota_commissions: 0,
      net_revenue: 0,
    });
    expect(response.body.current.by_source).toEqual([]);
    expect(response.body.current.cancellations.booked).toBe(0);
  });

  it('without a session: 401', async () => {
    const { owner, from, to } = fixture;
    const anonymous = new (owner.constructor as typeof ApiUser)();
    expect((await anonymous.call('GET', reportPath(from, to))).status).toBe(401);
  });
});

describe('reports: bad input', () => {
  const cases: [string, string, RegExp][] = [
    ['a reversed range', '?from=2026-03-10&to=2026-03-01', /To must be on or after From/],
    ['more than 366 nights', '?from=2026-01-01&to=2027-01-02', /at most 366 nights/],
    ['an impossible date', '?from=2026-02-30&to=2026-03-01', /From must be a real date written yyyy-MM-dd/],
    ['another format', '?from=20260301&to=2026-03-02', /From must be a real date/],
    ['a missing date', '?from=2026-03-01', /To is required/],
    ['an unknown parameter', '?from=2026-03-01&to=2026-03-02&currency=EUR', /.+/],
  ];
  it.each(cases)('%s: 400 with the message', async (_, query, message) => {
    const response = await fixture.owner.call('GET', `/reports${query}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(message);
  });

  it('366 nights is the longest report', async () => {
    const response = await fixture.owner.call('GET', reportPath('2026-01-01', '2027-01-01'));
    expect(response.status).toBe(200);
    expect(response.body.current.nights).toBe(366);
  });
});
