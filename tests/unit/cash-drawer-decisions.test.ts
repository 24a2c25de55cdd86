import { describe, expect, it } from 'vitest';
import { countedCents, decideClose, decideOpen, drawerCurrencies, expectedCents } from '../../functions/src/cash-drawer/shift-decision';
import type { ShiftRecord } from '../../functions/src/data/cash-shift-repository';
import { Clash, Invalid } from '../../functions/src/domain-errors';

// Opening and closing a shift of the cash drawer, decided on what was read: no table.

const NOW = new Date('2026-12-01T22:00:00.000Z');
const shift = (fields: Partial<ShiftRecord> = {}): ShiftRecord => ({
  id: '2026-12-01T14:00:00.000Z#u1',
  userId: 'u1',
  userName: 'Emilio',
  openedAt: '2026-12-01T14:00:00.000Z',
  currencies: ['ARS', 'USD'],
  floatCents: { ARS: 1_000_000, USD: 5_000 },
  cashCents: { ARS: 1_800_000, USD: 1_000 },
  version: 3,
  ...fields,
});

describe('the drawer’s currencies', () => {
  it('are the property’s and US dollars', () => {
    expect(drawerCurrencies('ARS')).toEqual(['ARS', 'USD']);
    expect(drawerCurrencies('USD')).toEqual(['USD']);
  });

  it('are each counted once, in cents', () => {
    expect(
      countedCents(
        [
          { currency: 'USD', amount: 50.25 },
          { currency: 'ARS', amount: 100 },
        ],
        ['ARS', 'USD'],
      ),
    ).toEqual({
      ARS: 10_000,
      USD: 5_025,
    });
    expect(() => countedCents([{ currency: 'ARS', amount: 1 }], ['ARS', 'USD'])).toThrow('Count USD too: the drawer holds ARS and USD');
    expect(() => countedCents([{ currency: 'EUR', amount: 1 }], ['ARS', 'USD'])).toThrow(Invalid);
  });
});

describe('opening', () => {
  it('starts a shift with its float and no cash, unless one is open', () => {
    const opening = { userId: 'u1', userName: 'Emilio', currencies: ['ARS', 'USD'] as ('ARS' | 'USD')[], floatCents: { ARS: 100, USD: 0 } };
    const decision = decideOpen(undefined, opening, NOW);
    expect(decision).toMatchObject({ result: { id: `${NOW.toISOString()}#u1`, cashCents: {}, version: 0, floatCents: { ARS: 100 } } });
    expect(() => decideOpen({ id: 'x', currencies: ['ARS'] }, opening, NOW)).toThrow(Clash);
  });
});

describe('closing', () => {
  it('records the counts, the expected amounts (float + cash) and the difference', () => {
    expect(expectedCents(shift())).toEqual({ ARS: 2_800_000, USD: 6_000 });
    const decision = decideClose(shift(), { ARS: 2_750_000, USD: 6_000 }, 'u1', NOW);
    expect(decision).toMatchObject({
      result: {
        closedAt: NOW.toISOString(),
        closedBy: 'u1',
        expectedCents: { ARS: 2_800_000, USD: 6_000 },
        differenceCents: { ARS: -50_000, USD: 0 },
      },
    });
  });

  it('refuses when there is no open shift', () => {
    expect(() => decideClose(undefined, {}, 'u1', NOW)).toThrow('You have no open shift to close');
    expect(() => decideClose(shift({ closedAt: NOW.toISOString() }), {}, 'u1', NOW)).toThrow(Clash);
  });
});
