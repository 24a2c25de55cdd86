import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { signedInMember } from '../support/api';
import { book, stay } from '../support/front-desk';
import { pesoDesk } from '../support/peso-desk';

// The report's money through the API, against a hand count: a stay with an extra, a discount and the tourist
// tax, a payment in pesos and one in dollars through a shift closed short, read back by the report.

describe("the report's money", () => {
  it('splits revenue into nights, extras, adjustments and tax, lists payments by method and currency, and the shift closed short', async () => {
    const { user, today, dorm, ana } = await pesoDesk();
    expect((await user.call('PUT', '/properties/tourist-tax/update', { enabled: true, amount: 1000, applies_to: 'everyone' })).status).toBe(
      200,
    );
    // Beside the desk's first stay (50,000, booked before the tax: none), 2 guests × 2 nights for 100,000 + tax
    // 1,000 × 2 × 2; breakfast 3,000 per stay; a 2,000 discount.
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 2, { total_price: 100_000, currency: 'ARS' }));
    const extra = await user.call('POST', '/properties/extras/create', { name: 'Breakfast', price: 3000, charged: 'per_stay' });
    await user.call('POST', `/reservations/charges/${reservation._id}`, { kind: 'extra', extra_id: extra.body._id });
    await user.call('POST', `/reservations/charges/${reservation._id}`, { kind: 'discount', amount: 2000, reason: 'Friends' });
    const { user: employee } = await signedInMember(user, 'employee');
    const counts = (ars: number, usd: number) => ({
      counts: [
        { currency: 'ARS', amount: ars },
        { currency: 'USD', amount: usd },
      ],
    });
    expect((await employee.call('POST', '/cash-drawer/open', counts(10_000, 0))).status).toBe(201);
    const pay = (body: Record<string, unknown>) =>
      employee.call('POST', `/reservations/payments/${reservation._id}`, body, { 'idempotency-key': randomUUID() });
    expect((await pay({ amount: 50_000, method: 'cash' })).status).toBe(201);
    expect((await pay({ amount: 20, method: 'cash', currency: 'USD', exchange_rate: 1000 })).status).toBe(201);
    expect((await pay({ amount: 5000, method: 'card' })).status).toBe(201);
    // Expected 60,000 pesos and 20 dollars: counted 59,500 and 20.
    expect((await employee.call('POST', '/cash-drawer/close', counts(59_500, 20))).status).toBe(200);

    const report = await user.call('GET', `/reports?from=${today}&to=${addDays(today, 1)}`);
    expect(report.status).toBe(200);
    expect(report.body.current.money).toMatchObject({
      revenue_split: { nights: 150_000, extras: 3000, adjustments: -2000, tax: 4000, total: 155_000 },
      payments_by_method: [
        { method: 'card', currency: 'ARS', payments: 1, amount: 5000 },
        { method: 'cash', currency: 'ARS', payments: 1, amount: 50_000 },
        { method: 'cash', currency: 'USD', payments: 1, amount: 20 },
      ],
      drawer_shifts: [
        {
          closed_At: expect.any(String),
          differences: [
            { currency: 'ARS', difference: -500 },
            { currency: 'USD', difference: 0 },
          ],
        },
      ],
    });
    expect(report.body.current.totals.revenue).toBe(150_000);
    expect(report.body.year_before.money).toEqual({
      revenue_split: { nights: 0, extras: 0, adjustments: 0, tax: 0, total: 0 },
      payments_by_method: [],
      drawer_shifts: [],
    });
    expect((await employee.call('GET', `/reports?from=${today}&to=${today}`)).body.current.money).toBeUndefined();
  });
});
