import { describe, expect, it } from 'vitest';
import { guestPaysTax, taxCents, taxLine, totalToPay } from '../../shared/src/domain/tourist-tax';
import { folioTotalCents } from '../../functions/src/reservations/payment-status';
import { decideBooking } from '../../functions/src/reservations/stay-decisions';
import { guestTaxLine, offerTaxLine, stayTaxCents, type TaxRule, taxOfBooking } from '../../functions/src/reservations/tourist-tax';
import { pageTotal } from '../../web/src/booking-page/book-page-tax';
import { change, dorm, draft, guest, NOW, nights } from './stay-decision-fixtures';

// What the booking page tells a guest they pay (the offer, the details step) and what the booking keeps are one
// arithmetic: these hold the page's figures to the stored tax, to the cent. No table.

const everyone: TaxRule = { setting: { enabled: true, amountCents: 150, appliesTo: 'everyone' }, country: 'AR', currency: 'USD' };
const abroad: TaxRule = { ...everyone, setting: { enabled: true, amountCents: 150, appliesTo: 'abroad' } };

describe('the shared arithmetic', () => {
  it('only from abroad: a guest of the property country pays none, any other or an unknown country pays', () => {
    expect(guestPaysTax('everyone', 'AR', 'AR')).toBe(true);
    expect(guestPaysTax('abroad', 'AR', 'ar')).toBe(false);
    expect(guestPaysTax('abroad', 'AR', ' AR ')).toBe(false);
    expect(guestPaysTax('abroad', 'AR', 'DE')).toBe(true);
    expect(guestPaysTax('abroad', 'AR', '')).toBe(true);
    // A property with no country: nobody is "from abroad" of it, so everyone pays.
    expect(guestPaysTax('abroad', '', 'AR')).toBe(true);
  });

  it('multiplies in cents and adds in cents: no sum drifts', () => {
    expect(taxCents(150, 2, 2)).toBe(600);
    expect(taxLine(1.5, 2, 2)).toEqual({ per_guest_night: 1.5, guests: 2, nights: 2, amount: 6 });
    expect(taxLine(0.1, 3, 1).amount).toBe(0.3);
    expect(totalToPay(0.1, 0.2)).toBe(0.3);
    expect(totalToPay(108000.1, 4500.2)).toBe(112500.3);
  });
});

describe("the page's figures against the booking's", () => {
  it('an offer carries the tax line while on, in the property currency only, and none while off', () => {
    expect(offerTaxLine(everyone, 'USD', 2, 2)).toEqual({ per_guest_night: 1.5, guests: 2, nights: 2, amount: 6, applies_to: 'everyone' });
    expect(offerTaxLine(abroad, 'USD', 1, 3)).toMatchObject({ amount: 4.5, applies_to: 'abroad' });
    expect(offerTaxLine(everyone, 'ARS', 2, 2)).toBeUndefined();
    expect(offerTaxLine({ ...everyone, setting: { ...everyone.setting!, enabled: false } }, 'USD', 2, 2)).toBeUndefined();
    expect(offerTaxLine(undefined, 'USD', 2, 2)).toBeUndefined();
    // No country on the property: nobody is from abroad of it, so the offer says everyone pays.
    expect(offerTaxLine({ ...abroad, country: '' }, 'USD', 1, 1)).toMatchObject({ amount: 1.5, applies_to: 'everyone' });
  });

  it('the details step shows exactly what the booking keeps, for every rate, party and country', () => {
    for (const rule of [everyone, abroad])
      for (const cents of [1, 99, 150, 333, 2500])
        for (const guests of [1, 2, 3])
          for (const country of ['', 'AR', 'de', 'BR']) {
            const setting = { ...rule.setting!, amountCents: cents };
            const withRate: TaxRule = { ...rule, setting, ...(country ? { guestCountry: country } : {}) };
            const offer = {
              total_price: 39.98,
              tourist_tax: offerTaxLine({ ...rule, setting }, 'USD', guests, 2)!,
            };
            const shown = pageTotal(offer, 'AR', country);
            const { result } = change(
              decideBooking({ guest, nights: nights({}) }, dorm, { ...draft, guests, totalCents: 3998, taxRule: withRate }, [], 'r1', NOW),
            );
            expect(toCentsOf(shown.tax?.amount ?? 0), `${cents} × ${guests} from '${country}'`).toBe(stayTaxCents(result));
            expect(guestTaxLine(result)).toEqual(shown.tax);
            // The total to pay is the booking's folio for it (nights and tax), never a float sum's drift.
            expect(shown.total).toBe(folioTotalCents(result) / 100);
          }
  });

  it("the country typed on the page decides over the stored guest's: the one the page priced with", () => {
    const local = { ...guest, nationality: 'AR' };
    expect(taxOfBooking(abroad, local, 'USD')).toBeUndefined();
    expect(taxOfBooking({ ...abroad, guestCountry: 'DE' }, local, 'USD')).toEqual({ perGuestNightCents: 150 });
    expect(taxOfBooking({ ...abroad, guestCountry: 'ar' }, { ...guest, nationality: 'DE' }, 'USD')).toBeUndefined();
  });

  it('a stay with no tax to pay, or exempt, shows no line; without a tax the offer is its nights alone', () => {
    const base = { checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 2 };
    expect(guestTaxLine(base)).toBeUndefined();
    expect(
      guestTaxLine({ ...base, touristTax: { perGuestNightCents: 150, exempt: { reason: 'Resident', by: 'x', at: 'y' } as never } }),
    ).toBeUndefined();
    expect(pageTotal({ total_price: 40 }, 'AR', 'DE')).toEqual({ total: 40 });
  });
});

const toCentsOf = (amount: number) => Math.round(amount * 100);
