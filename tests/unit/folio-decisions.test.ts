import { describe, expect, it } from 'vitest';
import type { ExtraRecord } from '../../functions/src/data/extra-repository';
import type { PropertyRecord } from '../../functions/src/data/property-repository';
import type { TenantId } from '../../functions/src/data/tenant';
import { Clash, Invalid, Missing, Refused } from '../../functions/src/domain-errors';
import type { Decision } from '../../functions/src/reservations/change-runner';
import { decideCharge, type NewCharge, quantityOf, touristTaxCents } from '../../functions/src/reservations/folio-decision';
import { decidePayment } from '../../functions/src/reservations/payment-decision';
import {
  balanceCents,
  balanceDueCents,
  creditCentsOf,
  folioTotalCents,
  MAX_FOLIO_CENTS,
  statusFromPayments,
} from '../../functions/src/reservations/payment-status';
import { decideReceipt } from '../../functions/src/reservations/receipt-decision';
import { NOW, stay } from './stay-decision-fixtures';

// The folio's decisions: an extra's quantity from its rule, charges and their refusals, the tourist tax with
// its exemptions, the balance the charges and payments give, and a receipt's number. No table.

function change<C, R>(decision: Decision<C, R>): { change: C; result: R } {
  if ('done' in decision) throw new Error('expected a change');
  return decision;
}

const breakfast: ExtraRecord = {
  id: 'x1',
  name: 'Breakfast',
  priceCents: 500,
  charged: 'per_guest_night',
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const extra = (fields: Partial<NewCharge & { kind: 'extra' }> = {}): NewCharge => ({
  kind: 'extra',
  extra: breakfast,
  by: 'u1',
  ...fields,
});
const payment = (amountCents: number) => ({
  id: `p${amountCents}`,
  amountCents,
  method: 'cash' as const,
  date: '2026-12-01',
  recordedAt: 'x',
  recordedBy: 'u1',
});

describe('an extra on a stay', () => {
  it('takes its quantity from its rule: per stay, per night, per guest, per guest per night', () => {
    const threeNightsTwoGuests = stay({ checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 2 });
    expect(quantityOf('per_stay', threeNightsTwoGuests)).toBe(1);
    expect(quantityOf('per_night', threeNightsTwoGuests)).toBe(3);
    expect(quantityOf('per_guest', threeNightsTwoGuests)).toBe(2);
    expect(quantityOf('per_guest_night', threeNightsTwoGuests)).toBe(6);
  });

  it('adds a line at the extra price, the quantity the desk typed winning over the rule; the folio and the status follow', () => {
    const paid = stay({ guests: 2, payments: [payment(2000)], paidCents: 2000, paymentStatus: 'paid' });
    const { result } = change(decideCharge(paid, extra(), 'c1', NOW));
    expect(result.charges).toEqual([
      expect.objectContaining({
        id: 'c1',
        kind: 'extra',
        description: 'Breakfast',
        extraId: 'x1',
        quantity: 4,
        unitCents: 500,
        amountCents: 2000,
      }),
    ]);
    expect(folioTotalCents(result)).toBe(4000);
    expect(balanceCents(result)).toBe(2000);
    expect(result.paymentStatus).toBe('partial');
    expect(result.updatedAt > paid.updatedAt).toBe(true);
    expect(change(decideCharge(paid, extra({ quantity: 1 }), 'c1', NOW)).result.charges?.[0]?.amountCents).toBe(500);
  });

  it('refuses an extra that is gone or no longer sold, and any charge on a canceled or no-show stay', () => {
    expect(() => decideCharge(stay(), extra({ extra: undefined }), 'c1', NOW)).toThrow(Missing);
    expect(() => decideCharge(stay(), extra({ extra: { ...breakfast, active: false } }), 'c1', NOW)).toThrow(
      'Breakfast is not sold any more',
    );
    for (const status of ['canceled', 'no_show'] as const)
      expect(() => decideCharge(stay({ status }), extra(), 'c1', NOW)).toThrow('A canceled or no-show reservation takes no charges');
  });
});

describe('adjustments and discounts', () => {
  const discount = (amountCents: number, manager = true): NewCharge => ({
    kind: 'discount',
    amountCents,
    reason: 'Loyal guest',
    by: 'u1',
    manager,
  });

  it("are a manager's or an admin's, with the reason as the line's description; a discount takes off", () => {
    expect(() => decideCharge(stay(), discount(500, false), 'c1', NOW)).toThrow(Refused);
    const { result } = change(decideCharge(stay(), discount(500), 'c1', NOW));
    expect(result.charges?.[0]).toMatchObject({ kind: 'discount', description: 'Loyal guest', quantity: 1, amountCents: -500 });
    expect(folioTotalCents(result)).toBe(1500);
    const up = change(
      decideCharge(stay(), { kind: 'adjustment', amountCents: 300, reason: 'Late check-out', by: 'u1', manager: true }, 'c2', NOW),
    );
    expect(folioTotalCents(up.result)).toBe(2300);
  });

  it('never take the folio below 0', () => {
    expect(() => decideCharge(stay(), discount(2001), 'c1', NOW)).toThrow("A discount cannot be more than the folio's total ($20.00)");
    expect(folioTotalCents(change(decideCharge(stay(), discount(2000), 'c1', NOW)).result)).toBe(0);
  });

  it('hold at most 50 charges', () => {
    const full = stay({
      charges: Array.from({ length: 50 }, (_, index) => ({
        ...change(decideCharge(stay(), extra(), `c${index}`, NOW)).result.charges![0]!,
      })),
    });
    expect(() => decideCharge(full, extra(), 'c51', NOW)).toThrow(Clash);
  });
});

describe("the bound of a stay's total", () => {
  const gold: ExtraRecord = { ...breakfast, id: 'x2', name: 'Gold', priceCents: 9_999_999_999_999, charged: 'per_stay' };
  const adjustment = (amountCents: number): NewCharge => ({ kind: 'adjustment', amountCents, reason: 'Suite', by: 'u1', manager: true });

  it('is $100,000,000,000.00, far below 2^53 cents', () => {
    expect(MAX_FOLIO_CENTS).toBe(10_000_000_000_000);
    expect(Number.isSafeInteger(MAX_FOLIO_CENTS * 100)).toBe(true);
  });

  it("refuses with a 400 a charge line above it: a typed quantity, or the rule's guests and nights", () => {
    const said = 'Amount must be at most $100,000,000,000.00';
    expect(() => decideCharge(stay(), extra({ extra: gold, quantity: 999 }), 'c1', NOW)).toThrow(Invalid);
    expect(() => decideCharge(stay(), extra({ extra: gold, quantity: 999 }), 'c1', NOW)).toThrow(said);
    const long = stay({ checkIn: '2026-12-01', checkOut: '2027-03-01', guests: 20 });
    expect(() => decideCharge(long, extra({ extra: { ...gold, charged: 'per_guest_night' } }), 'c1', NOW)).toThrow(said);
    expect(() => decideCharge(stay(), adjustment(MAX_FOLIO_CENTS + 1), 'c1', NOW)).toThrow(said);
  });

  it('refuses with a 409 a charge that takes the folio past it; a discount still lowers a folio already past it', () => {
    const said = 'Total price must be at most $100,000,000,000.00';
    const atMost = change(decideCharge(stay({ totalCents: 0 }), adjustment(MAX_FOLIO_CENTS), 'c1', NOW)).result;
    expect(folioTotalCents(atMost)).toBe(MAX_FOLIO_CENTS);
    expect(() => decideCharge(stay(), adjustment(MAX_FOLIO_CENTS), 'c1', NOW)).toThrow(Clash);
    expect(() => decideCharge(stay(), adjustment(MAX_FOLIO_CENTS), 'c1', NOW)).toThrow(said);
    expect(() => decideCharge(stay(), extra({ extra: gold, quantity: 1 }), 'c1', NOW)).toThrow(said);
    // A tourist tax of $99,999,999,999.99 per guest per night on 20 guests × 90 nights: the folio is past it already.
    const taxed = stay({
      checkIn: '2026-12-01',
      checkOut: '2027-03-01',
      guests: 20,
      touristTax: { perGuestNightCents: 9_999_999_999_999 },
    });
    expect(() => decideCharge(taxed, extra({ quantity: 1 }), 'c1', NOW)).toThrow(said);
    const lower = change(decideCharge(taxed, { kind: 'discount', amountCents: 500, reason: 'Sorry', by: 'u1', manager: true }, 'c1', NOW));
    expect(lower.result.charges?.[0]?.amountCents).toBe(-500);
  });
});

describe('the tourist tax', () => {
  const threeNightsTwoGuests = stay({ checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 2 });
  it('is the amount per guest per night while on; nothing while off or when the stay is exempt', () => {
    expect(touristTaxCents({ amountCents: 150, enabled: true }, threeNightsTwoGuests)).toBe(900);
    expect(touristTaxCents({ amountCents: 150, enabled: false }, threeNightsTwoGuests)).toBe(0);
    expect(touristTaxCents(undefined, threeNightsTwoGuests)).toBe(0);
    expect(touristTaxCents({ amountCents: 150, enabled: true }, threeNightsTwoGuests, { reason: 'Resident' })).toBe(0);
  });
});

describe('the balance', () => {
  it('is the nights plus the charges less the payments; negative is a credit, and what is due never goes below 0', () => {
    const charged = change(decideCharge(stay(), extra(), 'c1', NOW)).result;
    expect(balanceCents(charged)).toBe(3000);
    const over = { ...charged, payments: [payment(3500)], paidCents: 3500 };
    expect(balanceCents(over)).toBe(-500);
    expect(balanceDueCents(over)).toBe(0);
    expect(statusFromPayments(folioTotalCents(charged), [payment(2000)])).toBe('partial');
    expect(statusFromPayments(folioTotalCents(charged), [payment(3000)])).toBe('paid');
  });

  it("gives the credit and what is due from the folio's total: a charge takes from the credit, and a payment is checked against the folio", () => {
    const over = stay({ payments: [payment(2500)], paidCents: 2500, paymentStatus: 'paid' });
    expect([creditCentsOf(over), balanceDueCents(over)]).toEqual([500, 0]);
    const charged = change(decideCharge(over, extra(), 'c1', NOW)).result;
    expect([creditCentsOf(charged), balanceDueCents(charged), charged.paymentStatus]).toEqual([0, 500, 'partial']);
    const cash = (cents: number) => ({ amountCents: () => cents, method: 'cash' as const, date: '2026-12-01', by: 'u1' });
    expect(() => decidePayment(charged, cash(600), 'p2', NOW)).toThrow(Clash);
    const settled = change(decidePayment(charged, cash(500), 'p2', NOW)).result;
    expect([settled.paymentStatus, balanceDueCents(settled), creditCentsOf(settled)]).toEqual(['paid', 0, 0]);
  });
});

describe('a receipt', () => {
  const property = {
    id: 'p1' as TenantId,
    name: 'Casa Azul',
    timeZone: 'UTC',
    street: 'Defensa 1',
    city: 'Buenos Aires',
    postalCode: 'C1065',
    countryCode: 'AR',
    createdAt: '',
    updatedAt: '',
  } satisfies PropertyRecord;
  const paidStay = {
    ...change(decideCharge(stay({ guestLanguage: 'es-AR' }), extra(), 'c1', NOW)).result,
    payments: [payment(1000)],
    paidCents: 1000,
  };

  it("takes the number after the property's last, in the guest's language, with the folio's lines and totals", () => {
    const { result } = change(
      decideReceipt({ reservation: paidStay, property, guest: undefined, issued: undefined, last: 7 }, 'p1000', 'en', NOW),
    );
    expect(result).toMatchObject({
      number: 8,
      payment_id: 'p1000',
      language: 'es-AR',
      currency: 'USD',
      issuer: { name: 'Casa Azul', address: 'Defensa 1, C1065 Buenos Aires, AR' },
      customer: { name: 'Ana Diaz' },
      lines: [
        { kind: 'nights', description: 'Dorm', quantity: 1, amount: 20 },
        { kind: 'extra', description: 'Breakfast', quantity: 2, unit_price: 5, amount: 10 },
      ],
      folio_total: 30,
      paid: 10,
      paid_total: 10,
      balance: 20,
    });
  });

  it('names a payment in dollars as handed over, with its rate, beside its value in the stay’s currency', () => {
    const inDollars = {
      ...paidStay,
      payments: [{ ...payment(7352), currency: 'USD' as const, foreignCents: 7, rate: 1050.2525 }],
      currency: 'ARS' as const,
    };
    const { result } = change(
      decideReceipt({ reservation: inDollars, property, guest: undefined, issued: undefined, last: 0 }, 'p7352', 'en', NOW),
    );
    expect(result).toMatchObject({ paid: 73.52, paid_in: { currency: 'USD', amount: 0.07, exchange_rate: 1050.2525 } });
    expect(
      change(decideReceipt({ reservation: paidStay, property, guest: undefined, issued: undefined, last: 0 }, 'p1000', 'en', NOW)).result
        .paid_in,
    ).toBeUndefined();
  });

  it("is in the desk's language when the guest booked in none", () => {
    const desk = { ...paidStay, guestLanguage: undefined };
    const { result } = change(
      decideReceipt({ reservation: desk, property, guest: undefined, issued: undefined, last: 0 }, 'p1000', 'es-AR', NOW),
    );
    expect(result.language).toBe('es-AR');
  });

  it('is the one issued before, when there is one; a payment not on the stay is not found', () => {
    const { result } = change(
      decideReceipt({ reservation: paidStay, property, guest: undefined, issued: undefined, last: 0 }, 'p1000', 'en', NOW),
    );
    expect(decideReceipt({ reservation: paidStay, property, guest: undefined, issued: result, last: 5 }, 'p1000', 'en', NOW)).toEqual({
      done: result,
    });
    expect(() =>
      decideReceipt({ reservation: paidStay, property, guest: undefined, issued: undefined, last: 0 }, 'nope', 'en', NOW),
    ).toThrow('Payment not found');
  });
});
