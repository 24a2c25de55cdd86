import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import type { ApiUser } from '../support/api';
import { book, frontDesk, stay } from '../support/front-desk';
import { pesoDesk } from '../support/peso-desk';
import { partition } from '../support/table';

// Prices follow dates: a change of dates or guests reprices the nights from the rates the calendar shows
// (kept nights keep their price), "keep the price" keeps the total, a total sent stands; read from the table.

const stored = async (pid: string, id: string) => (await partition(pid, `RES#${id}`))[0]!;
const redate = (user: ApiUser, id: string, body: Record<string, unknown>) =>
  user.call('PUT', `/reservations/update-dates-guest/${id}`, body);

async function bookedAtRates() {
  const desk = await frontDesk();
  const { user, today, ana, dorm } = desk;
  const from = addDays(today, 20);
  // The dorm's base is 20 a bed; the third night costs 35.
  const range = await user.call('POST', `/rates-and-availability/create/${dorm._id}`, {
    start_date: addDays(from, 2),
    end_date: addDays(from, 2),
    custom_rate: 35,
  });
  expect(range.status).toBe(201);
  const reservation = await book(user, stay(ana._id, dorm._id, from, 2, 1, { total_price: 40 }));
  return { ...desk, from, reservation };
}

describe('prices follow dates', () => {
  it('a booking at the rates keeps its nights; a night added is priced at its rate and stored', async () => {
    const { user, pid, from, reservation } = await bookedAtRates();
    expect((await stored(pid, reservation._id)).nightPrices).toEqual([
      { date: from, cents: 2000 },
      { date: addDays(from, 1), cents: 2000 },
    ]);
    const longer = await redate(user, reservation._id, { check_in: from, check_out: addDays(from, 3), number_of_guest: 1 });
    expect(longer.status).toBe(200);
    expect(longer.body).toMatchObject({
      total_price: 75,
      nightly_prices: [{ price: 20 }, { price: 20 }, { date: addDays(from, 2), price: 35 }],
    });
    const item = await stored(pid, reservation._id);
    expect(item.totalCents).toBe(7500);
    expect(item.nightPrices.map((night: { cents: number }) => night.cents)).toEqual([2000, 2000, 3500]);
  });

  it('more guests in a dorm reprice every night per bed; the same stay again changes nothing', async () => {
    const { user, pid, from, reservation } = await bookedAtRates();
    const body = { check_in: from, check_out: addDays(from, 3), number_of_guest: 2 };
    const grown = await redate(user, reservation._id, body);
    expect(grown.body.total_price).toBe(150);
    const again = await redate(user, reservation._id, body);
    expect(again.body.updated_At).toBe(grown.body.updated_At);
    expect((await stored(pid, reservation._id)).totalCents).toBe(15000);
  });

  it('keep_price keeps the total as it was and drops the breakdown; a total sent stands as sent', async () => {
    const { user, pid, from, reservation } = await bookedAtRates();
    const kept = await redate(user, reservation._id, { check_in: from, check_out: addDays(from, 3), number_of_guest: 1, keep_price: true });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ check_out: addDays(from, 3), total_price: 40, nightly_prices: [] });
    const item = await stored(pid, reservation._id);
    expect(item.totalCents).toBe(4000);
    expect(item.nightPrices).toBeUndefined();
    const sent = await redate(user, reservation._id, {
      check_in: from,
      check_out: addDays(from, 1),
      number_of_guest: 1,
      total_price: 18.5,
    });
    expect(sent.body).toMatchObject({ total_price: 18.5, nightly_prices: [] });
    expect((await stored(pid, reservation._id)).totalCents).toBe(1850);
  });

  it('a hand-priced stay keeps its price for the nights it keeps, and gets a breakdown when repriced', async () => {
    const { user, pid, today, ana, dorm } = await frontDesk();
    const from = addDays(today, 30);
    const hand = await book(user, stay(ana._id, dorm._id, from, 2, 1, { total_price: 60 }));
    expect((await stored(pid, hand._id)).nightPrices).toBeUndefined();
    const moved = await redate(user, hand._id, { check_in: addDays(from, 1), check_out: addDays(from, 3), number_of_guest: 1 });
    // The night kept at its share of the hand price (30), the night added at the rate (20).
    expect(moved.body.total_price).toBe(50);
    expect((await stored(pid, hand._id)).nightPrices).toEqual([
      { date: addDays(from, 1), cents: 3000 },
      { date: addDays(from, 2), cents: 2000 },
    ]);
  });

  it('refuses new nights priced in another currency than the stay, and a change that leaves a discount more than the stay', async () => {
    const { user, dorm, ana, reservation } = await pesoDesk(50_000);
    // A stay kept in dollars in a peso dorm (as a channel's may be): no rate converts the dorm's pesos.
    const inDollars = await book(user, stay(ana._id, dorm._id, reservation.check_in, 2, 1, { total_price: 100, currency: 'USD' }));
    // The same arrival and one guest, another departure.
    const leaving = (booked: { _id: string; check_in: string }, checkOut: string) =>
      redate(user, booked._id, { check_in: booked.check_in, check_out: checkOut, number_of_guest: 1 });
    const longer = await leaving(inDollars, addDays(inDollars.check_out, 1));
    expect(longer).toMatchObject({
      status: 409,
      body: { msg: expect.stringMatching(/is priced in ARS and this stay in USD: keep the price/) },
    });
    const shorter = await leaving(inDollars, addDays(inDollars.check_in, 1));
    expect(shorter.body).toMatchObject({ total_price: 50, currency: 'USD' });
    // 50,000 with 45,000 off: a night fewer (25,000) would leave the discount more than the stay.
    const discounted = await user.call('POST', `/reservations/charges/${reservation._id}`, {
      kind: 'discount',
      amount: 45_000,
      reason: 'Long stay',
    });
    expect(discounted.status).toBe(201);
    const cut = await leaving(reservation, addDays(reservation.check_in, 1));
    expect(cut).toMatchObject({
      status: 409,
      body: {
        msg: 'After this change the discounts would be more than the stay costs: keep the price, or have a manager add an adjustment that offsets the discount',
      },
    });
    expect((await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body).toMatchObject({
      total_price: 50_000,
      folio_total: 5_000,
    });
  });

  it('an early check-out reprices the nights kept, unless the desk keeps the price', async () => {
    const { user, pid, today, ana, dorm } = await frontDesk();
    const [repriced, kept] = [
      await book(user, stay(ana._id, dorm._id, addDays(today, -1), 3, 1, { total_price: 60 })),
      await book(user, stay(ana._id, dorm._id, addDays(today, -1), 3, 1, { total_price: 60 })),
    ];
    for (const { _id } of [repriced, kept]) expect((await user.call('PUT', `/reservations/check-in/${_id}`)).status).toBe(200);
    const out = await user.call('PUT', `/reservations/check-out/${repriced._id}`);
    expect(out.body).toMatchObject({ check_out: today, total_price: 20, nightly_prices: [{ date: addDays(today, -1), price: 20 }] });
    const keeping = await user.call('PUT', `/reservations/check-out/${kept._id}`, { keep_price: true });
    expect(keeping.body).toMatchObject({ check_out: today, total_price: 60, nightly_prices: [] });
    const item = await stored(pid, kept._id);
    expect(item.totalCents).toBe(6000);
    expect(item.nightPrices).toBeUndefined();
  });

  it('refuses a total and keep_price together', async () => {
    const { user, from, reservation } = await bookedAtRates();
    const both = await redate(user, reservation._id, {
      check_in: from,
      check_out: addDays(from, 3),
      number_of_guest: 1,
      total_price: 10,
      keep_price: true,
    });
    expect(both).toMatchObject({ status: 400, body: [{ msg: 'Send a new total_price or keep_price, not both', path: 'keep_price' }] });
  });
});
