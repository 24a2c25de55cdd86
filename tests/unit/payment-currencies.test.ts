import { describe, expect, it } from 'vitest';
import { convertedCents } from '../../shared/src/domain/exchange';
import { Clash, Invalid } from '../../functions/src/domain-errors';
import type { Decision } from '../../functions/src/reservations/change-runner';
import { decidePayment, drawerAmountOf, type NewPayment } from '../../functions/src/reservations/payment-decision';
import { balanceDueCents, balanceOf, folioTotalCents, paidInCents } from '../../functions/src/reservations/payment-status';
import type { StayWrite } from '../../functions/src/reservations/stay-rules';
import { NOW, stay } from './stay-decision-fixtures';

// Payments in the stay's currency or in dollars at a typed rate, overpayments only when confirmed (the rest
// is the guest's credit), refunds capped by what was paid in their currency, cash counted toward a shift.

function result<R>(decision: Decision<StayWrite, R>): R {
  if ('done' in decision) throw new Error('expected a change');
  return decision.result;
}

const ars = (fields = {}) => stay({ currency: 'ARS', totalCents: 5_000_000, ...fields });
const pay = (cents: number, more: Partial<NewPayment> = {}): NewPayment => ({
  amountCents: () => cents,
  method: 'cash',
  date: '2026-12-01',
  by: 'u1',
  ...more,
});

describe('the value of a payment in dollars', () => {
  it('is the exact product rounded to the nearest cent, halves away from zero', () => {
    expect(convertedCents(10_000, 1050.25)).toBe(10_502_500);
    expect(convertedCents(1, 0.005)).toBe(0);
    expect(convertedCents(1, 0.5)).toBe(1);
    expect(convertedCents(3, 0.5)).toBe(2);
    expect(convertedCents(-3, 0.5)).toBe(-2);
    // Exact where floating point is not: 12,345,678,901 cents × 1234.5678 = 15,241,577,640,313.8 cents.
    expect(convertedCents(12_345_678_901, 1234.5678)).toBe(15_241_577_640_314);
  });

  it('is whole units in a currency without cents, so its balance can be paid as typed', () => {
    // US$10 at 950.55 is 9,505.5 pesos: 9,506, and a refund at the same rate mirrors it.
    expect(convertedCents(1_000, 950.55, 0)).toBe(950_600);
    expect(convertedCents(-1_000, 950.55, 0)).toBe(-950_600);
    const clp = stay({ currency: 'CLP', totalCents: 9_000_000 });
    const paid = result(decidePayment(clp, pay(1_000, { currency: 'USD', rate: 950.55 }), 'p1', NOW));
    expect(paid).toMatchObject({ paidCents: 950_600 });
    expect(balanceDueCents(paid) % 100).toBe(0);
  });

  it('keeps the currency, the amount in it and the rate on the payment; the paid total takes the value', () => {
    const paid = result(decidePayment(ars(), pay(2_000, { currency: 'USD', rate: 1_200 }), 'p1', NOW));
    expect(paid.payments?.[0]).toMatchObject({ amountCents: 2_400_000, currency: 'USD', foreignCents: 2_000, rate: 1_200 });
    expect(paid).toMatchObject({ paidCents: 2_400_000, paymentStatus: 'partial' });
    expect(paidInCents(paid, 'USD')).toBe(2_000);
    expect(paidInCents(paid, 'ARS')).toBe(0);
  });

  it('refuses a rate without another currency, a currency other than dollars, and dollars without a rate', () => {
    expect(() => decidePayment(ars(), pay(100, { rate: 2 }), 'p', NOW)).toThrow(Invalid);
    expect(() => decidePayment(ars(), pay(100, { currency: 'EUR', rate: 2 }), 'p', NOW)).toThrow(
      "A payment is in the reservation's currency (ARS) or in USD",
    );
    expect(() => decidePayment(ars(), pay(100, { currency: 'USD' }), 'p', NOW)).toThrow('A payment in USD needs the exchange rate');
    // A stay in dollars takes dollars as its own currency: no rate.
    expect(result(decidePayment(stay(), pay(100, { currency: 'USD' }), 'p', NOW)).payments?.[0]?.currency).toBeUndefined();
  });
});

describe('more than the balance', () => {
  it('is refused unless confirmed, then the rest is the guest’s credit', () => {
    expect(() => decidePayment(ars(), pay(99_999_999_900), 'p', NOW)).toThrow(Clash);
    expect(() => decidePayment(ars(), pay(5_000_001), 'p', NOW)).toThrow(
      'This payment (ARS\u00a050,000.01) is more than the balance due (ARS\u00a050,000.00): confirm it to keep the rest as the guest’s credit',
    );
    const over = result(decidePayment(ars(), pay(6_000_000, { allowCredit: true }), 'p', NOW));
    expect(balanceOf(over.totalCents, over.paidCents ?? 0, over.paymentStatus)).toEqual({
      dueCents: 0,
      creditCents: 1_000_000,
      balanceCents: -1_000_000,
    });
    expect(over.paymentStatus).toBe('paid');
  });

  it('counts a dollar payment at its value', () => {
    expect(() => decidePayment(ars(), pay(5_000, { currency: 'USD', rate: 1_000.01 }), 'p', NOW)).toThrow(Clash);
    expect(result(decidePayment(ars(), pay(5_000, { currency: 'USD', rate: 1_000 }), 'p', NOW)).paymentStatus).toBe('paid');
  });
});

describe('refunds', () => {
  it('never exceed what was paid in their currency', () => {
    const paid = result(decidePayment(ars(), pay(1_000, { currency: 'USD', rate: 1_000 }), 'p1', NOW));
    expect(() => decidePayment(paid, pay(-1), 'r', NOW)).toThrow('A refund cannot be more than was paid (ARS\u00a00.00)');
    expect(() => decidePayment(paid, pay(-1_001, { currency: 'USD', rate: 1_000 }), 'r', NOW)).toThrow(
      'A refund cannot be more than was paid in USD ($10.00)',
    );
    const back = result(decidePayment(paid, pay(-1_000, { currency: 'USD', rate: 1_000 }), 'r', NOW));
    expect(back).toMatchObject({ paidCents: 0, paymentStatus: 'refunded' });
  });

  it('never take the paid total below 0: the last dollars given back at a higher rate take it to 0, others are refused', () => {
    const paid = result(decidePayment(ars(), pay(2_000, { currency: 'USD', rate: 1_000 }), 'p1', NOW));
    expect(() => decidePayment(paid, pay(-1_900, { currency: 'USD', rate: 1_100 }), 'r', NOW)).toThrow(
      'At this rate the refund is worth ARS\u00a020,900.00, more than the USD paid were worth (ARS\u00a020,000.00)',
    );
    expect(result(decidePayment(paid, pay(-2_000, { currency: 'USD', rate: 1_100 }), 'r', NOW))).toMatchObject({ paidCents: 0 });
    // Part of them at the higher rate, within what was paid, stands.
    expect(result(decidePayment(paid, pay(-1_000, { currency: 'USD', rate: 1_100 }), 'r', NOW))).toMatchObject({ paidCents: 900_000 });
  });

  it('give back pesos and dollars paid together to 0 in either order, the dollars at a higher rate', () => {
    // US$10 at 1,000 and ARS 5,000 paid; both given back, the dollars at 1,200.
    const dollars = result(decidePayment(ars(), pay(1_000, { currency: 'USD', rate: 1_000 }), 'p1', NOW));
    const both = result(decidePayment(dollars, pay(500_000), 'p2', NOW));
    const pesosBack = pay(-500_000);
    const dollarsBack = pay(-1_000, { currency: 'USD', rate: 1_200 });
    const pesosFirst = result(decidePayment(result(decidePayment(both, pesosBack, 'r1', NOW)), dollarsBack, 'r2', NOW));
    const dollarsFirst = result(decidePayment(result(decidePayment(both, dollarsBack, 'r1', NOW)), pesosBack, 'r2', NOW));
    for (const after of [pesosFirst, dollarsFirst]) {
      expect(after).toMatchObject({ paidCents: 0, paymentStatus: 'refunded' });
      // The dollars back count what the dollars were worth (ARS 10,000), not ARS 12,000, in either order.
      expect(after.payments!.map((payment) => payment.amountCents).sort((a, b) => a - b)).toEqual([
        -1_000_000, -500_000, 500_000, 1_000_000,
      ]);
    }
  });

  it('give back dollars in parts at the rate they were paid at, whatever the rounding of each part', () => {
    // US$2 at 950.5 is CLP 1,901 (whole pesos); US$1 back at 950.5 is 951 twice: the last one takes the paid total to 0.
    const clp = stay({ currency: 'CLP', totalCents: 9_000_000 });
    const paid = result(decidePayment(clp, pay(200, { currency: 'USD', rate: 950.5 }), 'p1', NOW));
    expect(paid.paidCents).toBe(190_100);
    const half = result(decidePayment(paid, pay(-100, { currency: 'USD', rate: 950.5 }), 'r1', NOW));
    expect(half.paidCents).toBe(95_000);
    expect(result(decidePayment(half, pay(-100, { currency: 'USD', rate: 950.5 }), 'r2', NOW))).toMatchObject({ paidCents: 0 });
  });
});

describe("the bound of a stay's total", () => {
  const MAX = 10_000_000_000_000;

  it('refuses with a 400 dollars worth more than it at their rate, even with allow_credit, and writes every number a safe integer', () => {
    const huge = pay(10_000_000_000, { currency: 'USD', rate: 1_000_000, allowCredit: true });
    expect(() => decidePayment(ars(), huge, 'p', NOW)).toThrow(Invalid);
    expect(() => decidePayment(ars(), huge, 'p', NOW)).toThrow('Amount must be at most ARS\u00a0100,000,000,000.00');
    const most = result(decidePayment(ars(), pay(10_000_000, { currency: 'USD', rate: 1_000_000, allowCredit: true }), 'p', NOW));
    expect(most.paidCents).toBe(MAX);
    expect(Number.isSafeInteger(most.paidCents)).toBe(true);
  });

  it('refuses with a 400 "Mark as Paid" of a balance above it (a folio past it by its tourist tax)', () => {
    const taxed = ars({ checkIn: '2026-12-01', checkOut: '2027-03-01', guests: 20, touristTax: { perGuestNightCents: 9_999_999_999_999 } });
    const owed = pay(0);
    owed.amountCents = (current) =>
      Math.max(0, balanceOf(folioTotalCents(current), current.paidCents ?? 0, current.paymentStatus).balanceCents);
    expect(() => decidePayment(taxed, owed, 'p', NOW)).toThrow(Invalid);
    expect(() => decidePayment(taxed, owed, 'p', NOW)).toThrow('Amount must be at most ARS\u00a0100,000,000,000.00');
  });

  it('refuses with a 409 a payment that takes the paid total past it; a refund from there stands', () => {
    const paid = ars({ totalCents: MAX, paidCents: MAX - 100, payments: [] });
    expect(() => decidePayment(paid, pay(101, { allowCredit: true }), 'p', NOW)).toThrow(Clash);
    expect(() => decidePayment(paid, pay(101, { allowCredit: true }), 'p', NOW)).toThrow(
      'Total price must be at most ARS\u00a0100,000,000,000.00',
    );
    expect(result(decidePayment(paid, pay(100), 'p', NOW)).paidCents).toBe(MAX);
  });
});

describe('the cash drawer', () => {
  const shift = { id: 's1', currencies: ['ARS', 'USD'] as const };

  it('links a cash payment in one of the shift’s currencies, and nothing else', () => {
    const cash = result(decidePayment(ars(), pay(1_000, { currency: 'USD', rate: 1_000 }), 'p', NOW, shift));
    expect(cash.payments?.[0]?.shiftId).toBe('s1');
    expect(drawerAmountOf(cash.payments![0]!, 'ARS')).toEqual({ currency: 'USD', cents: 1_000 });
    const card = result(decidePayment(ars(), pay(1_000, { method: 'card' }), 'p', NOW, shift));
    expect(card.payments?.[0]?.shiftId).toBeUndefined();
    const euros = result(decidePayment(stay({ currency: 'EUR' }), pay(1_000), 'p', NOW, shift));
    expect(euros.payments?.[0]?.shiftId).toBeUndefined();
  });
});

describe('a canceled stay', () => {
  it('shows nothing to pay, whatever was paid', () => {
    expect(balanceDueCents(ars({ status: 'canceled' }))).toBe(0);
    expect(balanceDueCents(ars({ status: 'no_show', paidCents: 1_000_000 }))).toBe(4_000_000);
  });
});
