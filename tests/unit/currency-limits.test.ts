import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { createRoomTypeBody, updateRoomTypeBody } from '../../shared/src/api/room-type-schemas';
import { CURRENCY_LIMITS, currencyDigits, maxCreatedBaseRate, maxNightlyRate } from '../../shared/src/domain/currency-limits';
import { CURRENCIES, hasAtMostTwoDecimals, toCents } from '../../shared/src/domain/money';
import { bulkEditFormFor } from '../../web/src/features/rates/rates-view';
import { renderSchemaMessage as english } from '../../shared/src/i18n/render-message';

function messages(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), english(issue.message)]));
}

const NBSP = '\u00a0';

describe('the per-currency limits table', () => {
  it('has a row for each of the spec’s 14 currencies, and only those', () => {
    expect(Object.keys(CURRENCY_LIMITS).sort()).toEqual([...CURRENCIES].sort());
  });

  it('keeps the spec’s USD bound and fits a real night in the other currencies', () => {
    expect(maxNightlyRate('USD')).toBe(1000);
    expect(maxNightlyRate('ARS')).toBe(2_000_000);
    expect(maxNightlyRate('CLP')).toBe(1_000_000);
    expect(maxNightlyRate('PYG')).toBe(10_000_000);
    expect(maxNightlyRate('COP')).toBe(5_000_000);
    expect(maxNightlyRate('EUR')).toBe(1000);
    // Creation keeps its old sanity bound for USD (1,000,000), scaled for the others.
    expect(maxCreatedBaseRate('USD')).toBe(1_000_000);
  });

  it('says CLP and PYG have no cents, the others two digits', () => {
    const noCents = CURRENCIES.filter((currency) => currencyDigits(currency) === 0);
    expect(noCents).toEqual(['CLP', 'PYG']);
  });

  it('keeps every bound, in cents, a safe integer', () => {
    for (const currency of CURRENCIES) expect(Number.isSafeInteger(toCents(maxCreatedBaseRate(currency)) * 10)).toBe(true);
  });
});

describe('base rates bounded by their currency', () => {
  const edit = { description: 'Dorm', base_rate: 150_000, currency: 'ARS' };

  it('lets an edit price an Argentine bed at ARS 150,000, which the spec’s 1 to 1000 refused', () => {
    expect(messages(updateRoomTypeBody, edit)).toEqual({});
    expect(messages(updateRoomTypeBody, { ...edit, base_rate: 2_000_000 })).toEqual({});
  });

  it('names the bound in the body’s currency', () => {
    expect(messages(updateRoomTypeBody, { ...edit, base_rate: 2_000_000.01 }).base_rate).toBe(
      `Base rate must be at most ARS${NBSP}2,000,000.00`,
    );
    expect(messages(updateRoomTypeBody, { ...edit, currency: 'PYG', base_rate: 10_000_001 }).base_rate).toBe(
      `Base rate must be at most PYG${NBSP}10,000,000`,
    );
  });

  it('keeps the spec’s 1 to 1000 for USD, and for a currency that is not ours', () => {
    expect(messages(updateRoomTypeBody, { ...edit, currency: 'USD', base_rate: 1000 })).toEqual({});
    expect(messages(updateRoomTypeBody, { ...edit, currency: 'USD', base_rate: 1000.01 }).base_rate).toBe(
      'Base rate must be at most $1,000.00',
    );
    expect(messages(updateRoomTypeBody, { ...edit, currency: 'XYZ', base_rate: 1000.01 }).base_rate).toBe(
      'Base rate must be at most $1,000.00',
    );
  });

  it('keeps creation at the spec’s "minimum 1", with only a sanity bound per currency', () => {
    const room = { description: 'Dorm 6', type: 'dorm', max_occupancy: 6, inventory: 2, currency: 'USD' };
    expect(messages(createRoomTypeBody, { ...room, base_rate: 5000 })).toEqual({});
    expect(messages(createRoomTypeBody, { ...room, currency: 'PYG', base_rate: 12_000_000 })).toEqual({});
    expect(messages(createRoomTypeBody, { ...room, base_rate: 1_000_000.01 }).base_rate).toBe('Base rate must be at most $1,000,000.00');
  });
});

describe('the Bulk Edit form holds the chosen room type’s bound', () => {
  const form = bulkEditFormFor([
    { _id: 'pyg-dorm', currency: 'PYG' },
    { _id: 'usd-dorm', currency: 'USD' },
  ]);
  const values = {
    roomTypeId: 'pyg-dorm',
    start_date: '2030-01-01',
    end_date: '2030-01-02',
    custom_rate: '9500000',
    custom_availability: '',
    min_stay: '',
    closed_to_arrival: false,
    closed_to_departure: false,
    stop_sell: false,
  };

  it('takes a rate within it, and names it in the currency when above', () => {
    expect(messages(form, values)).toEqual({});
    expect(messages(form, { ...values, custom_rate: '10000001' })).toEqual({ custom_rate: `Rate must be at most PYG${NBSP}10,000,000` });
    expect(messages(form, { ...values, roomTypeId: 'usd-dorm', custom_rate: '1000.01' })).toEqual({
      custom_rate: 'Rate must be at most $1,000.00',
    });
  });
});

describe('two decimals at any size', () => {
  it('takes every two-decimal amount up to the largest total, to the cent, and no amount with three', () => {
    // Seeded, so a failure names the same amounts again: a fixed tolerance on amount × 100 refused about 8% of these above 1e8.
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 48271) % 2147483647;
      return Math.floor((seed / 2147483647) * max);
    };
    const refused: string[] = [];
    for (let k = 0; k < 20_000; k += 1) {
      const whole = next([1e3, 1e6, 1e9, 1e11][k % 4]!);
      const cents = String(next(100)).padStart(2, '0');
      const text = `${whole}.${cents}`;
      if (!hasAtMostTwoDecimals(Number(text)) || toCents(Number(text)) !== whole * 100 + Number(cents)) refused.push(text);
      if (hasAtMostTwoDecimals(Number(`${text}${1 + next(9)}`))) refused.push(`${text}…`);
    }
    expect(refused).toEqual([]);
    expect([135469595.02, 99_999_999_999.99, 0.1 + 0.2].map(hasAtMostTwoDecimals)).toEqual([true, true, true]);
    expect([1.005, 2.675, 99_999_999_999.995].map(hasAtMostTwoDecimals)).toEqual([false, false, false]);
  });
});
