import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ApiUser, signedInMember, signedInOwner } from '../support/api';
import { book, frontDesk, stay } from '../support/front-desk';
import { partition } from '../support/table';

// The folio: the property's extras catalog, charges on a stay (the balance follows in the same write), and
// the receipts of its payments, numbered 1..n per property with no gap or duplicate, read from the table.

const pay = (user: ApiUser, id: string, amount: number) =>
  user.call('POST', `/reservations/payments/${id}`, { amount, method: 'cash' }, { 'idempotency-key': randomUUID() });
const charge = (user: ApiUser, id: string, body: Record<string, unknown>) => user.call('POST', `/reservations/charges/${id}`, body);
const newExtra = (user: ApiUser, body: Record<string, unknown>) => user.call('POST', '/properties/extras/create', body);

async function booked(total = 100, guests = 2, nights = 2) {
  const desk = await frontDesk();
  const reservation = await book(desk.user, stay(desk.ana._id, desk.dorm._id, desk.today, nights, guests, { total_price: total }));
  return { ...desk, reservation };
}

describe('the extras catalog', () => {
  it('is created, listed and changed by managers and admins, read by everyone, and kept per property', async () => {
    const { user } = await signedInOwner();
    const created = await newExtra(user, { name: 'Breakfast', price: '4.50', charged: 'per_guest_night' });
    expect(created).toMatchObject({
      status: 201,
      body: { _id: expect.any(String), name: 'Breakfast', price: 4.5, charged: 'per_guest_night', active: true },
    });
    const { user: manager } = await signedInMember(user, 'manager');
    const towel = await newExtra(manager, { name: 'Towel', price: 2, charged: 'per_stay' });
    expect(towel.status).toBe(201);
    const changed = await manager.call('PUT', `/properties/extras/update/${created.body._id}`, {
      name: 'Breakfast',
      price: 5,
      charged: 'per_guest_night',
      active: false,
    });
    expect(changed).toMatchObject({ status: 200, body: { price: 5, active: false } });
    const { user: employee } = await signedInMember(user, 'employee');
    const list = await employee.call('GET', '/properties/extras');
    expect(list.body.map((extra: { name: string; active: boolean }) => [extra.name, extra.active])).toEqual([
      ['Breakfast', false],
      ['Towel', true],
    ]);
    expect((await newExtra(employee, { name: 'Locker', price: 1, charged: 'per_night' })).status).toBe(403);
    const { user: other } = await signedInOwner();
    expect((await other.call('GET', '/properties/extras')).body).toEqual([]);
    expect(
      await other.call('PUT', `/properties/extras/update/${created.body._id}`, { name: 'X', price: 1, charged: 'per_stay' }),
    ).toMatchObject({
      status: 404,
      body: { msg: 'Extra not found' },
    });
  });

  it('refuses a bad name, price or rule with a 400 naming each field', async () => {
    const { user } = await signedInOwner();
    const bad = await newExtra(user, { name: '', price: 0, charged: 'per_week' });
    expect(bad.status).toBe(400);
    expect(bad.body.map((error: { path: string; msg: string }) => [error.path, error.msg])).toEqual([
      ['name', 'Name is required'],
      ['price', 'Price must be more than 0'],
      ['charged', 'Charged must be one of per_stay, per_night, per_guest, per_guest_night'],
    ]);
  });
});

describe('charges on a stay', () => {
  it('adds an extra with its quantity from the rule: the folio total and the balance follow, total_price stays the nights', async () => {
    const { user, pid, reservation } = await booked(100, 2, 2);
    const breakfast = (await newExtra(user, { name: 'Breakfast', price: 5, charged: 'per_guest_night' })).body;
    await pay(user, reservation._id, 100);
    const added = await charge(user, reservation._id, { kind: 'extra', extra_id: breakfast._id });
    expect(added).toMatchObject({
      status: 201,
      body: {
        total_price: 100,
        folio_total: 120,
        paid_total: 100,
        balance: 20,
        balance_due: 20,
        payment_status: 'partial',
        charges: [{ kind: 'extra', description: 'Breakfast', extra_id: breakfast._id, quantity: 4, unit_price: 5, amount: 20 }],
      },
    });
    const [item] = await partition(pid, `RES#${reservation._id}`);
    expect(item).toMatchObject({
      totalCents: 10_000,
      paidCents: 10_000,
      paymentStatus: 'partial',
      charges: [{ amountCents: 2000, quantity: 4 }],
    });
    const typed = await charge(user, reservation._id, { kind: 'extra', extra_id: breakfast._id, quantity: 1 });
    expect(typed.body).toMatchObject({ folio_total: 125, balance: 25 });
    expect((await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body).toEqual(typed.body);
    const history = await user.call('GET', `/reservations/history/${reservation._id}`);
    expect(JSON.stringify(history.body)).toContain('"charge"');
  });

  it("takes a manager's discount or adjustment with its reason, refuses the employee's and a canceled stay's", async () => {
    const { user, reservation } = await booked(100);
    const { user: employee } = await signedInMember(user, 'employee');
    expect(await charge(employee, reservation._id, { kind: 'discount', amount: 10, reason: 'Loyal guest' })).toMatchObject({
      status: 403,
      body: { msg: 'Only a manager or an admin can add an adjustment or a discount' },
    });
    const { user: manager } = await signedInMember(user, 'manager');
    const discounted = await charge(manager, reservation._id, { kind: 'discount', amount: 10, reason: 'Loyal guest' });
    expect(discounted.body).toMatchObject({ folio_total: 90, charges: [{ kind: 'discount', description: 'Loyal guest', amount: -10 }] });
    expect(await charge(manager, reservation._id, { kind: 'discount', amount: 91, reason: 'Too much' })).toMatchObject({
      status: 409,
      body: { msg: "A discount cannot be more than the folio's total ($90.00)" },
    });
    const adjusted = await charge(user, reservation._id, { kind: 'adjustment', amount: -5.5, reason: 'Broken locker' });
    expect(adjusted.body.folio_total).toBe(84.5);
    await user.call('PUT', `/reservations/status/${reservation._id}`, { reservation_status: 'canceled' });
    expect(await charge(user, reservation._id, { kind: 'adjustment', amount: 1, reason: 'Late' })).toMatchObject({
      status: 409,
      body: { msg: 'A canceled or no-show reservation takes no charges' },
    });
  });

  it('refuses bad input with a 400, an unknown or inactive extra, and another property reservation', async () => {
    const { user, reservation } = await booked(100);
    const bad = await charge(user, reservation._id, { kind: 'adjustment', amount: 0, reason: '' });
    expect(bad.body.map((error: { path: string }) => error.path)).toEqual(['amount', 'reason']);
    expect((await charge(user, reservation._id, { kind: 'gift' })).status).toBe(400);
    expect((await charge(user, reservation._id, { kind: 'extra', extra_id: randomUUID(), quantity: 0 })).body[0].path).toBe('quantity');
    expect(await charge(user, reservation._id, { kind: 'extra', extra_id: randomUUID() })).toMatchObject({
      status: 404,
      body: { msg: 'Extra not found' },
    });
    const old = (await newExtra(user, { name: 'Tour', price: 30, charged: 'per_guest', active: false })).body;
    expect(await charge(user, reservation._id, { kind: 'extra', extra_id: old._id })).toMatchObject({
      status: 409,
      body: { msg: 'Tour is not sold any more' },
    });
    const { user: other } = await signedInOwner();
    expect((await charge(other, reservation._id, { kind: 'adjustment', amount: 1, reason: 'x' })).status).toBe(404);
  });
});

describe('receipts', () => {
  it("numbers a payment's receipt when first asked, then answers the same receipt", async () => {
    const { user, reservation } = await booked(100);
    const paid = await pay(user, reservation._id, 40);
    const paymentId = paid.body.payments[0]._id;
    const first = await user.call('POST', `/reservations/receipts/${reservation._id}/${paymentId}`);
    expect(first).toMatchObject({
      status: 200,
      body: {
        number: 1,
        payment_id: paymentId,
        language: 'en',
        currency: 'USD',
        customer: { name: 'Ana María López' },
        lines: [{ kind: 'nights', amount: 100 }],
        folio_total: 100,
        paid: 40,
        method: 'cash',
        balance: 60,
      },
    });
    // Issued once: asked again, in another language, it is the same receipt.
    const again = await user.call('POST', `/reservations/receipts/${reservation._id}/${paymentId}`, undefined, {
      'accept-language': 'es-AR',
    });
    expect(again.body).toEqual(first.body);
    const second = (await pay(user, reservation._id, 10)).body.payments[1]._id;
    const spanish = await user.call('POST', `/reservations/receipts/${reservation._id}/${second}`, undefined, {
      'accept-language': 'es-AR',
    });
    expect(spanish.body).toMatchObject({ number: 2, language: 'es-AR', paid: 10 });
    expect(await user.call('POST', `/reservations/receipts/${reservation._id}/${randomUUID()}`)).toMatchObject({
      status: 404,
      body: { msg: 'Payment not found' },
    });
  });

  it('numbers receipts printed at once 1..n with no gap and no duplicate, as the table shows', async () => {
    const { user, pid, reservation } = await booked(1000);
    const payments = [];
    for (let index = 0; index < 6; index += 1) payments.push((await pay(user, reservation._id, 10)).body.payments.at(-1)._id);
    // Two receipts at once, then four more at once, with one payment asked for twice.
    const pair = await Promise.all(payments.slice(0, 2).map((id) => user.call('POST', `/reservations/receipts/${reservation._id}/${id}`)));
    const rest = await Promise.all(
      [...payments.slice(2), payments[2]].map((id) => user.call('POST', `/reservations/receipts/${reservation._id}/${id}`)),
    );
    expect([...pair, ...rest].every((response) => response.status === 200)).toBe(true);
    const items = await partition(pid, 'RECEIPT#');
    expect(items.map((item) => item.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(items.map((item) => item.receipt.payment_id))).toEqual(new Set(payments));
    const [counter] = await partition(pid, 'RECEIPTSEQ');
    expect(counter?.last).toBe(6);
  });
});
