import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiUser } from '../support/api';
import { pesoDesk } from '../support/peso-desk';
import { partition } from '../support/table';

// Payments in pesos or in dollars at the rate typed at the desk, overpayments only when confirmed (then a
// credit), refunds capped by what was paid in their currency, the method "Mark as Paid" asks for.

const pay = (user: ApiUser, id: string, body: Record<string, unknown>) =>
  user.call('POST', `/reservations/payments/${id}`, body, { 'idempotency-key': randomUUID() });

async function stored(pid: string, id: string) {
  const [item] = await partition(pid, `RES#${id}`);
  return item!;
}

describe('a payment in dollars', () => {
  it('keeps the dollars, the rate and its value in pesos to the cent', async () => {
    const { user, pid, reservation } = await pesoDesk(50_000);
    const paid = await pay(user, reservation._id, { amount: 20.5, currency: 'USD', exchange_rate: 1_210.75, method: 'cash' });
    expect(paid.status).toBe(201);
    // 20.50 × 1,210.75 = 24,820.375 → 24,820.38 (halves away from zero).
    expect(paid.body.payments[0]).toMatchObject({ amount: 24_820.38, currency: 'USD', amount_paid: 20.5, exchange_rate: 1_210.75 });
    expect(paid.body).toMatchObject({ paid_total: 24_820.38, balance_due: 25_179.62, credit: 0, payment_status: 'partial' });
    expect((await stored(pid, reservation._id)).payments[0]).toMatchObject({ amountCents: 2_482_038, foreignCents: 2_050, rate: 1_210.75 });
  });

  it('refuses a rate without dollars, dollars without a rate and another currency, with a 400', async () => {
    const { user, reservation } = await pesoDesk();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 10, method: 'cash', exchange_rate: 1000 }, 'An exchange rate is only for a payment in another currency'],
      [{ amount: 10, method: 'cash', currency: 'USD' }, 'A payment in USD needs the exchange rate'],
      [{ amount: 10, method: 'cash', currency: 'EUR', exchange_rate: 1000 }, "A payment is in the reservation's currency (ARS) or in USD"],
    ];
    for (const [body, msg] of cases) expect(await pay(user, reservation._id, body), msg).toMatchObject({ status: 400, body: { msg } });
    const zero = await pay(user, reservation._id, { amount: 10, method: 'cash', currency: 'USD', exchange_rate: 0 });
    expect(zero.body).toContainEqual(expect.objectContaining({ path: 'exchange_rate', msg: 'Exchange rate must be more than 0' }));
    const fine = await pay(user, reservation._id, { amount: 10, method: 'cash', currency: 'USD', exchange_rate: 1.00001 });
    expect(fine.body).toContainEqual(expect.objectContaining({ msg: 'Exchange rate must have at most 4 decimals' }));
  });
});

describe('more than the balance', () => {
  it('is a 409 without allow_credit, and writes nothing', async () => {
    const { user, pid, reservation } = await pesoDesk(50_000);
    const before = await stored(pid, reservation._id);
    const huge = await pay(user, reservation._id, { amount: 999_999_999, method: 'cash' });
    expect(huge.status).toBe(409);
    expect(huge.body.msg).toMatch(/^This payment \(ARS.999,999,999\.00\) is more than the balance due \(ARS.50,000\.00\)/);
    expect(await stored(pid, reservation._id)).toEqual(before);
  });

  it('with allow_credit is recorded: paid, nothing due, and the rest shown as credit', async () => {
    const { user, reservation } = await pesoDesk(50_000);
    const over = await pay(user, reservation._id, { amount: 60_000, method: 'mercado_pago', allow_credit: true });
    expect(over.body).toMatchObject({ payment_status: 'paid', paid_total: 60_000, balance_due: 0, credit: 10_000 });
    expect(over.body.payments[0].method).toBe('mercado_pago');
  });
});

describe('refunds', () => {
  it('never exceed what was paid in their currency', async () => {
    const { user, reservation } = await pesoDesk(50_000);
    await pay(user, reservation._id, { amount: 10_000, method: 'cash' });
    await pay(user, reservation._id, { amount: 20, currency: 'USD', exchange_rate: 1_000, method: 'cash' });
    expect(await pay(user, reservation._id, { amount: -20.01, currency: 'USD', exchange_rate: 1_000, method: 'cash' })).toMatchObject({
      status: 409,
      body: { msg: 'A refund cannot be more than was paid in USD ($20.00)' },
    });
    expect((await pay(user, reservation._id, { amount: -10_000.01, method: 'cash' })).status).toBe(409);
    // Every dollar back, at a higher rate: what the dollars were worth (ARS 20,000) comes off; the pesos stay paid.
    const back = await pay(user, reservation._id, { amount: -20, currency: 'USD', exchange_rate: 1_100, method: 'cash' });
    expect(back.body).toMatchObject({ paid_total: 10_000, balance_due: 40_000 });
    expect(back.body.payments.at(-1)).toMatchObject({ amount: -20_000, amount_paid: -20, exchange_rate: 1_100 });
  });

  it('never take the paid total below 0: dollars given back at a higher rate are worth more than was paid', async () => {
    const { user, reservation } = await pesoDesk(50_000);
    await pay(user, reservation._id, { amount: 20, currency: 'USD', exchange_rate: 1_000, method: 'cash' });
    expect(await pay(user, reservation._id, { amount: -19, currency: 'USD', exchange_rate: 1_100, method: 'cash' })).toMatchObject({
      status: 409,
      body: { msg: 'At this rate the refund is worth ARS\u00a020,900.00, more than the USD paid were worth (ARS\u00a020,000.00)' },
    });
    // All of them back: the paid total comes to 0, and the folio's balance is its total again, not more.
    const back = await pay(user, reservation._id, { amount: -20, currency: 'USD', exchange_rate: 1_100, method: 'cash' });
    expect(back.body).toMatchObject({ paid_total: 0, payment_status: 'refunded', balance: 50_000 });
  });
});

describe('a receipt of dollars', () => {
  it('names what was handed over and the rate beside the value in the stay’s currency', async () => {
    const { user, reservation } = await pesoDesk(50_000);
    const paid = await pay(user, reservation._id, { amount: 20, currency: 'USD', exchange_rate: 1_050.25, method: 'cash' });
    const receipt = await user.call('POST', `/reservations/receipts/${reservation._id}/${paid.body.payments[0]._id}`);
    expect(receipt.body).toMatchObject({
      currency: 'ARS',
      paid: 21_005,
      paid_in: { currency: 'USD', amount: 20, exchange_rate: 1_050.25 },
    });
  });
});

describe('Mark as Paid', () => {
  it('records the balance with the method asked for; the spec’s body alone still records "other"', async () => {
    const { user, reservation, book } = await pesoDesk(50_000);
    const marked = await user.call('PUT', `/reservations/payment_status/${reservation._id}`, { payment_status: 'paid', method: 'card' });
    expect(marked.body).toMatchObject({ payment_status: 'paid', balance_due: 0 });
    expect(marked.body.payments).toMatchObject([{ amount: 50_000, method: 'card' }]);
    const plain = await book();
    const spec = await user.call('PUT', `/reservations/payment_status/${plain._id}`, { payment_status: 'paid' });
    expect(spec.body.payments).toMatchObject([{ amount: 10_000, method: 'other' }]);
    const bad = await user.call('PUT', `/reservations/payment_status/${plain._id}`, { payment_status: 'paid', method: 'cheque' });
    expect(bad.status).toBe(400);
  });
});

describe('under concurrency', () => {
  it('two desks paying at once: what fits both lands, an overpayment found on the fresh read asks first; the table holds the sum', async () => {
    const { user, pid, reservation } = await pesoDesk(50_000);
    const [a, b] = await Promise.all([
      pay(user, reservation._id, { amount: 30_000, method: 'cash' }),
      pay(user, reservation._id, { amount: 30_000, method: 'card' }),
    ]);
    // Each fits the balance it read; whichever lands second finds only 20,000 owed and asks for confirmation.
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const item = await stored(pid, reservation._id);
    expect(item.payments).toHaveLength(1);
    expect(item.paidCents).toBe(3_000_000);
    const [c, d] = await Promise.all([
      pay(user, reservation._id, { amount: 10_000, method: 'cash' }),
      pay(user, reservation._id, { amount: 10_000, method: 'card' }),
    ]);
    expect([c.status, d.status]).toEqual([201, 201]);
    expect(await stored(pid, reservation._id)).toMatchObject({ paidCents: 5_000_000, paymentStatus: 'paid' });
  });

  it('a payment racing a date change: both land, and the balance is the new price less what was paid', async () => {
    const { user, pid, reservation } = await pesoDesk(50_000);
    const [paid, moved] = await Promise.all([
      pay(user, reservation._id, { amount: 20_000, method: 'cash' }),
      user.call('PUT', `/reservations/update-dates-guest/${reservation._id}`, {
        check_in: reservation.check_in,
        check_out: reservation.check_out,
        number_of_guest: 2,
        total_price: 100_000,
      }),
    ]);
    expect([paid.status, moved.status]).toEqual([201, 200]);
    const item = await stored(pid, reservation._id);
    expect(item).toMatchObject({ totalCents: 10_000_000, paidCents: 2_000_000, paymentStatus: 'partial' });
    const read = await user.call('GET', `/reservations/find-by-id/${reservation._id}`);
    expect(read.body).toMatchObject({ balance_due: 80_000, credit: 0 });
  });
});
