import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ApiUser, signedInMember, signedInOwner } from '../support/api';
import { book, frontDesk, stay } from '../support/front-desk';
import { partition } from '../support/table';

// Payments and refunds on a reservation: the list, the paid total, the balance and the status they imply.

const pay = (user: ApiUser, id: string, body: Record<string, unknown>, key = randomUUID()) =>
  user.call('POST', `/reservations/payments/${id}`, body, { 'idempotency-key': key });

async function booked(total = 100) {
  const desk = await frontDesk();
  const reservation = await book(desk.user, stay(desk.ana._id, desk.dorm._id, desk.today, 2, 1, { total_price: total }));
  return { ...desk, reservation };
}

async function stored(pid: string, id: string) {
  const [item] = await partition(pid, `RES#${id}`);
  return item!;
}

describe('recording payments', () => {
  it('records a partial payment, then the rest: partial, then paid, with the balance on every read', async () => {
    const { user, pid, today, reservation } = await booked(100);
    expect(reservation).toMatchObject({ payments: [], paid_total: 0, balance_due: 100, payment_status: 'pending' });
    const first = await pay(user, reservation._id, { amount: 40, method: 'cash', date: today, note: 'Deposit' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      payment_status: 'partial',
      paid_total: 40,
      balance_due: 60,
      total_price: 100,
      payments: [{ _id: expect.any(String), amount: 40, method: 'cash', date: today, note: 'Deposit', recorded_At: first.body.updated_At }],
    });
    const read = await user.call('GET', `/reservations/find-by-id/${reservation._id}`);
    expect(read.body).toEqual(first.body);
    const home = await user.call('GET', '/reservations/home');
    expect(home.body.arrivals.find((row: { _id: string }) => row._id === reservation._id)).toMatchObject({ balance_due: 60 });
    const second = await pay(user, reservation._id, { amount: '60.00', method: 'card' });
    // The date defaults to today in the property's time zone (UTC for this one).
    expect(second.body).toMatchObject({ payment_status: 'paid', paid_total: 100, balance_due: 0 });
    expect(second.body.payments.map((payment: { amount: number; date: string }) => [payment.amount, payment.date])).toEqual([
      [40, today],
      [60, today],
    ]);
    expect(await stored(pid, reservation._id)).toMatchObject({ paidCents: 10_000, paymentStatus: 'paid' });
  });

  it('refunds as a negative payment, never more than was paid; all refunded is "refunded"', async () => {
    const { user, pid, reservation } = await booked(100);
    await pay(user, reservation._id, { amount: 100, method: 'transfer' });
    const over = await pay(user, reservation._id, { amount: -100.01, method: 'transfer' });
    expect(over).toMatchObject({ status: 409, body: { msg: 'A refund cannot be more than was paid ($100.00)' } });
    const partly = await pay(user, reservation._id, { amount: -30, method: 'transfer' });
    expect(partly.body).toMatchObject({ payment_status: 'partial', paid_total: 70, balance_due: 30 });
    const all = await pay(user, reservation._id, { amount: -70, method: 'cash' });
    expect(all.body).toMatchObject({ payment_status: 'refunded', paid_total: 0, balance_due: 0 });
    expect((await stored(pid, reservation._id)).payments).toHaveLength(3);
    const none = await booked(50);
    expect(await pay(none.user, none.reservation._id, { amount: -1, method: 'cash' })).toMatchObject({
      status: 409,
      body: { msg: 'A refund cannot be more than was paid ($0.00)' },
    });
  });

  it('refuses bad amounts, methods, dates and notes with a 400, and writes nothing', async () => {
    const { user, pid, reservation } = await booked(100);
    const before = await stored(pid, reservation._id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0, method: 'cash' }, 'amount', 'Amount cannot be 0'],
      [{ amount: 10.005, method: 'cash' }, 'amount', 'Amount must have at most two decimals'],
      [{ amount: 'ten', method: 'cash' }, 'amount', 'Amount must be a number'],
      [{ method: 'cash' }, 'amount', 'Amount must be a number'],
      [{ amount: 10, method: 'cheque' }, 'method', 'Method must be one of cash, card, transfer, mercado_pago, other'],
      [{ amount: 10 }, 'method', 'Method is required'],
      [{ amount: 10, method: 'cash', date: '2026-02-30' }, 'date', 'Date must be a real date written yyyy-MM-dd'],
      [{ amount: 10, method: 'cash', note: 'x'.repeat(101) }, 'note', 'Note must be at most 100 characters'],
    ];
    for (const [body, path, msg] of cases) {
      const response = await pay(user, reservation._id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toContainEqual(expect.objectContaining({ path, msg }));
    }
    expect(await stored(pid, reservation._id)).toEqual(before);
  });

  it('lets an employee record payments (the front desk takes money); another property gets 404', async () => {
    const { user, reservation } = await booked(100);
    const { user: employee } = await signedInMember(user, 'employee');
    expect(await pay(employee, reservation._id, { amount: 10, method: 'cash' })).toMatchObject({ status: 201, body: { paid_total: 10 } });
    const { user: other } = await signedInOwner();
    expect(await pay(other, reservation._id, { amount: 10, method: 'cash' })).toMatchObject({
      status: 404,
      body: { msg: 'Reservation not found' },
    });
  });
});

describe('Mark as Paid and explicit statuses', () => {
  it('records the remaining balance as one payment and sets paid', async () => {
    const { user, today, reservation } = await booked(100);
    await pay(user, reservation._id, { amount: 25, method: 'card' });
    const marked = await user.call('PUT', `/reservations/payment_status/${reservation._id}`, { payment_status: 'paid' });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ payment_status: 'paid', paid_total: 100, balance_due: 0 });
    expect(marked.body.payments.at(-1)).toMatchObject({ amount: 75, method: 'other', date: today });
    // Again: nothing more is owed, nothing more is recorded.
    const again = await user.call('PUT', `/reservations/payment_status/${reservation._id}`, { payment_status: 'paid' });
    expect(again.body.payments).toHaveLength(2);
  });

  it('keeps other explicit statuses as set, until a payment or a new price recomputes from the balance', async () => {
    const { user, reservation } = await booked(100);
    const refunded = await user.call('PUT', `/reservations/payment_status/${reservation._id}`, { payment_status: 'refunded' });
    expect(refunded.body).toMatchObject({ payment_status: 'refunded', payments: [], balance_due: 0 });
    expect((await pay(user, reservation._id, { amount: 100, method: 'cash' })).body.payment_status).toBe('paid');
    const update = {
      reservation_status: 'confirmed',
      payment_status: 'paid',
      total_price: 150,
      currency: 'USD',
      booking_source: 'direct',
    };
    const raised = await user.call('PUT', `/reservations/update/${reservation._id}`, update);
    expect(raised.body).toMatchObject({ total_price: 150, payment_status: 'partial', paid_total: 100, balance_due: 50 });
    // Without payments the spec's behaviour stands: the status is what the client set.
    const plain = await book(
      user,
      stay(reservation.guest_id, reservation.room_type_id, reservation.check_in, 1, 1, { payment_status: 'paid' }),
    );
    expect(plain).toMatchObject({ payment_status: 'paid', balance_due: 0 });
  });
});

describe('a new price or new dates with payments recorded', () => {
  it('recompute the status from the balance when the dates dialog changes the price', async () => {
    const { user, today, reservation } = await booked(100);
    expect((await pay(user, reservation._id, { amount: 100, method: 'card' })).body.payment_status).toBe('paid');
    const longer = await user.call('PUT', `/reservations/update-dates-guest/${reservation._id}`, {
      check_in: today,
      check_out: reservation.check_out,
      number_of_guest: 2,
      total_price: 160,
    });
    expect(longer.body).toMatchObject({ total_price: 160, payment_status: 'partial', paid_total: 100, balance_due: 60 });
  });

  it('holds at most 50 payments on one reservation', async () => {
    const { user, reservation } = await booked(1000);
    for (let count = 0; count < 50; count += 1) expect((await pay(user, reservation._id, { amount: 1, method: 'cash' })).status).toBe(201);
    expect(await pay(user, reservation._id, { amount: 1, method: 'cash' })).toMatchObject({
      status: 409,
      body: { msg: 'A reservation holds at most 50 payments' },
    });
  });
});

describe('payments under concurrency', () => {
  it('lands every payment when desks record at the same moment, and the stored total is their sum', async () => {
    const { user, pid, reservation } = await booked(1000);
    const amounts = [10, 20, 30, 40, 50, 60, 70, 80];
    const answers = await Promise.all(amounts.map((amount) => pay(user, reservation._id, { amount, method: 'cash' })));
    expect(answers.map((answer) => answer.status)).toEqual(amounts.map(() => 201));
    const item = await stored(pid, reservation._id);
    expect(item.payments.map((payment: { amountCents: number }) => payment.amountCents).sort((a: number, b: number) => a - b)).toEqual(
      amounts.map((amount) => amount * 100),
    );
    expect(item.paidCents).toBe(36_000);
    expect(item.paymentStatus).toBe('partial');
  });

  it('records the balance once when five desks press Mark as Paid at the same moment', async () => {
    const { user, pid, reservation } = await booked(100);
    await pay(user, reservation._id, { amount: 20, method: 'cash' });
    const marks = await Promise.all(
      [1, 2, 3, 4, 5].map(() => user.call('PUT', `/reservations/payment_status/${reservation._id}`, { payment_status: 'paid' })),
    );
    expect(marks.map((mark) => mark.status)).toEqual([200, 200, 200, 200, 200]);
    const item = await stored(pid, reservation._id);
    expect(item.payments.map((payment: { amountCents: number }) => payment.amountCents)).toEqual([2000, 8000]);
    expect(item).toMatchObject({ paidCents: 10_000, paymentStatus: 'paid' });
  });

  it('records a double submit with one Idempotency-Key once, and refuses the key for another body', async () => {
    const { user, pid, reservation } = await booked(100);
    const key = randomUUID();
    const body = { amount: 30, method: 'card' };
    const [first, second] = await Promise.all([pay(user, reservation._id, body, key), pay(user, reservation._id, body, key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    const item = await stored(pid, reservation._id);
    expect(item.payments).toHaveLength(1);
    expect(item.paidCents).toBe(3000);
    expect(await pay(user, reservation._id, { ...body, amount: 31 }, key)).toMatchObject({ status: 409 });
  });
});
