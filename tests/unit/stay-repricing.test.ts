import { describe, expect, it } from 'vitest';
import type { NightItem } from '../../functions/src/data/night-inventory-repository';
import { decideCheckOut } from '../../functions/src/reservations/check-in-out-decision';
import { folioTotalCents, MAX_FOLIO_CENTS } from '../../functions/src/reservations/payment-status';
import { decideBooking, decideDetails, decideMove } from '../../functions/src/reservations/stay-decisions';
import { priceOfChange } from '../../functions/src/reservations/stay-pricing';
import { nightsTotal, repriceNights } from '../../shared/src/domain/stay-price';
import { actor, change, dorm, double, draft, guest, nights, NOW, stay } from './stay-decision-fixtures';

// Prices follow dates: a change of dates, guests or type reprices the nights from the rates (a night kept
// keeps the price it was booked at), a total the client sends stands as sent, and "keep the price" keeps the total.

/** The dorm's nights with a custom rate (cents per bed) on some of them; the base is 1000. */
function rated(rates: Record<string, number>): Map<string, NightItem> {
  const read = nights(Object.fromEntries(Object.keys(rates).map((date) => [date, {}])));
  for (const [date, cents] of Object.entries(rates)) read.get(date)!.customRateCents = cents;
  return read;
}

/** Booked for two nights at 1000 and 1200 a bed, for one guest. */
const booked = stay({
  totalCents: 2200,
  nightPrices: [
    { date: '2026-12-01', cents: 1000 },
    { date: '2026-12-02', cents: 1200 },
  ],
});

describe('repricing a stay', () => {
  it('prices a night added from the rates and keeps the nights it keeps', () => {
    const { result } = change(
      decideMove(booked, dorm, rated({ '2026-12-03': 1500 }), { checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 1 }, NOW),
    );
    expect(result.totalCents).toBe(3700);
    expect(result.nightPrices).toEqual([
      { date: '2026-12-01', cents: 1000 },
      { date: '2026-12-02', cents: 1200 },
      { date: '2026-12-03', cents: 1500 },
    ]);
  });

  it('drops the price of a night removed', () => {
    const { result } = change(decideMove(booked, dorm, nights({}), { checkIn: '2026-12-02', checkOut: '2026-12-03', guests: 1 }, NOW));
    expect(result).toMatchObject({ totalCents: 1200, nightPrices: [{ date: '2026-12-02', cents: 1200 }] });
  });

  it('prices a stay moved to other nights at those nights’ rates, keeping the nights it still has', () => {
    const { result } = change(
      decideMove(booked, dorm, rated({ '2026-12-03': 800 }), { checkIn: '2026-12-02', checkOut: '2026-12-04', guests: 1 }, NOW),
    );
    expect(result.nightPrices).toEqual([
      { date: '2026-12-02', cents: 1200 },
      { date: '2026-12-03', cents: 800 },
    ]);
    expect(result.totalCents).toBe(2000);
  });

  it('reprices every night per bed when the guests change in a dorm', () => {
    const read = rated({ '2026-12-01': 900, '2026-12-02': 1100 });
    const { result } = change(decideMove(booked, dorm, read, { checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 3 }, NOW));
    expect(result.totalCents).toBe(6000);
    expect(result.nightPrices?.map((night) => night.cents)).toEqual([2700, 3300]);
  });

  it('reprices every night at the new type’s rates when the type changes; a private room is priced once', () => {
    const moved = priceOfChange(booked, { ...booked, roomTypeId: double.id, guests: 2 }, double, () => undefined, { reprice: true });
    expect(moved).toEqual({
      totalCents: 2000,
      nightPrices: [
        { date: '2026-12-01', cents: 1000 },
        { date: '2026-12-02', cents: 1000 },
      ],
    });
  });

  it('keeps a hand price only when asked, and a total sent stands as sent; neither keeps a breakdown', () => {
    const to = { checkIn: '2026-12-01', checkOut: '2026-12-05', guests: 1 };
    const kept = change(decideMove(booked, dorm, nights({}), { ...to, keepPrice: true }, NOW)).result;
    expect(kept.totalCents).toBe(2200);
    expect(kept.nightPrices).toBeUndefined();
    const sent = change(decideMove(booked, dorm, nights({}), { ...to, totalCents: 5000 }, NOW)).result;
    expect(sent.totalCents).toBe(5000);
    expect(sent.nightPrices).toBeUndefined();
    const repriced = change(decideMove(booked, dorm, nights({}), to, NOW)).result;
    expect(repriced.totalCents).toBe(4200);
  });

  it('keeps a stay without a breakdown (a hand price, an older stay) at its booked total per night for the nights it keeps', () => {
    // 50.01 over two nights: 25.01 and 25.00 as booked, whatever the rates say now; the night added is the rates'.
    const old = stay({ totalCents: 5001 });
    const { result } = change(
      decideMove(old, dorm, rated({ '2026-12-02': 1300 }), { checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 1 }, NOW),
    );
    expect(result.nightPrices?.map((night) => night.cents)).toEqual([2501, 2500, 1000]);
    expect(result.totalCents).toBe(6001);
    // Fewer nights: what the kept nights were booked at, never the rates (a stay given for free stays free).
    const shorter = change(decideMove(old, dorm, rated({}), { checkIn: '2026-12-01', checkOut: '2026-12-02', guests: 1 }, NOW));
    expect(shorter.result.totalCents).toBe(2501);
    const free = change(
      decideMove(stay({ totalCents: 0 }), dorm, rated({}), { checkIn: '2026-12-02', checkOut: '2026-12-03', guests: 1 }, NOW),
    );
    expect(free.result.totalCents).toBe(0);
  });

  it('splits a total without cents (CLP) into whole units for the nights it keeps', () => {
    const pesos = stay({ currency: 'CLP', checkIn: '2026-12-01', checkOut: '2026-12-04', totalCents: 10_000_000 });
    const clpDorm = { ...dorm, currency: 'CLP' as const };
    const kept = change(decideMove(pesos, clpDorm, rated({}), { checkIn: '2026-12-01', checkOut: '2026-12-02', guests: 1 }, NOW));
    expect(kept.result.totalCents).toBe(3_333_400);
  });

  it('refuses to price a night from the rates of a type in another currency, and keeps the nights it has', () => {
    const inDollars = stay({ totalCents: 10_000, currency: 'USD' });
    const pesoDorm = { ...dorm, currency: 'ARS' as const, baseRateCents: 2_500_000 };
    const refusal =
      'Dorm is priced in ARS and this stay in USD: keep the price to make this change, as no exchange rate converts the rates';
    expect(() => decideMove(inDollars, pesoDorm, rated({}), { checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 1 }, NOW)).toThrow(
      refusal,
    );
    // A late check-out adds a night the same way, and is said the same way (not as a move to another type).
    const inHouse = { ...inDollars, checkedIn: { at: 'x', byId: 'u', byName: 'n' } };
    expect(() => decideCheckOut({ current: inHouse, type: pesoDorm, nights: rated({}) }, '2026-12-04', true, actor, NOW)).toThrow(refusal);
    const shorter = change(decideMove(inDollars, pesoDorm, rated({}), { checkIn: '2026-12-01', checkOut: '2026-12-02', guests: 1 }, NOW));
    expect(shorter.result).toMatchObject({ totalCents: 5000, currency: 'USD' });
  });

  it('writes nothing for the same stay again, and a new price by hand drops the breakdown', () => {
    expect(decideMove(booked, dorm, nights({}), { checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 1 }, NOW)).toEqual({
      done: booked,
    });
    const edited = change(decideDetails(booked, dorm, nights({}), { totalCents: 2500 }, NOW)).result;
    expect(edited.nightPrices).toBeUndefined();
  });

  it('keeps a booking’s breakdown when its total is the rates’ own, none for a hand price, and prices an import from the rates', () => {
    // Without a total: a booking that gives none is priced from the rates.
    const { totalCents: _total, ...unpriced } = draft;
    const read = { guest, nights: rated({ '2026-12-02': 1500 }) };
    const book = (totalCents?: number) =>
      change(decideBooking(read, dorm, { ...unpriced, ...(totalCents === undefined ? {} : { totalCents }) }, [], 'r9', NOW)).result;
    expect(book(5000).nightPrices).toEqual([
      { date: '2026-12-01', cents: 2000 },
      { date: '2026-12-02', cents: 3000 },
    ]);
    expect(book(4000)).toMatchObject({ totalCents: 4000 });
    expect(book(4000).nightPrices).toBeUndefined();
    expect(book()).toMatchObject({ totalCents: 5000 });
  });

  it('prices a late check-out’s added nights from the rates', () => {
    const inHouse = { ...booked, checkedIn: { at: 'x', byId: 'u', byName: 'n' } };
    const { result } = change(
      decideCheckOut({ current: inHouse, type: dorm, nights: rated({ '2026-12-03': 1400 }) }, '2026-12-04', true, actor, NOW),
    );
    expect(result.nightPrices?.map((night) => night.cents)).toEqual([1000, 1200, 1400]);
    expect(result.totalCents).toBe(3600);
  });

  it('refuses a change that would leave the discounts more than the stay costs, never a folio below 0', () => {
    // 80 over 4 nights, with a discount of 70: the folio is 10.
    const discounted = stay({
      checkIn: '2026-12-01',
      checkOut: '2026-12-05',
      totalCents: 8000,
      charges: [
        {
          id: 'c1',
          kind: 'discount',
          description: 'Regular',
          quantity: 1,
          unitCents: -7000,
          amountCents: -7000,
          addedAt: 'x',
          addedBy: 'u',
        },
      ],
    });
    const inHouse = { ...discounted, checkedIn: { at: 'x', byId: 'u', byName: 'n' } };
    const refusal = /After this change the discounts would be more than the stay costs/;
    expect(() => decideMove(discounted, dorm, rated({}), { checkIn: '2026-12-01', checkOut: '2026-12-02', guests: 1 }, NOW)).toThrow(
      refusal,
    );
    expect(() => decideDetails(discounted, dorm, nights({}), { totalCents: 0 }, NOW)).toThrow(refusal);
    expect(() => decideCheckOut({ current: inHouse, type: dorm, nights: rated({}) }, '2026-12-02', false, actor, NOW)).toThrow(refusal);
    // A change the stay still covers stands: two guests over the same nights, 80.00 at the rates against the 70.00 off.
    const twoGuests = change(decideMove(discounted, dorm, rated({}), { checkIn: '2026-12-01', checkOut: '2026-12-05', guests: 2 }, NOW));
    expect(twoGuests.result.totalCents).toBe(8000);
  });

  it('refuses a price that would take the folio past what any payment may settle, but lets one above it come down', () => {
    const extra = {
      id: 'c1',
      kind: 'extra' as const,
      description: 'Towel',
      quantity: 1,
      unitCents: 500,
      amountCents: 500,
      addedAt: 'x',
      addedBy: 'u',
    };
    const charged = stay({ totalCents: 2000, charges: [extra] });
    // The highest total a form may send, plus the towel: a folio no payment could ever settle.
    expect(() => decideDetails(charged, dorm, nights({}), { totalCents: MAX_FOLIO_CENTS }, NOW)).toThrow(
      'Total price must be at most $100,000,000,000.00',
    );
    expect(folioTotalCents(change(decideDetails(charged, dorm, nights({}), { totalCents: MAX_FOLIO_CENTS - 500 }, NOW)).result)).toBe(
      MAX_FOLIO_CENTS,
    );
    // One past the bound already (written before it was held) may still be lowered.
    const over = stay({ totalCents: MAX_FOLIO_CENTS, charges: [extra] });
    expect(change(decideDetails(over, dorm, nights({}), { totalCents: MAX_FOLIO_CENTS - 100 }, NOW)).result.totalCents).toBe(
      MAX_FOLIO_CENTS - 100,
    );
  });

  it('is the same arithmetic the web previews with', () => {
    const after = { checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 1, roomTypeId: 'd' };
    expect(nightsTotal(repriceNights(booked, after, 'dorm', () => 1500))).toBe(3700);
    // No breakdown (a hand price): the kept nights at their share of the total, as the server keeps them.
    const { nightPrices: _none, ...byHand } = { ...booked, totalCents: 3001 };
    expect(nightsTotal(repriceNights(byHand, after, 'dorm', () => 1500))).toBe(4501);
  });
});
