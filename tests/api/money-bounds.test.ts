import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_STAY_NIGHTS } from '../../shared/src/api/reservation-schemas';
import type { ApiUser } from '../support/api';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';
import { pesoDesk } from '../support/peso-desk';
import { partition } from '../support/table';

// Money past the bound of a stay's total (USD 100,000,000,000.00, far below 2^53 cents): a charge, a payment in
// dollars at a huge rate and "Mark as Paid" on a folio past it are each a 4xx with its message, and write nothing.

const GOLD = 99_999_999_999.99;
const newExtra = (user: ApiUser, body: Record<string, unknown>) => user.call('POST', '/properties/extras/create', body);
const charge = (user: ApiUser, id: string, body: Record<string, unknown>) => user.call('POST', `/reservations/charges/${id}`, body);
const pay = (user: ApiUser, id: string, body: Record<string, unknown>) =>
  user.call('POST', `/reservations/payments/${id}`, body, { 'idempotency-key': randomUUID() });

async function stored(pid: string, id: string) {
  const [item] = await partition(pid, `RES#${id}`);
  return item!;
}

/** A 20-guest stay of the longest nights a booking holds, in a dorm of 20 beds. */
async function bigStay(user: ApiUser, today: string) {
  const dorm = await roomType(user, {
    description: 'Dorm 20',
    type: 'dorm',
    max_occupancy: 20,
    inventory: 1,
    base_rate: 20,
    currency: 'USD',
  });
  const ana = await guest(user, { firstName: 'Ana', lastName: 'Ríos' });
  return book(user, stay(ana._id, dorm._id, today, MAX_STAY_NIGHTS, 20, { total_price: 100 }));
}

describe('a charge past the bound', () => {
  it('is a 400 for a line above it (a typed quantity, or the guests and nights of a long stay), and writes nothing', async () => {
    const { user, pid, today } = await hostel();
    const reservation = await bigStay(user, today);
    const before = await stored(pid, reservation._id);
    const gold = (await newExtra(user, { name: 'Gold', price: GOLD, charged: 'per_stay' })).body;
    const perGuestNight = (await newExtra(user, { name: 'Gold nights', price: GOLD, charged: 'per_guest_night' })).body;
    for (const body of [
      { kind: 'extra', extra_id: gold._id, quantity: 999 },
      { kind: 'extra', extra_id: perGuestNight._id },
    ])
      expect(await charge(user, reservation._id, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { msg: 'Amount must be at most $100,000,000,000.00' },
      });
    expect(await stored(pid, reservation._id)).toEqual(before);
  });

  it('is a 409 for one that takes the folio above it, and writes nothing', async () => {
    const { user, pid, today } = await hostel();
    const reservation = await bigStay(user, today);
    const gold = (await newExtra(user, { name: 'Gold', price: 60_000_000_000, charged: 'per_stay' })).body;
    expect((await charge(user, reservation._id, { kind: 'extra', extra_id: gold._id })).status).toBe(201);
    const before = await stored(pid, reservation._id);
    expect(await charge(user, reservation._id, { kind: 'extra', extra_id: gold._id })).toMatchObject({
      status: 409,
      body: { msg: 'Total price must be at most $100,000,000,000.00' },
    });
    expect(await stored(pid, reservation._id)).toEqual(before);
    expect(before.charges).toHaveLength(1);
  });
});

describe('a price past the bound', () => {
  it('is a 409 for a hand price that, with the charges, takes the folio above it (no payment could settle it), and writes nothing', async () => {
    const { user, pid, today } = await hostel();
    const reservation = await bigStay(user, today);
    const towel = (await newExtra(user, { name: 'Towel', price: 5, charged: 'per_stay' })).body;
    expect((await charge(user, reservation._id, { kind: 'extra', extra_id: towel._id })).status).toBe(201);
    const before = await stored(pid, reservation._id);
    const priced = (total: number) =>
      user.call('PUT', `/reservations/update/${reservation._id}`, {
        reservation_status: 'confirmed',
        payment_status: 'pending',
        total_price: total,
        currency: 'USD',
        booking_source: 'direct',
      });
    // The most a total may be, as the form allows it: 5.00 more than any payment may bring the paid total to.
    expect(await priced(GOLD + 0.01)).toMatchObject({
      status: 409,
      body: { msg: 'Total price must be at most $100,000,000,000.00' },
    });
    expect(await stored(pid, reservation._id)).toEqual(before);
    // Up to the bound with the towel, it stands, and a payment of all of it settles it.
    expect((await priced(GOLD + 0.01 - 5)).status).toBe(200);
    const paid = await pay(user, reservation._id, { amount: GOLD + 0.01, method: 'card' });
    expect(paid).toMatchObject({ status: 201, body: { payment_status: 'paid', balance_due: 0 } });
  });
});

describe('a payment past the bound', () => {
  it('in dollars at a huge rate is a 400 even with allow_credit, and writes nothing', async () => {
    const { user, pid, reservation } = await pesoDesk();
    const before = await stored(pid, reservation._id);
    const body = { amount: 100_000_000, method: 'card', currency: 'USD', exchange_rate: 1_000_000, allow_credit: true };
    expect(await pay(user, reservation._id, body)).toMatchObject({
      status: 400,
      body: { msg: 'Amount must be at most ARS\u00a0100,000,000,000.00' },
    });
    expect(await stored(pid, reservation._id)).toEqual(before);
    const read = await user.call('GET', `/reservations/find-by-id/${reservation._id}`);
    expect(read.body).toMatchObject({ paid_total: 0, payment_status: 'pending', payments: [] });
  });

  it('"Mark as Paid" on a folio past it (a huge tourist tax on a long stay) is a 400, and writes nothing', async () => {
    const { user, pid, today } = await hostel();
    const tax = await user.call('PUT', '/properties/tourist-tax/update', { enabled: true, amount: GOLD, applies_to: 'everyone' });
    expect(tax.status).toBe(200);
    const reservation = await bigStay(user, today);
    expect(reservation.folio_total).toBeGreaterThan(Number.MAX_SAFE_INTEGER / 100);
    const before = await stored(pid, reservation._id);
    expect(await user.call('PUT', `/reservations/payment_status/${reservation._id}`, { payment_status: 'paid' })).toMatchObject({
      status: 400,
      body: { msg: 'Amount must be at most $100,000,000,000.00' },
    });
    expect(await stored(pid, reservation._id)).toEqual(before);
    const read = await user.call('GET', `/reservations/find-by-id/${reservation._id}`);
    expect(read.body).toMatchObject({ paid_total: 0, payment_status: 'pending', payments: [] });
  });
});
