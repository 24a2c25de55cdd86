import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { type ApiUser, signedInMember } from '../support/api';
import { book, frontDesk, stay } from '../support/front-desk';
import { partition } from '../support/table';

// Voiding a charge added by mistake (PUT /reservations/charges/void/{id}/{chargeId}): it comes off the folio and
// the owner's revenue, the balance and payment status follow in the same write, and the stay keeps the line with who
// voided it and why; an employee voids only the extras they added. The table is read after concurrent voids.

const charge = (user: ApiUser, id: string, body: Record<string, unknown>) => user.call('POST', `/reservations/charges/${id}`, body);
const voidCharge = (user: ApiUser, id: string, chargeId: string, body: Record<string, unknown> = { reason: 'Typed twice' }) =>
  user.call('PUT', `/reservations/charges/void/${id}/${chargeId}`, body);

async function withBreakfast() {
  const desk = await frontDesk();
  // Two guests, two nights for $100.00; breakfast $5.00 per guest per night, added by an employee: $20.00.
  const reservation = await book(desk.user, stay(desk.ana._id, desk.dorm._id, desk.today, 2, 2, { total_price: 100 }));
  const extra = await desk.user.call('POST', '/properties/extras/create', { name: 'Breakfast', price: 5, charged: 'per_guest_night' });
  const { user: employee } = await signedInMember(desk.user, 'employee');
  const added = await charge(employee, reservation._id, { kind: 'extra', extra_id: extra.body._id });
  expect(added).toMatchObject({ status: 201, body: { folio_total: 120 } });
  const breakfast = added.body.charges[0];
  return { ...desk, reservation, employee, breakfast };
}

describe('voiding a charge', () => {
  it("takes it off the folio and the report's extras, keeps it with who and why, and says so in the history", async () => {
    const { user, employee, reservation, breakfast, today } = await withBreakfast();
    expect(breakfast).toMatchObject({ description: 'Breakfast', quantity: 4, amount: 20, added_by: expect.any(String) });
    const voided = await voidCharge(employee, reservation._id, breakfast._id);
    expect(voided).toMatchObject({
      status: 200,
      body: {
        charges: [],
        voided_charges: [{ ...breakfast, voided_At: expect.any(String), voided_by: breakfast.added_by, void_reason: 'Typed twice' }],
        folio_total: 100,
        balance: 100,
      },
    });
    const history = await user.call('GET', `/reservations/history/${reservation._id}`);
    expect(history.body.entries[0]).toMatchObject({
      action: 'charge_voided',
      changes: expect.arrayContaining([
        { field: 'folio_total', before: 120, after: 100 },
        { field: 'voided_charges', before: [], after: ['Breakfast × 4: Typed twice'] },
      ]),
    });
    const report = await user.call('GET', `/reports?from=${today}&to=${addDays(today, 1)}`);
    expect(report.body.current.money.revenue_split).toMatchObject({ extras: 0 });
    // Sent again (a lost answer): nothing more changes.
    const again = await voidCharge(employee, reservation._id, breakfast._id);
    expect(again).toMatchObject({ status: 200, body: { updated_At: voided.body.updated_At, folio_total: 100 } });
  });

  it("is a manager's for a discount or another person's extra; an unknown charge is not found; a reason is required", async () => {
    const { user, employee, reservation, breakfast } = await withBreakfast();
    const { user: otherEmployee } = await signedInMember(user, 'employee');
    const refused = 'Only a manager or an admin can void an adjustment, a discount or an extra someone else added';
    expect(await voidCharge(otherEmployee, reservation._id, breakfast._id)).toMatchObject({ status: 403, body: { msg: refused } });
    const discounted = await charge(user, reservation._id, { kind: 'discount', amount: 10, reason: 'Friends' });
    const discount = discounted.body.charges[1];
    expect(await voidCharge(employee, reservation._id, discount._id)).toMatchObject({ status: 403, body: { msg: refused } });
    expect(await voidCharge(employee, reservation._id, 'no-such-charge')).toMatchObject({ status: 404, body: { msg: 'Charge not found' } });
    const blank = await voidCharge(employee, reservation._id, breakfast._id, { reason: '' });
    expect(blank.status).toBe(400);
    const { user: manager } = await signedInMember(user, 'manager');
    expect(await voidCharge(manager, reservation._id, discount._id)).toMatchObject({ status: 200, body: { folio_total: 120 } });
    expect(await voidCharge(manager, reservation._id, breakfast._id)).toMatchObject({ status: 200, body: { folio_total: 100 } });
  });

  it('refuses leaving the discounts above the folio: the discount goes first', async () => {
    const { user, reservation, breakfast } = await withBreakfast();
    // $120.00 less a $110.00 discount: without the breakfast, −$10.00.
    const discounted = await charge(user, reservation._id, { kind: 'discount', amount: 110, reason: 'Friends' });
    expect(discounted.body.folio_total).toBe(10);
    expect(await voidCharge(user, reservation._id, breakfast._id)).toMatchObject({
      status: 409,
      body: { msg: 'Without this charge the discounts would come to more than the folio: void a discount first' },
    });
  });

  it('voids once when sent at once from many desks beside a payment, and the table holds the balance that follows', async () => {
    const { user, pid, employee, reservation, breakfast } = await withBreakfast();
    const { user: manager } = await signedInMember(user, 'manager');
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, index) => voidCharge(index % 2 ? manager : employee, reservation._id, breakfast._id)),
      user.call(
        'POST',
        `/reservations/payments/${reservation._id}`,
        { amount: 100, method: 'cash' },
        { 'idempotency-key': `pay-${reservation._id}` },
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 201]);
    const stored = (await partition(pid, 'RES#')).find((item) => item.id === reservation._id);
    expect(stored?.charges).toEqual([]);
    expect(stored?.voidedCharges).toHaveLength(1);
    expect(stored?.paidCents).toBe(10_000);
    // $100.00 paid on a folio of $100.00 once the breakfast is gone.
    expect(stored?.paymentStatus).toBe('paid');
    const read = await user.call('GET', `/reservations/find-by-id/${reservation._id}`);
    expect(read.body).toMatchObject({ folio_total: 100, balance: 0, payment_status: 'paid' });
  });
});
