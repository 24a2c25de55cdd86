import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { ApiUser, solvedCaptcha } from '../support/api';
import { captchaAnswer } from '../support/captcha-answer';
import { bookOnPage, guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { book, expectInvariant, guest, roomType, stay } from '../support/front-desk';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { partition, TABLE, table } from '../support/table';

// The booking page's public calls: the page's facts, offers for dates and guests, and a guest's booking,
// which is the desk's own transaction (read back from the table).

const visitor = () => new ApiUser();

// A room type the booking page does not offer.
const STAFF_ROOM = { description: 'Staff room', type: 'private', max_occupancy: 1, inventory: 1, base_rate: 10, currency: 'USD' };

describe('the booking page, in public', () => {
  it('answers its facts by address, and a clear 404 for an unknown one', async () => {
    const { slug, dorm, double, user } = await hostelWithPage();
    await roomType(user, { description: 'Not sold', type: 'dorm', max_occupancy: 4, inventory: 1, base_rate: 15, currency: 'USD' });
    const page = await visitor().call('GET', `/booking-page/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ slug, check_in_time: '14:00', check_out_time: '11:00', free_cancellation_days: 2, max_nights: 14 });
    expect(page.body.house_rules).toBe('No smoking. Quiet after 23:00.');
    expect(page.body.room_types.map((type: { _id: string }) => type._id).sort()).toEqual([dorm._id, double._id].sort());
    expect(JSON.stringify(page.body)).not.toMatch(/staff/);
    expect(await visitor().call('GET', '/booking-page/no-such-hostel-here')).toMatchObject({
      status: 404,
      body: { msg: 'This booking page does not exist' },
    });
  });

  it('offers the types free for the whole stay, priced per stay with the rates the desk set', async () => {
    const { slug, dorm, double, user, today } = await hostelWithPage();
    const from = addDays(today, 10);
    // A custom rate on the second night of the dorm; the private type's last room sold on the first night.
    const range = await user.call('POST', `/rates-and-availability/create/${dorm._id}`, {
      start_date: addDays(from, 1),
      end_date: addDays(from, 1),
      custom_rate: 30,
    });
    expect(range.status).toBe(201);
    const ana = await guest(user);
    for (let room = 0; room < 3; room += 1) await book(user, stay(ana._id, double._id, from, 1));
    const two = await visitor().call('GET', `/booking-page/${slug}/offers?check_in=${from}&check_out=${addDays(from, 3)}&guests=2`);
    expect(two.status).toBe(200);
    expect(two.body).toMatchObject({ check_in: from, nights: 3, guests: 2 });
    // Dorm: (20 + 30 + 20) × 2 beds; the private type is full on the first night.
    expect(two.body.offers).toEqual([
      expect.objectContaining({ room_type_id: dorm._id, type: 'dorm', units: 2, total_price: 140, currency: 'USD', female_only: false }),
    ]);
    const later = await visitor().call(
      'GET',
      `/booking-page/${slug}/offers?check_in=${addDays(from, 1)}&check_out=${addDays(from, 3)}&guests=2`,
    );
    // Cheapest first; the two cost the same here (a room at 50 a night, two beds at 30 + 20).
    expect(later.body.offers).toHaveLength(2);
    expect(later.body.offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ room_type_id: double._id, type: 'private', units: 1, total_price: 100 }),
        expect.objectContaining({ room_type_id: dorm._id, units: 2, total_price: 100 }),
      ]),
    );
    // Three guests fit no double room; seven no dorm of six beds.
    const seven = await visitor().call(
      'GET',
      `/booking-page/${slug}/offers?check_in=${addDays(from, 1)}&check_out=${addDays(from, 3)}&guests=7`,
    );
    expect(seven.body.offers).toEqual([]);
  });

  it('says female-only dorms are', async () => {
    const { user, today } = await hostelWithPage();
    const female = await roomType(user, {
      description: 'Girls',
      type: 'dorm',
      gender: 'female',
      max_occupancy: 4,
      inventory: 1,
      base_rate: 18,
      currency: 'USD',
    });
    const settings = (await user.call('GET', '/properties/booking-page')).body;
    const { path: _path, updated_at: _at, ...body } = settings;
    await user.call('PUT', '/properties/booking-page', { ...body, room_type_ids: [female._id] });
    const offers = await visitor().call(
      'GET',
      `/booking-page/${settings.slug}/offers?check_in=${addDays(today, 1)}&check_out=${addDays(today, 2)}&guests=1`,
    );
    expect(offers.body.offers).toEqual([expect.objectContaining({ room_type_id: female._id, female_only: true, total_price: 18 })]);
  });

  it('refuses dates outside the page rules with a clear 400, never a 500', async () => {
    const { slug, today } = await hostelWithPage({ min_nights: 2, max_nights: 5, max_days_ahead: 30 });
    const ask = (query: string) => visitor().call('GET', `/booking-page/${slug}/offers?${query}`);
    expect(await ask(`check_in=${addDays(today, -1)}&check_out=${addDays(today, 2)}&guests=1`)).toMatchObject({
      status: 400,
      body: [{ path: 'check_in', msg: 'Check-in cannot be in the past' }],
    });
    expect(await ask(`check_in=${today}&check_out=${addDays(today, 1)}&guests=1`)).toMatchObject({
      status: 400,
      body: [{ path: 'check_out', msg: 'The shortest stay is 2 nights' }],
    });
    expect(await ask(`check_in=${today}&check_out=${addDays(today, 6)}&guests=1`)).toMatchObject({
      status: 400,
      body: [{ path: 'check_out', msg: 'The longest stay is 5 nights' }],
    });
    expect((await ask(`check_in=${addDays(today, 31)}&check_out=${addDays(today, 33)}&guests=1`)).body[0].path).toBe('check_in');
    const malformed = await ask('check_in=2026-02-30&check_out=tomorrow&guests=zero');
    expect(malformed.status).toBe(400);
    expect((malformed.body as { path: string }[]).map((issue) => issue.path).sort()).toEqual(['check_in', 'check_out', 'guests']);
    expect(await ask(`check_in=${addDays(today, 3)}&check_out=${addDays(today, 2)}&guests=1`)).toMatchObject({
      status: 400,
      body: [{ path: 'check_out', msg: 'Check-out must be after check-in' }],
    });
  });
});

describe('booking on the page', () => {
  it('books through the desk transaction: source direct, origin booking-page, the page status, the price from the rates', async () => {
    const { slug, dorm, pid, today, capacities } = await hostelWithPage({ arrives_as: 'provisional' });
    const from = addDays(today, 5);
    const details = guestDetails();
    const booked = await bookOnPage(slug, { ...stayRequest(dorm._id, from, 2, 2), ...details });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body).toMatchObject({
      check_in: from,
      check_out: addDays(from, 2),
      guests: 2,
      total_price: 80,
      currency: 'USD',
      guest_name: 'Lena Fischer',
      reservation_status: 'provisional',
      free_cancellation_until: addDays(from, -2),
      can_cancel: true,
    });
    expect(booked.body.manage_path).toMatch(/^\/book\/stay\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const [stored] = await partition(pid, `RES#${booked.body.reservation_id}`);
    expect(stored).toMatchObject({
      bookingSource: 'direct',
      origin: 'booking-page',
      status: 'provisional',
      paymentStatus: 'pending',
      totalCents: 8000,
      arrivalTime: '18:30',
      guestNote: 'Arriving by bus',
    });
    expect(stored!.beds).toHaveLength(2);
    expect(stored!.guestEmail).toBe(details.email);
    const [created] = (await partition(pid, 'GUEST#')).filter((item) => item.type === 'guest' && item.id === stored!.guestId);
    expect(created).toMatchObject({ firstName: 'Lena', lastName: 'Fischer', phoneNumber: '+49 30 1234567', countryCode: 'DE' });
    // A typed email is not proven the guest's: it stays on the reservation (for the mails), never locks a guest.
    expect(created!.email).toBeUndefined();
    expect(await partition(pid, 'GUESTEMAIL#')).toEqual([]);
    await expectInvariant(pid, capacities);
  });

  it('books for the guest with that email when the typed names are its own (case and accents aside), never rewriting it', async () => {
    const { slug, double, pid, today, user } = await hostelWithPage();
    const known = await guest(user, { firstName: 'Zoë', lastName: 'Müller', phoneNumber: '+1 555 0100' });
    const before = (await partition(pid, `GUEST#${known._id}`))[0]!;
    const booked = await bookOnPage(slug, {
      ...stayRequest(double._id, addDays(today, 3), 1, 2),
      ...guestDetails({ email: known.contact_info.email.toUpperCase(), first_name: 'zoe', last_name: 'MULLER', phone: '+1 555 9999' }),
    });
    expect(booked.status).toBe(201);
    expect(booked.body.guest_name).toBe('zoe MULLER');
    const [stored] = await partition(pid, `RES#${booked.body.reservation_id}`);
    expect(stored!.guestId).toBe(known._id);
    const after = (await partition(pid, `GUEST#${known._id}`))[0]!;
    expect({ ...after, reservationIds: undefined, bookings: undefined }).toEqual({
      ...before,
      reservationIds: undefined,
      bookings: undefined,
    });
    expect((await partition(pid, 'GUEST#')).filter((item) => item.type === 'guest')).toHaveLength(1);
  });

  it("never books under someone else's identity: a known email with other names is a new guest, and the answer discloses nothing stored", async () => {
    const { slug, double, pid, today, user } = await hostelWithPage();
    const known = await guest(user, { firstName: 'Known', lastName: 'Guest', phoneNumber: '+1 555 0100' });
    const before = (await partition(pid, `GUEST#${known._id}`))[0]!;
    const typedEmail = known.contact_info.email.toUpperCase();
    const booked = await bookOnPage(slug, {
      ...stayRequest(double._id, addDays(today, 3), 1, 2),
      ...guestDetails({ email: typedEmail, first_name: 'Someone', last_name: 'Else', phone: '+1 555 9999' }),
    });
    expect(booked.status).toBe(201);
    expect(booked.body.guest_name).toBe('Someone Else');
    expect(JSON.stringify(booked.body)).not.toMatch(/Known|0100/);
    const [stored] = await partition(pid, `RES#${booked.body.reservation_id}`);
    expect(stored!.guestId).not.toBe(known._id);
    expect(stored).toMatchObject({ guestFirstName: 'Someone', guestLastName: 'Else', guestEmail: typedEmail.toLowerCase() });
    const [created] = await partition(pid, `GUEST#${stored!.guestId}`);
    expect(created).toMatchObject({ firstName: 'Someone', lastName: 'Else', phoneNumber: '+1 555 9999' });
    expect(created!.email).toBeUndefined();
    // The known guest is untouched, its email lock still its own.
    expect((await partition(pid, `GUEST#${known._id}`))[0]).toEqual(before);
    expect((await partition(pid, 'GUESTEMAIL#')).map((lock) => lock.guestId)).toEqual([known._id]);
  });

  it('books once for a double tap: the same key and captcha sent twice at once', async () => {
    const { slug, dorm, pid, today } = await hostelWithPage();
    const who = visitor();
    const body = { ...stayRequest(dorm._id, addDays(today, 4), 1), ...guestDetails(), captcha_token: await solvedCaptcha(who) };
    const headers = { 'idempotency-key': randomUUID() };
    const [first, second] = await Promise.all([
      who.call('POST', `/booking-page/${slug}/reservations`, body, headers),
      who.call('POST', `/booking-page/${slug}/reservations`, body, headers),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.reservation_id).toBe(first.body.reservation_id);
    expect(await partition(pid, 'RES#')).toHaveLength(1);
  });

  it('needs a captcha solved for this booking, and refuses what the page does not sell', async () => {
    const { slug, dorm, today, user } = await hostelWithPage();
    const who = visitor();
    const request = { ...stayRequest(dorm._id, addDays(today, 4), 1), ...guestDetails() };
    const used = await solvedCaptcha(who);
    expect(
      (await who.call('POST', `/booking-page/${slug}/reservations`, { ...request, captcha_token: used }, { 'idempotency-key': 'a-1' }))
        .status,
    ).toBe(201);
    const reused = await who.call(
      'POST',
      `/booking-page/${slug}/reservations`,
      { ...request, captcha_token: used },
      { 'idempotency-key': 'a-2' },
    );
    expect(reused).toMatchObject({ status: 400, body: { msg: 'The CAPTCHA answer is not valid or has expired. Please solve it again' } });
    const missing = await who.call('POST', `/booking-page/${slug}/reservations`, request);
    expect(missing.status).toBe(400);
    const hidden = await roomType(user, STAFF_ROOM);
    expect(await bookOnPage(slug, { ...request, room_type_id: hidden._id })).toMatchObject({
      status: 404,
      body: { msg: 'This room is not offered on this page' },
    });
    expect((await bookOnPage('no-such-hostel-here', request)).status).toBe(404);
  });

  it('limits bookings per address, an IPv6 address by its /64 (each request from a new address in it)', async () => {
    const { slug, dorm, today } = await hostelWithPage();
    const network = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await bookOnPage(
        slug,
        { ...stayRequest(dorm._id, addDays(today, 20 + attempt), 1), ...guestDetails() },
        { visitor: new ApiUser(undefined, `${network}:${attempt + 1}::${attempt + 1}`) },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    // Another /64 books at once.
    expect((await bookOnPage(slug, { ...stayRequest(dorm._id, addDays(today, 40), 1), ...guestDetails() })).status).toBe(201);
  });

  it('limits bookings per email at a hostel: 5 a day from one address; the email from elsewhere still books', async () => {
    const { slug, dorm, today, pid } = await hostelWithPage();
    const details = guestDetails();
    const sender = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await bookOnPage(slug, { ...stayRequest(dorm._id, addDays(today, 20 + attempt), 1), ...details }, { visitor: sender });
      statuses.push(answer.status);
      if (attempt === 5) expect(answer.body.msg).toMatch(/^Too many bookings with this email today\. Please try again in \d+ minutes\.$/);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await partition(pid, 'RES#')).toHaveLength(5);
    // Whoever filled the limit, the email's owner at home is not locked out.
    expect((await bookOnPage(slug, { ...stayRequest(dorm._id, addDays(today, 30), 1), ...details })).status).toBe(201);
  });

  it('spends a captcha with one attempt, failed or not: a replay is refused and counts nowhere; the same request again answers alike', async () => {
    const { slug, dorm, today, user, pid } = await hostelWithPage();
    const hidden = await roomType(user, STAFF_ROOM);
    const bot = visitor();
    const captcha_token = await solvedCaptcha(bot);
    const request = { ...stayRequest(hidden._id, addDays(today, 4), 1), ...guestDetails(), captcha_token };
    const headers = { 'idempotency-key': 'fixed-key' };
    expect((await bot.call('POST', `/booking-page/${slug}/reservations`, request, headers)).status).toBe(404);
    // The same captcha, key and body from ten other addresses: the first answer again, counted once in all.
    for (let address = 0; address < 10; address += 1)
      expect((await visitor().call('POST', `/booking-page/${slug}/reservations`, request, headers)).status).toBe(404);
    // Another key or another body with it: refused as used.
    const used = { status: 400, body: { msg: 'The CAPTCHA answer is not valid or has expired. Please solve it again' } };
    expect(await bot.call('POST', `/booking-page/${slug}/reservations`, request, { 'idempotency-key': 'other-key' })).toMatchObject(used);
    expect(await bot.call('POST', `/booking-page/${slug}/reservations`, { ...request, room_type_id: dorm._id }, headers)).toMatchObject(
      used,
    );
    const hostelCount = await table().send(new GetCommand({ TableName: TABLE, Key: { pk: `RATE#booking-hostel#${pid}`, sk: 'WINDOW' } }));
    expect(hostelCount.Item?.count).toBe(1);
    // Guests book on as before.
    expect((await bookOnPage(slug, { ...stayRequest(dorm._id, addDays(today, 4), 1), ...guestDetails() })).status).toBe(201);
  });

  it('never closes the page: past its threshold the hostel captcha costs more, and a guest who pays it books', async () => {
    const { slug, dorm, today, pid } = await hostelWithPage();
    const request = { ...stayRequest(dorm._id, addDays(today, 4), 1), ...guestDetails() };
    const unsolved = await visitor().call('POST', `/booking-page/${slug}/reservations`, { ...request, captcha_token: 'not-a-solution' });
    expect(unsolved.status).toBe(400);
    const counter = { TableName: TABLE, Key: { pk: `RATE#booking-hostel#${pid}`, sk: 'WINDOW' } };
    expect((await table().send(new GetCommand(counter))).Item).toBeUndefined();
    const usual = (await visitor().call('GET', `/captcha/challenge?page=${slug}`)).body.parameters.cost as number;
    // The hostel's window already holds 100 booking attempts: a bot wave.
    await table().send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...counter.Key, type: 'rateCounter', count: 100, expiresAt: Math.floor(Date.now() / 1000) + 600 },
      }),
    );
    const guest = visitor();
    const { body: challenge } = await guest.call('GET', `/captcha/challenge?page=${slug}`);
    expect(challenge.parameters.cost).toBe(usual * 4);
    // Other pages and sign-up ask the usual cost.
    expect((await guest.call('GET', '/captcha/challenge')).body.parameters.cost).toBe(usual);
    // A cheap captcha is refused as one to solve again, never a 429.
    const cheap = await bookOnPage(slug, request, { visitor: guest });
    expect(cheap).toMatchObject({ status: 400, body: { msg: 'The CAPTCHA answer is not valid or has expired. Please solve it again' } });
    const paid = await guest.call(
      'POST',
      `/booking-page/${slug}/reservations`,
      { ...request, captcha_token: await captchaAnswer(challenge) },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.status).toBe(201);
    expect(await partition(pid, 'RES#')).toHaveLength(1);
  });
});
