import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { ApiUser, solvedCaptcha } from '../support/api';
import { guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { book, expectInvariant, guest, stay } from '../support/front-desk';
import { partition } from '../support/table';

// The no-overbooking invariant with the booking page in the race: 50 guests (each their own address,
// captcha and key) fire at once, then the table itself is read. At the production budget (4000 ms): while
// beds remain, a racer ends as a booking; once they are gone, a clear 409, never a 503.

const GUESTS = 50;
const NO_LONGER = 'Sorry, this room is no longer available for these dates. Please choose another room or other dates';

/** Each guest's booking, ready to fire: the captchas are solved first, so the requests leave together. */
async function readyGuests(slug: string, roomTypeId: string, from: string, party = (_index: number) => 1) {
  return Promise.all(
    Array.from({ length: GUESTS }, async (_, index) => {
      const visitor = new ApiUser();
      const body = {
        ...stayRequest(roomTypeId, from, 2, party(index)),
        ...guestDetails({ first_name: `Guest ${index}` }),
        captcha_token: await solvedCaptcha(visitor),
      };
      return () => visitor.call('POST', `/booking-page/${slug}/reservations`, body, { 'idempotency-key': randomUUID() });
    }),
  );
}

const count = (answers: { status: number }[], status: number) => answers.filter((answer) => answer.status === status).length;

describe('the booking page under concurrent guests', () => {
  it('sells the last 3 beds to exactly 3 of 50 guests at once; the others hear the room is no longer available', async () => {
    const { slug, dorm, user, pid, today, capacities } = await hostelWithPage();
    const from = addDays(today, 6);
    const ana = await guest(user);
    await book(user, stay(ana._id, dorm._id, from, 2, 3));
    const fire = await readyGuests(slug, dorm._id, from);
    const answers = await Promise.all(fire.map((send) => send()));
    expect(count(answers, 201), JSON.stringify(answers.map((answer) => answer.status))).toBe(3);
    expect(
      count(answers, 409),
      JSON.stringify(answers.filter((a) => a.status !== 409 && a.status !== 201).map((a) => [a.status, a.body])),
    ).toBe(GUESTS - 3);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body).toEqual({ msg: NO_LONGER });
    const { live, nights } = await expectInvariant(pid, capacities);
    expect(live.filter((reservation) => reservation.origin === 'booking-page')).toHaveLength(3);
    // The 47 refused guests were new to the hostel: their guest records left with their bookings.
    const stored = await partition(pid);
    const guestIds = new Set(stored.filter((item) => item.type === 'guest').map((item) => item.id as string));
    expect(guestIds.size).toBe(4);
    // Only the desk's guest holds an email lock: a typed email locks no guest.
    expect(stored.filter((item) => item.type === 'guestEmail')).toHaveLength(1);
    // Their search items left with them: none points at a guest that no longer exists.
    const index = stored.filter((item) => item.sk.startsWith('GUESTIDX#'));
    expect(index.length).toBeGreaterThan(0);
    expect(index.filter((item) => !guestIds.has(item.guestId)).map((item) => item.sk)).toEqual([]);
    expect(nights.map((night) => [night.sold, night.forSale])).toEqual([
      [6, 0],
      [6, 0],
    ]);
  });

  it('sells exactly the last 3 beds to 50 parties of 1 and 2 at once: every 201 is a stay, no guest left without one', async () => {
    const { slug, dorm, user, pid, today, capacities } = await hostelWithPage();
    const from = addDays(today, 8);
    const ana = await guest(user);
    await book(user, stay(ana._id, dorm._id, from, 2, 3));
    const party = (index: number) => 1 + (index % 2);
    const fire = await readyGuests(slug, dorm._id, from, party);
    const answers = await Promise.all(fire.map((send) => send()));
    const sold = answers.reduce((sum, answer, index) => sum + (answer.status === 201 ? party(index) : 0), 0);
    expect(sold, JSON.stringify(answers.map((answer) => answer.status))).toBe(3);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(refused).toMatchObject({ status: 409, body: { msg: NO_LONGER } });
    const { live, nights } = await expectInvariant(pid, capacities);
    expect(nights.map((night) => [night.sold, night.forSale])).toEqual([
      [6, 0],
      [6, 0],
    ]);
    const booked = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.reservation_id as string);
    expect(
      live
        .filter((reservation) => reservation.origin === 'booking-page')
        .map((reservation) => reservation.id)
        .sort(),
    ).toEqual(booked.sort());
    // Each page guest holds its stay; the refused left none behind.
    const stored = await partition(pid);
    const pageGuests = stored.filter((item) => item.type === 'guest' && item.id !== ana._id);
    expect(pageGuests.map((item) => item.bookings)).toEqual(booked.map(() => 1));
  });

  it('sells the last bed once when 50 guests and the desk race for it', async () => {
    const { slug, dorm, user, pid, today, capacities } = await hostelWithPage();
    const from = addDays(today, 6);
    const ana = await guest(user);
    await book(user, stay(ana._id, dorm._id, from, 2, 5));
    const fire = await readyGuests(slug, dorm._id, from);
    const desk = () => user.call('POST', '/reservations/new', stay(ana._id, dorm._id, from, 2, 1), { 'idempotency-key': randomUUID() });
    const [deskAnswer, ...answers] = await Promise.all([desk(), ...fire.map((send) => send())]);
    const sold = count(answers, 201) + (deskAnswer!.status === 201 ? 1 : 0);
    expect(sold, JSON.stringify([deskAnswer!.status, ...answers.map((answer) => answer.status)])).toBe(1);
    expect(count(answers, 409) + (deskAnswer!.status === 409 ? 1 : 0)).toBe(GUESTS);
    const { live } = await expectInvariant(pid, capacities);
    expect(live.reduce((sum, reservation) => sum + reservation.guests, 0)).toBe(6);
    expect((await partition(pid, 'NIGHT#')).map((night) => night.sold)).toEqual([6, 6]);
  });
});

describe('one booking sent several times at once under one key', () => {
  it('answers every copy with the one booking, and counts it once against the email and the address', async () => {
    const page = await hostelWithPage();
    const visitor = new ApiUser();
    const email = guestDetails().email;
    const body = { ...stayRequest(page.double._id, addDays(page.today, 10), 2), ...guestDetails({ email }) };
    const key = randomUUID();
    // Six taps, each with a captcha of its own (the page solves one per submission), leave together.
    const captchas = await Promise.all(Array.from({ length: 6 }, () => solvedCaptcha(visitor)));
    const copies = await Promise.all(
      captchas.map((captcha_token) =>
        visitor.call('POST', `/booking-page/${page.slug}/reservations`, { ...body, captcha_token }, { 'idempotency-key': key }),
      ),
    );
    expect(copies.map((copy) => copy.status)).toEqual(copies.map(() => 201));
    expect(new Set(copies.map((copy) => copy.body.reservation_id)).size).toBe(1);
    // The same email books again (its limit is 5 a day): one booking counted, not six.
    const next = await visitor.call(
      'POST',
      `/booking-page/${page.slug}/reservations`,
      {
        ...stayRequest(page.double._id, addDays(page.today, 20), 2),
        ...guestDetails({ email }),
        captcha_token: await solvedCaptcha(visitor),
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect((await expectInvariant(page.pid, page.capacities)).live).toHaveLength(2);
  });

  it('counts a double tap with one captcha once, never none: the email still meets its limit at its fifth booking', async () => {
    const page = await hostelWithPage();
    const visitor = new ApiUser();
    const email = guestDetails().email;
    const send = async (day: number, captcha_token: string, key: string) =>
      visitor.call(
        'POST',
        `/booking-page/${page.slug}/reservations`,
        { ...stayRequest(page.dorm._id, addDays(page.today, day), 1), ...guestDetails({ email }), captcha_token },
        { 'idempotency-key': key },
      );
    // The same request twice at once (the second spends its captcha `again`): one booking, counted once.
    const captcha = await solvedCaptcha(visitor);
    const key = randomUUID();
    const pair = await Promise.all([send(10, captcha, key), send(10, captcha, key)]);
    expect(pair.map((copy) => copy.status)).toEqual([201, 201]);
    for (const day of [11, 12, 13, 14]) expect((await send(day, await solvedCaptcha(visitor), randomUUID())).status).toBe(201);
    expect(await send(15, await solvedCaptcha(visitor), randomUUID())).toMatchObject({
      status: 429,
      body: { msg: expect.stringMatching(/with this email today/) },
    });
  });
});
