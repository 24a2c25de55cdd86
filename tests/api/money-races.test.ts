import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import type { ApiUser } from '../support/api';
import { book, frontDesk, roomType, stay } from '../support/front-desk';
import { pesoDesk } from '../support/peso-desk';
import { partition } from '../support/table';

// Money under concurrent requests on one stay, read back from the table: a full "change details" form sent
// beside a payment, a date change or a check-out keeps what those changed; copies of one keyed payment or
// charge record it once and all answer as the first did. Each race runs a few rounds: an interleaving that
// broke it before came in about one round of six.

const ROUNDS = 6;
const pay = (user: ApiUser, id: string, body: Record<string, unknown>, key = randomUUID()) =>
  user.call('POST', `/reservations/payments/${id}`, body, { 'idempotency-key': key });
const charge = (user: ApiUser, id: string, body: Record<string, unknown>, key: string) =>
  user.call('POST', `/reservations/charges/${id}`, body, { 'idempotency-key': key });

async function stored(pid: string, id: string) {
  const [item] = await partition(pid, `RES#${id}`);
  return item!;
}

/** What the change-details dialog sends: every field as the desk read it, only the special request new. */
const form = (totalPrice: number, request: string) => ({
  reservation_status: 'confirmed',
  payment_status: 'pending',
  total_price: totalPrice,
  currency: 'USD',
  booking_source: 'direct',
  special_request: request,
});

describe('a full edit beside another change of the stay', () => {
  it('keeps the payment of the balance made beside it: paid, not pending', async () => {
    const desk = await frontDesk();
    for (let round = 0; round < ROUNDS; round += 1) {
      const booked = await book(desk.user, stay(desk.ana._id, desk.dorm._id, desk.today, 2, 1, { total_price: 100 }));
      const [edited, paid] = await Promise.all([
        desk.user.call('PUT', `/reservations/update/${booked._id}`, form(100, `Late arrival ${round}`)),
        pay(desk.user, booked._id, { amount: 100, method: 'card' }),
      ]);
      expect([edited.status, paid.status]).toEqual([200, 201]);
      expect(await stored(desk.pid, booked._id)).toMatchObject({
        paidCents: 10_000,
        paymentStatus: 'paid',
        specialRequest: `Late arrival ${round}`,
      });
    }
  });

  it('keeps the price of nights added beside it, and of nights given back at an early check-out', async () => {
    const desk = await frontDesk();
    const double = await roomType(desk.user, {
      description: 'Big double',
      type: 'private',
      max_occupancy: 1,
      inventory: 10,
      base_rate: 50,
      currency: 'USD',
    });
    for (let round = 0; round < ROUNDS; round += 1) {
      const checkIn = addDays(desk.today, 2 + round * 5);
      const booked = await book(desk.user, stay(desk.ana._id, desk.dorm._id, checkIn, 2, 1, { total_price: 40 }));
      const [edited, moved] = await Promise.all([
        desk.user.call('PUT', `/reservations/update/${booked._id}`, form(40, `Late arrival ${round}`)),
        desk.user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
          check_in: checkIn,
          check_out: addDays(checkIn, 4),
          number_of_guest: 1,
        }),
      ]);
      expect([edited.status, moved.status]).toEqual([200, 200]);
      expect(await stored(desk.pid, booked._id)).toMatchObject({ checkOut: addDays(checkIn, 4), totalCents: 8000 });

      const inHouse = await book(desk.user, stay(desk.ana._id, double._id, desk.today, 3, 1, { total_price: 150 }));
      expect((await desk.user.call('PUT', `/reservations/check-in/${inHouse._id}`)).status).toBe(200);
      const [edit, out] = await Promise.all([
        desk.user.call('PUT', `/reservations/update/${inHouse._id}`, form(150, `Taxi ${round}`)),
        desk.user.call('PUT', `/reservations/check-out/${inHouse._id}`, {}),
      ]);
      expect([edit.status, out.status]).toEqual([200, 200]);
      expect(await stored(desk.pid, inHouse._id)).toMatchObject({ checkOut: addDays(desk.today, 1), totalCents: 5000 });
    }
  });
});

describe('a full edit filled before another change', () => {
  it('is refused with If-Match naming the version it was filled from, and applies with the version as it is now', async () => {
    const desk = await frontDesk();
    const booked = await book(desk.user, stay(desk.ana._id, desk.dorm._id, desk.today, 2, 1, { total_price: 100 }));
    // The desk opens the form; meanwhile another desk takes the payment of the balance.
    const opened = (await desk.user.call('GET', `/reservations/find-by-id/${booked._id}`)).body;
    expect((await pay(desk.user, booked._id, { amount: 100, method: 'card' })).status).toBe(201);
    const stale = await desk.user.call('PUT', `/reservations/update/${booked._id}`, form(100, 'Late arrival'), {
      'if-match': `"${opened.updated_At}"`,
    });
    expect(stale).toMatchObject({
      status: 409,
      body: {
        msg: 'This reservation was changed by someone else since you opened this form: close it and open it again to see it as it is now',
      },
    });
    expect(await stored(desk.pid, booked._id)).toMatchObject({ paymentStatus: 'paid', paidCents: 10_000 });
    expect((await stored(desk.pid, booked._id)).specialRequest).toBeUndefined();
    // Opened again: the form now says paid, and saves.
    const now = (await desk.user.call('GET', `/reservations/find-by-id/${booked._id}`)).body;
    const fresh = await desk.user.call(
      'PUT',
      `/reservations/update/${booked._id}`,
      { ...form(100, 'Late arrival'), payment_status: 'paid' },
      {
        'if-match': `"${now.updated_At}"`,
      },
    );
    expect(fresh).toMatchObject({ status: 200, body: { payment_status: 'paid', special_request: 'Late arrival' } });
  });
});

describe('a dates form filled before another desk changed the guests', () => {
  it('is refused with If-Match, and the guests stay as the other desk set them', async () => {
    const desk = await frontDesk();
    const arrival = addDays(desk.today, 30);
    const booked = await book(desk.user, stay(desk.ana._id, desk.dorm._id, arrival, 2, 1));
    const opened = (await desk.user.call('GET', `/reservations/find-by-id/${booked._id}`)).body;
    const dates = (guests: number, checkOut: string, version?: string) =>
      desk.user.call(
        'PUT',
        `/reservations/update-dates-guest/${booked._id}`,
        { check_in: arrival, check_out: checkOut, number_of_guest: guests, keep_price: true },
        version ? { 'if-match': `"${version}"` } : {},
      );
    expect((await dates(2, addDays(arrival, 2))).status).toBe(200);
    // The first desk's form still says one guest, and moves the departure.
    expect(await dates(1, addDays(arrival, 3), opened.updated_At)).toMatchObject({
      status: 409,
      body: { msg: expect.stringMatching(/changed by someone else since you opened this form/) },
    });
    expect(await stored(desk.pid, booked._id)).toMatchObject({ guests: 2, checkOut: addDays(arrival, 2) });
  });
});

describe('pesos and dollars given back at once', () => {
  it('bring the paid total to 0 in either order, the dollars at a higher rate counting what they were worth', async () => {
    const desk = await pesoDesk(50_000);
    for (let round = 0; round < ROUNDS; round += 1) {
      const booked = await desk.book({ total_price: 50_000 });
      expect((await pay(desk.user, booked._id, { amount: 10, currency: 'USD', exchange_rate: 1_000, method: 'cash' })).status).toBe(201);
      expect((await pay(desk.user, booked._id, { amount: 5_000, method: 'cash' })).status).toBe(201);
      const answers = await Promise.all([
        pay(desk.user, booked._id, { amount: -5_000, method: 'cash' }),
        pay(desk.user, booked._id, { amount: -10, currency: 'USD', exchange_rate: 1_200, method: 'cash' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      const item = await stored(desk.pid, booked._id);
      expect([item.paidCents, item.paymentStatus]).toEqual([0, 'refunded']);
    }
  });
});

describe('copies of one keyed request', () => {
  it('record a payment of the balance once, and every copy answers as the first did, never "more than the balance"', async () => {
    const desk = await frontDesk();
    for (let round = 0; round < ROUNDS; round += 1) {
      const booked = await book(desk.user, stay(desk.ana._id, desk.dorm._id, desk.today, 2, 1, { total_price: 100 }));
      const key = randomUUID();
      const sends: ReturnType<typeof pay>[] = [];
      // In waves, each sent as a read of the stay ends: copies reach the server before, during and after the first commits.
      for (let wave = 0; wave < 4; wave += 1) {
        sends.push(
          pay(desk.user, booked._id, { amount: 100, method: 'card' }, key),
          pay(desk.user, booked._id, { amount: 100, method: 'card' }, key),
        );
        await desk.user.call('GET', `/reservations/find-by-id/${booked._id}`);
      }
      const answers = await Promise.all(sends);
      expect(answers.map((answer) => [answer.status, answer.body.paid_total])).toEqual(answers.map(() => [201, 100]));
      const item = await stored(desk.pid, booked._id);
      expect([item.payments.length, item.paidCents]).toEqual([1, 10_000]);
    }
  });

  it('add a charge once, sent twice in a row or at once, and a new key adds another', async () => {
    const desk = await frontDesk();
    const booked = await book(desk.user, stay(desk.ana._id, desk.dorm._id, desk.today, 2, 1, { total_price: 100 }));
    const body = { kind: 'adjustment', amount: 15, reason: 'Late check-out' };
    const key = randomUUID();
    const first = await charge(desk.user, booked._id, body, key);
    const again = await charge(desk.user, booked._id, body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const together = randomUUID();
    const copies = await Promise.all([1, 2, 3, 4].map(() => charge(desk.user, booked._id, body, together)));
    expect(copies.map((copy) => [copy.status, copy.body.folio_total])).toEqual(copies.map(() => [201, 130]));
    expect((await stored(desk.pid, booked._id)).charges).toHaveLength(2);
    // The same key with another body is refused, and writes nothing.
    expect(await charge(desk.user, booked._id, { ...body, amount: 20 }, key)).toMatchObject({
      status: 409,
      body: { msg: 'This Idempotency-Key was already used for a different request' },
    });
    expect((await stored(desk.pid, booked._id)).charges).toHaveLength(2);
  });
});
