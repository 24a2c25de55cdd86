import { describe, expect, it } from 'vitest';
import type { PaymentRecord, ReservationRecord } from '../../functions/src/data/reservation-repository';
import { DomainError } from '../../functions/src/domain-errors';
import {
  commissionShares,
  decideOtaSettlement,
  otaHeldCents,
  otaSettlementAction,
  otaTargetCents,
  settleOta,
  withOtaPayment,
} from '../../functions/src/reservations/ota-payments';
import { balanceDueCents, statusFromPayments } from '../../functions/src/reservations/payment-status';

// Money an OTA collected, kept as `ota` payments on the stay: what the OTA should hold after a revision, the payment
// that brings it there with the paid total and status, and the commission's split over a booking's rooms.

const stay = (more: Partial<ReservationRecord> = {}): ReservationRecord => ({
  id: 'r1',
  guestId: 'g',
  guestFirstName: 'Ana',
  guestLastName: 'Paz',
  roomTypeId: 't',
  roomTypeName: 'Dorm',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  guests: 1,
  totalCents: 5000,
  currency: 'USD',
  bookingSource: 'channel:airbnb',
  status: 'confirmed',
  paymentStatus: 'pending',
  beds: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  ...more,
});
const entry = (id: string) => ({ id, date: '2026-11-02', by: 'channel-manager', note: 'airbnb HMX4TQ' });
const payment = (method: PaymentRecord['method'], amountCents: number): PaymentRecord => ({
  id: `${method}${amountCents}`,
  amountCents,
  method,
  date: '2026-11-02',
  recordedAt: '2026-11-02T00:00:00.000Z',
  recordedBy: 'u',
});

describe('what the OTA should hold', () => {
  it('is the stay when the OTA collects, nothing when the property does, and as before when the channel does not say', () => {
    expect(otaTargetCents('ota', 5000, 0)).toBe(5000);
    expect(otaTargetCents('ota', 6000, 5000)).toBe(6000);
    expect(otaTargetCents('property', 6000, 5000)).toBe(0);
    expect(otaTargetCents(undefined, 6000, 0)).toBe(0);
    expect(otaTargetCents(undefined, 6000, 5000)).toBe(6000);
  });
});

describe('the OTA payment', () => {
  it('settles the nights: paid, nothing owed, no drawer', () => {
    const paid = withOtaPayment(stay(), 5000, entry('p1'));
    expect(paid).toMatchObject({ paidCents: 5000, paymentStatus: 'paid' });
    expect(paid.payments).toEqual([
      {
        id: 'p1',
        amountCents: 5000,
        method: 'ota',
        date: '2026-11-02',
        note: 'airbnb HMX4TQ',
        recordedAt: paid.updatedAt,
        recordedBy: 'channel-manager',
      },
    ]);
    expect(balanceDueCents(paid)).toBe(0);
  });

  it('leaves owed what the OTA did not collect (a charge at the desk)', () => {
    const late = {
      id: 'c',
      kind: 'adjustment' as const,
      description: 'Late',
      quantity: 1,
      unitCents: 1200,
      amountCents: 1200,
      addedAt: '',
      addedBy: 'u',
    };
    const charged = stay({ charges: [late] });
    const paid = withOtaPayment(charged, 5000, entry('p1'));
    expect(paid.paymentStatus).toBe('partial');
    expect(balanceDueCents(paid)).toBe(1200);
  });

  it('moves by the difference when the price changes, and gives it all back on a cancel', () => {
    const first = withOtaPayment(stay(), 5000, entry('p1'));
    const raised = withOtaPayment({ ...first, totalCents: 6000 }, 6000, entry('p2'));
    expect(raised.payments!.map((each) => each.amountCents)).toEqual([5000, 1000]);
    expect(otaHeldCents(raised)).toBe(6000);
    const lowered = withOtaPayment({ ...raised, totalCents: 4500 }, 4500, entry('p3'));
    expect(lowered.payments!.at(-1)!.amountCents).toBe(-1500);
    const canceled = withOtaPayment({ ...lowered, status: 'canceled' }, 0, entry('p4'));
    expect(canceled).toMatchObject({ paidCents: 0, paymentStatus: 'refunded' });
  });

  it("counts only the OTA's own payments: the desk's cash stays the desk's", () => {
    const withCash = stay({ payments: [payment('cash', 1000)], paidCents: 1000, paymentStatus: 'partial' });
    const paid = withOtaPayment(withCash, 5000, entry('p1'));
    expect(paid.payments!.at(-1)!.amountCents).toBe(5000);
    expect(paid).toMatchObject({ paidCents: 6000, paymentStatus: 'paid' });
    expect(otaHeldCents(paid)).toBe(5000);
  });

  it('leaves a live stay owing its whole price once the OTA gives it back (the property collects now): pending, not refunded', () => {
    const back = withOtaPayment(withOtaPayment(stay(), 5000, entry('p1')), 0, entry('p2'));
    expect(back).toMatchObject({ paidCents: 0, paymentStatus: 'pending' });
    expect(balanceDueCents(back)).toBe(5000);
    // A later change of the folio reads the payments so too; the desk's own refund of all it took is still a refund.
    expect(statusFromPayments(5500, back.payments)).toBe('pending');
    expect(statusFromPayments(5000, [payment('card', 5000), payment('card', -5000)])).toBe('refunded');
  });

  it('writes nothing when the OTA already holds the target', () => {
    const paid = withOtaPayment(stay(), 5000, entry('p1'));
    expect(withOtaPayment(paid, 5000, entry('p2'))).toBe(paid);
    const none = stay();
    expect(withOtaPayment(none, 0, entry('p1'))).toBe(none);
  });

  it('is refused on a stay that holds the most payments', () => {
    const full = stay({ payments: Array.from({ length: 50 }, (_, index) => ({ ...payment('card', 1), id: `p${index}` })) });
    expect(() => withOtaPayment(full, 5000, entry('x'))).toThrow(DomainError);
  });
});

describe("a revision's word on the OTA's money", () => {
  it('pays the stay when the OTA collects, with its commission share; keeps it when the next revision says nothing', () => {
    const booked = settleOta(stay(), { collect: 'ota', commissionCents: 750, entry: entry('p1') });
    expect(booked).toMatchObject({ paidCents: 5000, paymentStatus: 'paid', otaCommissionCents: 750 });
    const silent = settleOta({ ...booked, totalCents: 5500 }, { collect: undefined, entry: entry('p2') });
    expect(silent.payments!.map((each) => each.amountCents)).toEqual([5000, 500]);
    expect(silent.otaCommissionCents).toBe(750);
  });

  it('records nothing when the property collects or the channel does not say on a new stay', () => {
    for (const collect of ['property', undefined] as const) expect(settleOta(stay(), { collect, entry: entry('p1') })).toEqual(stay());
  });

  it('gives it all back on a cancel, leaving the commission as it was', () => {
    const booked = settleOta(stay(), { collect: 'ota', commissionCents: 750, entry: entry('p1') });
    const canceled = settleOta(
      { ...booked, status: 'canceled' },
      { collect: 'ota', commissionCents: 900, cancel: true, entry: entry('p2') },
    );
    expect(canceled).toMatchObject({ paidCents: 0, paymentStatus: 'refunded', otaCommissionCents: 750 });
  });

  it("pays a retype's new stay when the OTA held the old one, though the revision does not say who collects", () => {
    const moved = settleOta(stay({ id: 'r2', totalCents: 6000 }), { collect: undefined, heldBefore: 5000, entry: entry('p1') });
    expect(moved).toMatchObject({ paidCents: 6000, paymentStatus: 'paid' });
  });
});

describe('a change of who collects, or of the commission, alone', () => {
  const now = new Date('2026-11-03T12:00:00.000Z');
  const toOta = (after: ReservationRecord) => settleOta(after, { collect: 'ota', commissionCents: 750, entry: entry('p1') });

  it('writes the stay with the OTA payment and commission, a change after the one read, its dates as they were', () => {
    const decision = decideOtaSettlement(stay(), toOta, now);
    expect('change' in decision).toBe(true);
    if (!('change' in decision)) return;
    const [{ before, after }] = decision.change.stays as [{ before: ReservationRecord; after: ReservationRecord }];
    expect(before).toEqual(stay());
    expect(after).toMatchObject({ checkIn: '2026-12-01', checkOut: '2026-12-03', paidCents: 5000, otaCommissionCents: 750 });
    expect(after.updatedAt).toBe(now.toISOString());
    expect(after.payments![0]!.recordedAt).toBe(now.toISOString());
    expect(decision.change.nights).toBeUndefined();
    expect(decision.result).toBe(after);
  });

  it('writes no stay when it holds the revision already (the link is written all the same)', () => {
    const held = toOta(stay());
    expect(decideOtaSettlement(held, toOta, now)).toEqual({ change: { stays: [] }, result: held });
  });

  it('is told in the history as a payment (a refund when it lowers the paid total), or as the commission alone', () => {
    const paid = toOta(stay());
    expect(otaSettlementAction(stay(), paid)).toBe('payment');
    expect(otaSettlementAction(paid, settleOta(paid, { collect: 'property', entry: entry('p2') }))).toBe('payment');
    expect(otaSettlementAction(paid, { ...paid, otaCommissionCents: 0 })).toBe('ota_commission');
  });
});

describe("the commission's split over the rooms", () => {
  it('follows the amounts, to the cent', () => {
    expect(commissionShares(1000, [5000])).toEqual([1000]);
    expect(commissionShares(1000, [3000, 3000, 3000])).toEqual([334, 333, 333]);
    expect(commissionShares(999, [6000, 3000, 0])).toEqual([666, 333, 0]);
    expect(commissionShares(500, [0, 0])).toEqual([500, 0]);
    expect(commissionShares(500, [])).toEqual([]);
  });
});
