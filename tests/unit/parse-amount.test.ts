import { describe, expect, it } from 'vitest';
import { currencyDigits } from '../../shared/src/domain/currency-limits';
import { CURRENCIES } from '../../shared/src/domain/money';
import { amountInputText, majorUnits, numberMarks, parseAmount, type AmountRules } from '../../web/src/lib/parse-amount';

// The app's languages as Intl names them on screen: es-AR, and English as the browser writes it.
const LOCALES = ['es-AR', 'en', 'en-US', 'en-GB'];
/** Values in minor units (cents), so the test itself never multiplies a float: 0, 0.5, 1,000, 25,000.50, 1,000,000 and more. */
const CENTS = [0, 1, 50, 99, 100, 1_050, 100_000, 999_999, 2_500_000, 2_500_050, 12_345_678, 100_000_000, 123_456_789_01];

const ok = (minor: number, plain: string) => ({ ok: true, minor, plain });
const refused = (problem: string) => ({ ok: false, problem });
const esAR: AmountRules = { locale: 'es-AR', digits: 2, currency: 'ARS' };
const en: AmountRules = { locale: 'en-US', digits: 2, currency: 'USD' };

describe('an amount read back from Intl’s own format', () => {
  for (const locale of LOCALES) {
    for (const currency of CURRENCIES) {
      const digits = currencyDigits(currency);
      // A currency without cents is only ever written in whole units.
      const values = digits === 2 ? CENTS : CENTS.filter((cents) => cents % 100 === 0).map((cents) => cents / 100);
      it(`${currency} in ${locale}, as a price and as a plain number`, () => {
        for (const minor of values) {
          const amount = majorUnits(minor, digits);
          const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
          const price = new Intl.NumberFormat(locale, { ...options, style: 'currency', currency }).format(amount);
          const plain = new Intl.NumberFormat(locale, options).format(amount);
          for (const typed of [price, plain, amountInputText(amount, digits, locale)]) {
            const read = parseAmount(typed, { locale, digits, currency });
            expect(read, `${typed} (${locale}, ${currency})`).toMatchObject({ ok: true, minor });
            if (read.ok) expect(Number(read.plain)).toBe(amount);
          }
        }
      });
    }
  }
});

describe('amounts typed the Argentine way', () => {
  it('reads "." as thousands and "," as decimals', () => {
    expect(parseAmount('25.000', esAR)).toEqual(ok(2_500_000, '25000.00'));
    expect(parseAmount('25.000,50', esAR)).toEqual(ok(2_500_050, '25000.50'));
    expect(parseAmount('25000,50', esAR)).toEqual(ok(2_500_050, '25000.50'));
    expect(parseAmount('1.000.000', esAR)).toEqual(ok(100_000_000, '1000000.00'));
    expect(parseAmount(' $ 25.000,5 ', esAR)).toEqual(ok(2_500_050, '25000.50'));
    expect(parseAmount('0,5', esAR)).toEqual(ok(50, '0.50'));
    expect(parseAmount(',5', esAR)).toEqual(ok(50, '0.50'));
    expect(parseAmount('ARS 40', esAR)).toEqual(ok(4_000, '40.00'));
  });

  it('refuses what could be read two ways or is written the other way', () => {
    expect(parseAmount('25.5', esAR)).toEqual(refused('ambiguous'));
    expect(parseAmount('25.50', esAR)).toEqual(refused('ambiguous'));
    expect(parseAmount('0.5', esAR)).toEqual(refused('ambiguous'));
    expect(parseAmount('25,000.50', esAR)).toEqual(refused('markOrder'));
    expect(parseAmount('1,2,3', esAR)).toEqual(refused('markOrder'));
    expect(parseAmount('2.50.000', esAR)).toEqual(refused('grouping'));
    expect(parseAmount('1234.567', esAR)).toEqual(refused('grouping'));
    expect(parseAmount('25,505', esAR)).toEqual(refused('tooManyDecimals'));
    expect(parseAmount('25,', esAR)).toEqual(refused('notANumber'));
    expect(parseAmount('.500', esAR)).toEqual(refused('notANumber'));
    expect(parseAmount('-25', esAR)).toEqual(refused('notANumber'));
    expect(parseAmount('25 000', esAR)).toEqual(refused('notANumber'));
    expect(parseAmount('1e3', esAR)).toEqual(refused('notANumber'));
    expect(parseAmount('US$ 10', esAR)).toEqual(refused('notANumber'));
    expect(parseAmount('12345678901234', esAR)).toEqual(refused('tooLarge'));
    expect(parseAmount('  ', esAR)).toEqual(refused('empty'));
  });
});

describe('amounts typed in English', () => {
  it('reads "," as thousands and "." as decimals', () => {
    expect(parseAmount('25,000.50', en)).toEqual(ok(2_500_050, '25000.50'));
    expect(parseAmount('25000.5', en)).toEqual(ok(2_500_050, '25000.50'));
    expect(parseAmount('25,000', en)).toEqual(ok(2_500_000, '25000.00'));
    expect(parseAmount('$40', en)).toEqual(ok(4_000, '40.00'));
    expect(parseAmount('40 usd', en)).toEqual(ok(4_000, '40.00'));
  });

  it('refuses "25,5", "25.000" in dollars and marks in the wrong order', () => {
    expect(parseAmount('25,5', en)).toEqual(refused('ambiguous'));
    expect(parseAmount('25.000', en)).toEqual(refused('tooManyDecimals'));
    expect(parseAmount('25.000,50', en)).toEqual(refused('markOrder'));
    expect(parseAmount('25,00,000', en)).toEqual(refused('grouping'));
  });
});

describe('currencies without cents and counts', () => {
  it('takes whole units only', () => {
    expect(parseAmount('15.000', { locale: 'es-AR', digits: 0, currency: 'CLP' })).toEqual(ok(15_000, '15000'));
    expect(parseAmount('15.000,5', { locale: 'es-AR', digits: 0, currency: 'CLP' })).toEqual(refused('tooManyDecimals'));
    expect(parseAmount('12', { locale: 'en', digits: 0 })).toEqual(ok(12, '12'));
    expect(parseAmount('1,5', { locale: 'es-AR', digits: 0 })).toEqual(refused('tooManyDecimals'));
    expect(parseAmount('007', { locale: 'en', digits: 0 })).toEqual(ok(7, '7'));
  });
});

describe('the marks of each language', () => {
  it('are taken from Intl', () => {
    expect(numberMarks('es-AR')).toEqual({ group: '.', decimal: ',' });
    expect(numberMarks('en-US')).toEqual({ group: ',', decimal: '.' });
  });

  it('prefill a field as the user would type it', () => {
    expect(amountInputText(25_000.5, 2, 'es-AR')).toBe('25.000,50');
    expect(amountInputText(25_000.5, 2, 'en-US')).toBe('25,000.50');
    expect(amountInputText(15_000, 0, 'es-AR')).toBe('15.000');
  });
});
