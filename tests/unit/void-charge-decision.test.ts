import { describe, expect, it } from 'vitest';
import type { ChargeRecord, ReservationRecord } from '../../functions/src/data/reservation-repository';
import { Clash, Missing, Refused } from '../../functions/src/domain-errors';
import type { Decision } from '../../functions/src/reservations/change-runner';
import { decideCharge, decideVoidCharge, type VoidRequest } from '../../functions/src/reservations/folio-decision';
import { folioTotalCents, MAX_FOLIO_CENTS } from '../../functions/src/reservations/payment-status';
import { NOW, stay } from './stay-decision-fixtures';

// Voiding a charge added by mistake: it leaves the folio (and so the balance and the payment status) and is kept
// among the voided lines with who, when and why; an employee voids only an extra of their own. No table.

function change<C, R>(decision: Decision<C, R>): { change: C; result: R } {
  if ('done' in decision) throw new Error('expected a change');
  return decision;
}

const line = (id: string, fields: Partial<ChargeRecord> = {}): ChargeRecord => ({
  id,
  kind: 'extra',
  description: 'Breakfast',
  extraId: 'x1',
  quantity: 2,
  unitCents: 500,
  amountCents: 1000,
  addedAt: '2026-12-01T09:00:00.000Z',
  addedBy: 'u1',
  ...fields,
});
const discount = (id: string, amountCents: number) =>
  line(id, {
    kind: 'discount',
    description: 'Loyal guest',
    extraId: undefined,
    quantity: 1,
    unitCents: -amountCents,
    amountCents: -amountCents,
  });
const request = (chargeId: string, fields: Partial<VoidRequest> = {}): VoidRequest => ({
  chargeId,
  reason: 'Typed twice',
  by: 'u1',
  manager: false,
  ...fields,
});

describe('voiding a charge', () => {
  it('takes the line off the folio and keeps it with who, when and why; the payment status follows the new total', () => {
    // Nights of $20.00, a breakfast of $10.00, $20.00 paid: partial until the breakfast goes.
    const current = stay({
      charges: [line('c1')],
      payments: [{ id: 'p1', amountCents: 2000, method: 'cash', date: '2026-12-01', recordedAt: 'x', recordedBy: 'u1' }],
      paidCents: 2000,
      paymentStatus: 'partial',
    });
    const { result, change: write } = change(decideVoidCharge(current, request('c1'), NOW));
    expect(result.charges).toEqual([]);
    expect(result.voidedCharges).toEqual([{ ...line('c1'), voidedAt: result.updatedAt, voidedBy: 'u1', voidReason: 'Typed twice' }]);
    expect(folioTotalCents(result)).toBe(2000);
    expect(result.paymentStatus).toBe('paid');
    expect(result.updatedAt > current.updatedAt).toBe(true);
    expect(write.stays).toEqual([{ before: current, after: result }]);
  });

  it('is done, changing nothing, when the charge was voided already (a retry after a lost answer)', () => {
    const once = change(decideVoidCharge(stay({ charges: [line('c1')] }), request('c1'), NOW)).result;
    expect(decideVoidCharge(once, request('c1'), NOW)).toEqual({ done: once });
  });

  it('is an extra of their own for an employee; any charge for a manager or an admin', () => {
    const current = stay({ charges: [line('c1', { addedBy: 'u2' }), discount('c2', 500), line('c3')] });
    expect(() => decideVoidCharge(current, request('c1'), NOW)).toThrow(Refused);
    expect(() => decideVoidCharge(current, request('c2'), NOW)).toThrow(Refused);
    expect(change(decideVoidCharge(current, request('c3'), NOW)).result.charges?.map((charge) => charge.id)).toEqual(['c1', 'c2']);
    expect(change(decideVoidCharge(current, request('c1', { manager: true }), NOW)).result.voidedCharges?.[0]?.id).toBe('c1');
    expect(change(decideVoidCharge(current, request('c2', { manager: true }), NOW)).result.voidedCharges?.[0]?.id).toBe('c2');
  });

  it('is not found for a charge the stay never had', () => {
    expect(() => decideVoidCharge(stay({ charges: [line('c1')] }), request('c9'), NOW)).toThrow(Missing);
  });

  it('never leaves the discounts above the folio: the extra they were taken from stays until a discount goes', () => {
    // Nights of $20.00 + breakfast $10.00 − discount $25.00: without the breakfast the folio would be −$5.00.
    const current = stay({ charges: [line('c1'), discount('c2', 2500)] });
    expect(() => decideVoidCharge(current, request('c1', { manager: true }), NOW)).toThrow(
      'Without this charge the discounts would come to more than the folio: void a discount first',
    );
    const withoutDiscount = change(decideVoidCharge(current, request('c2', { manager: true }), NOW)).result;
    expect(folioTotalCents(withoutDiscount)).toBe(3000);
  });

  it("refuses voiding a discount that would take the folio past a stay's bound", () => {
    // The nights at the bound, a discount of $1.00 and a late adjustment of $0.50: without the discount, $0.50 past it.
    const late = line('c2', { kind: 'adjustment', description: 'Late check-out', quantity: 1, unitCents: 50, amountCents: 50 });
    const huge: ReservationRecord = stay({ totalCents: MAX_FOLIO_CENTS, charges: [discount('c1', 100), late] });
    expect(() => decideVoidCharge(huge, request('c1', { manager: true }), NOW)).toThrow(Clash);
  });

  it('counts the voided lines with the charges toward the 50 a stay holds, so adding and voiding cannot grow it without end', () => {
    const voided = change(decideVoidCharge(stay({ charges: [line('v')] }), request('v'), NOW)).result.voidedCharges!;
    const charges = Array.from({ length: 49 }, (_, index) => line(`c${index}`));
    const full = stay({ charges, voidedCharges: voided });
    expect(() => decideCharge(full, { kind: 'extra', extra: undefined, by: 'u1' }, 'c50', NOW)).toThrow(Clash);
  });
});
