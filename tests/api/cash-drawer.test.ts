import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ApiUser, signedInMember } from '../support/api';
import { pesoDesk } from '../support/peso-desk';
import { partition } from '../support/table';

// The cash drawer: a shift opens with a float per currency, takes its user's cash payments and refunds
// (linked in the payment's own transaction), and closes with the counts, the expected amounts and the difference.

const pay = (user: ApiUser, id: string, body: Record<string, unknown>) =>
  user.call('POST', `/reservations/payments/${id}`, body, { 'idempotency-key': randomUUID() });
const counts = (ars: number, usd: number) => ({
  counts: [
    { currency: 'ARS', amount: ars },
    { currency: 'USD', amount: usd },
  ],
});

describe('a shift', () => {
  it('opens with a float, counts its user’s cash in pesos and dollars, and closes with the difference', async () => {
    const { user, pid, reservation } = await pesoDesk(50_000);
    const { user: employee } = await signedInMember(user, 'employee', 'Emilio');
    const opened = await employee.call('POST', '/cash-drawer/open', counts(10_000, 50));
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      user_name: 'Emilio Staff',
      currencies: ['ARS', 'USD'],
      float: [
        { currency: 'ARS', amount: 10_000 },
        { currency: 'USD', amount: 50 },
      ],
      closed_at: null,
    });
    expect(await employee.call('POST', '/cash-drawer/open', counts(0, 0))).toMatchObject({
      status: 409,
      body: { msg: 'You already have an open shift: close it before opening another' },
    });
    const cash = await pay(employee, reservation._id, { amount: 20_000, method: 'cash' });
    expect(cash.body.payments[0].shift_id).toBe(opened.body._id);
    await pay(employee, reservation._id, { amount: 10, currency: 'USD', exchange_rate: 1_000, method: 'cash' });
    await pay(employee, reservation._id, { amount: -2_000, method: 'cash' });
    // Not cash, or not this user's: not the drawer's.
    await pay(employee, reservation._id, { amount: 1_000, method: 'card' });
    await pay(user, reservation._id, { amount: 1_000, method: 'cash' });
    const drawer = await employee.call('GET', '/cash-drawer');
    expect(drawer.body.open).toMatchObject({
      cash: [
        { currency: 'ARS', amount: 18_000 },
        { currency: 'USD', amount: 10 },
      ],
      expected: [
        { currency: 'ARS', amount: 28_000 },
        { currency: 'USD', amount: 60 },
      ],
    });
    const closed = await employee.call('POST', '/cash-drawer/close', counts(27_500, 60));
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      closed_at: expect.any(String),
      counted: [
        { currency: 'ARS', amount: 27_500 },
        { currency: 'USD', amount: 60 },
      ],
      expected: [
        { currency: 'ARS', amount: 28_000 },
        { currency: 'USD', amount: 60 },
      ],
      difference: [
        { currency: 'ARS', amount: -500 },
        { currency: 'USD', amount: 0 },
      ],
    });
    // After the close, cash no longer counts toward it, and the lock is gone.
    const after = await pay(employee, reservation._id, { amount: 100, method: 'cash' });
    expect(after.body.payments.at(-1).shift_id).toBeNull();
    expect(await partition(pid, 'OPENSHIFT#')).toEqual([]);
    expect(await employee.call('POST', '/cash-drawer/close', counts(0, 0))).toMatchObject({
      status: 409,
      body: { msg: 'You have no open shift to close' },
    });
  });

  it('refuses counts that miss, repeat or add a currency, with a 400', async () => {
    const { user } = await pesoDesk();
    const cases: [unknown, string][] = [
      [{ counts: [{ currency: 'ARS', amount: 1 }] }, 'Count USD too: the drawer holds ARS and USD'],
      [{ counts: [...counts(1, 1).counts, { currency: 'ARS', amount: 2 }] }, 'ARS is counted twice'],
      [{ counts: [...counts(1, 1).counts, { currency: 'EUR', amount: 2 }] }, 'The drawer holds ARS and USD, not EUR'],
    ];
    for (const [body, msg] of cases)
      expect(await user.call('POST', '/cash-drawer/open', body)).toMatchObject({ status: 400, body: { msg } });
    const negative = await user.call('POST', '/cash-drawer/open', counts(-1, 0));
    expect(negative.status).toBe(400);
    expect((await user.call('GET', '/cash-drawer')).body).toEqual({ currencies: ['ARS', 'USD'], open: null, shifts: [] });
  });

  it('managers see every shift and its difference; an employee sees only their own', async () => {
    const { user } = await pesoDesk();
    const { user: employee } = await signedInMember(user, 'employee', 'Emilio');
    const { user: manager } = await signedInMember(user, 'manager', 'Marta');
    await employee.call('POST', '/cash-drawer/open', counts(100, 0));
    await employee.call('POST', '/cash-drawer/close', counts(90, 0));
    await user.call('POST', '/cash-drawer/open', counts(0, 0));
    const all = await manager.call('GET', '/cash-drawer');
    expect(all.body.open).toBeNull();
    expect(all.body.shifts.map((shift: { user_name: string }) => shift.user_name)).toEqual(['Ana', 'Emilio Staff']);
    expect(all.body.shifts[1].difference).toEqual([
      { currency: 'ARS', amount: -10 },
      { currency: 'USD', amount: 0 },
    ]);
    const own = await employee.call('GET', '/cash-drawer');
    expect(own.body.shifts.map((shift: { user_name: string }) => shift.user_name)).toEqual(['Emilio Staff']);
  });

  it('a close racing cash payments expects exactly the cash that landed before it', async () => {
    const { user, reservation } = await pesoDesk(50_000);
    await user.call('POST', '/cash-drawer/open', counts(0, 0));
    const [closed, ...paid] = await Promise.all([
      user.call('POST', '/cash-drawer/close', counts(0, 0)),
      ...[1, 2, 3].map((n) => pay(user, reservation._id, { amount: n * 1_000, method: 'cash' })),
    ]);
    expect(closed.status).toBe(200);
    const linked = paid.at(-1)!.status === 201 ? (await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body.payments : [];
    const counted = linked
      .filter((payment: { shift_id: string | null }) => payment.shift_id === closed.body._id)
      .reduce((sum: number, payment: { amount: number }) => sum + payment.amount, 0);
    expect(closed.body.expected[0]).toEqual({ currency: 'ARS', amount: counted });
    expect(paid.map((answer) => answer.status)).toEqual([201, 201, 201]);
  });
});
