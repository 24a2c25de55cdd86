import { describe, expect, it } from 'vitest';
import { Clash } from '../../functions/src/domain-errors';
import { decideTaxExemption } from '../../functions/src/reservations/folio-decision';
import { balanceCents, folioTotalCents } from '../../functions/src/reservations/payment-status';
import { decideReceipt } from '../../functions/src/reservations/receipt-decision';
import { decideBooking, decideMove } from '../../functions/src/reservations/stay-decisions';
import { stayTaxCents, type TaxRule, taxOfBooking, taxRuleOf } from '../../functions/src/reservations/tourist-tax';
import { stayTaxView } from '../../functions/src/reservations/views';
import { change, dorm, draft, guest, NOW, nights, stay } from './stay-decision-fixtures';

// The tourist tax: the rate a stay is booked under, the tax derived from its guests and nights as they are
// now, the desk's exemption with a reason, and the balance that includes it. No table.

const everyone: TaxRule = { setting: { enabled: true, amountCents: 150, appliesTo: 'everyone' }, country: 'AR', currency: 'USD' };
const abroad: TaxRule = { ...everyone, setting: { enabled: true, amountCents: 150, appliesTo: 'abroad' } };

describe('the rate a stay is booked under', () => {
  it('is the setting while on and charging, in the property currency only', () => {
    expect(taxOfBooking(everyone, guest, 'USD')).toEqual({ perGuestNightCents: 150 });
    expect(
      taxOfBooking({ ...everyone, setting: { enabled: false, amountCents: 150, appliesTo: 'everyone' } }, guest, 'USD'),
    ).toBeUndefined();
    expect(taxOfBooking({ ...everyone, setting: { enabled: true, amountCents: 0, appliesTo: 'everyone' } }, guest, 'USD')).toBeUndefined();
    expect(taxOfBooking(everyone, guest, 'ARS')).toBeUndefined();
    expect(taxOfBooking(undefined, guest, 'USD')).toBeUndefined();
  });

  it('only from abroad: none for a guest of the property country (nationality first), the tax for others and for an unknown country', () => {
    expect(taxOfBooking(abroad, { ...guest, nationality: 'ar' }, 'USD')).toBeUndefined();
    expect(taxOfBooking(abroad, { ...guest, countryCode: 'AR' }, 'USD')).toBeUndefined();
    expect(taxOfBooking(abroad, { ...guest, nationality: 'BR', countryCode: 'AR' }, 'USD')).toEqual({ perGuestNightCents: 150 });
    expect(taxOfBooking(abroad, guest, 'USD')).toEqual({ perGuestNightCents: 150 });
  });

  it("reads the property's rule: its setting, country and currency (a property before currencies: its country's)", () => {
    const property = { id: 'p' as never, name: 'H', timeZone: 'UTC', countryCode: 'AR', createdAt: '', updatedAt: '' };
    expect(taxRuleOf({ ...property, touristTax: everyone.setting })).toEqual({ ...everyone, currency: 'ARS' });
    expect(taxRuleOf(undefined)).toBeUndefined();
  });

  it('is kept by a booking, and the folio adds rate × guests × nights beside the nights', () => {
    const { result } = change(decideBooking({ guest, nights: nights({}) }, dorm, { ...draft, taxRule: everyone }, [], 'r9', NOW));
    expect(result.touristTax).toEqual({ perGuestNightCents: 150 });
    expect('taxRule' in result).toBe(false);
    expect(result.totalCents).toBe(4000);
    expect(folioTotalCents(result)).toBe(4000 + 150 * 2 * 2);
  });
});

describe("a stay's tax", () => {
  const taxed = stay({
    checkIn: '2026-12-01',
    checkOut: '2026-12-04',
    guests: 2,
    totalCents: 6000,
    touristTax: { perGuestNightCents: 150 },
  });

  it('is derived from the guests and nights as they are now: a date change recomputes it and the status follows', () => {
    expect(stayTaxCents(taxed)).toBe(900);
    expect(stayTaxView(taxed)).toEqual({ per_guest_night: 1.5, guests: 2, nights: 3, amount: 9, exempt_reason: '' });
    const paid = {
      ...taxed,
      payments: [{ id: 'p', amountCents: 6900, method: 'cash' as const, date: '2026-12-01', recordedAt: 'x', recordedBy: 'u' }],
    };
    const moved = change(
      decideMove(
        { ...paid, paidCents: 6900, paymentStatus: 'paid' },
        dorm,
        nights({}),
        { checkIn: '2026-12-01', checkOut: '2026-12-05', guests: 2, totalCents: 6000 },
        NOW,
      ),
    ).result;
    expect(stayTaxCents(moved)).toBe(1200);
    expect(balanceCents(moved)).toBe(300);
    expect(moved.paymentStatus).toBe('partial');
  });

  it('is exempted by the desk with a reason (0, the folio and the status follow), and the exemption can be taken back', () => {
    const paid = {
      ...taxed,
      payments: [{ id: 'p', amountCents: 6000, method: 'cash' as const, date: '2026-12-01', recordedAt: 'x', recordedBy: 'u' }],
      paidCents: 6000,
      paymentStatus: 'partial' as const,
    };
    const exempt = change(decideTaxExemption(paid, { exempt: true, reason: 'Resident', by: 'u1' }, NOW)).result;
    expect(exempt.touristTax).toEqual({ perGuestNightCents: 150, exempt: { reason: 'Resident', by: 'u1', at: exempt.updatedAt } });
    expect([stayTaxCents(exempt), folioTotalCents(exempt), exempt.paymentStatus]).toEqual([0, 6000, 'paid']);
    expect(decideTaxExemption(exempt, { exempt: true, reason: 'Resident', by: 'u2' }, NOW)).toEqual({ done: exempt });
    const back = change(decideTaxExemption(exempt, { exempt: false }, NOW)).result;
    expect([stayTaxCents(back), back.paymentStatus, back.touristTax?.exempt]).toEqual([900, 'partial', undefined]);
    expect(decideTaxExemption(back, { exempt: false }, NOW)).toEqual({ done: back });
  });

  it('is not exempted when a discount covers it: the folio would go below 0', () => {
    // Nights 60.00 and tax 9.00, less a discount of the whole 69.00: taking the tax off leaves -9.00.
    const discount = {
      id: 'c',
      kind: 'discount' as const,
      description: 'All',
      quantity: 1,
      unitCents: -6900,
      amountCents: -6900,
      addedAt: 'x',
      addedBy: 'u',
    };
    const covered = { ...taxed, charges: [discount] };
    expect(folioTotalCents(covered)).toBe(0);
    expect(() => decideTaxExemption(covered, { exempt: true, reason: 'Resident', by: 'u1' }, NOW)).toThrow(Clash);
  });

  it('cannot be exempted on a stay booked without it', () => {
    expect(() => decideTaxExemption(stay(), { exempt: true, reason: 'Resident', by: 'u1' }, NOW)).toThrow(Clash);
  });

  it("is a line of the receipt, so the lines add up to the folio's total", () => {
    const paid = {
      ...taxed,
      payments: [{ id: 'p', amountCents: 1000, method: 'cash' as const, date: '2026-12-01', recordedAt: 'x', recordedBy: 'u' }],
      paidCents: 1000,
    };
    const property = { id: 'p' as never, name: 'H', timeZone: 'UTC', createdAt: '', updatedAt: '' };
    const receipt = change(decideReceipt({ reservation: paid, property, guest, issued: undefined, last: 0 }, 'p', 'en', NOW) as never)
      .result as {
      lines: { kind: string; quantity: number; unit_price: number; amount: number }[];
      folio_total: number;
    };
    expect(receipt.lines.at(-1)).toEqual({ kind: 'tourist_tax', description: '', quantity: 6, unit_price: 1.5, amount: 9 });
    expect(receipt.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(receipt.folio_total);
  });
});
