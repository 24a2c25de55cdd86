import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../web/src/lib/i18n/i18n';
import { numberInputText, readNumber, readNumberFields } from '../../web/src/lib/number-fields';

const NBSP = '\u00a0';

afterAll(() => changeLanguage('en'));

describe('what a number field says under itself', () => {
  it('echoes the amount understood in the screens’ language and the currency', async () => {
    await changeLanguage('es-AR');
    expect(readNumber('25.000', { money: 'ARS' }, 'es-AR')).toEqual({ state: 'read', plain: '25000.00', echo: `= $${NBSP}25.000,00` });
    expect(readNumber('15.000', { money: 'CLP' }, 'es-AR')).toMatchObject({ plain: '15000', echo: `= CLP${NBSP}15.000` });
    await changeLanguage('en');
    expect(readNumber('25,000.5', { money: 'USD' }, 'en-US')).toMatchObject({ plain: '25000.50', echo: '= $25,000.50' });
    expect(readNumber('1,000', 'count', 'en-US')).toMatchObject({ plain: '1000', echo: '= 1,000' });
    expect(readNumber('', { money: 'USD' }, 'en-US')).toEqual({ state: 'empty' });
  });

  it('says why an entry is refused, with examples in the language’s own marks', async () => {
    await changeLanguage('es-AR');
    expect(readNumber('25.5', { money: 'ARS' }, 'es-AR')).toEqual({
      state: 'problem',
      message: 'No queda claro: acá “.” separa los miles (25.000) y “,” los decimales (25,50)',
    });
    expect(readNumber('15,5', { money: 'CLP' }, 'es-AR')).toEqual({ state: 'problem', message: 'CLP no tiene decimales' });
    await changeLanguage('en');
    expect(readNumber('25,5', { money: 'USD' }, 'en-US')).toEqual({
      state: 'problem',
      message: 'Unclear: here “,” separates thousands (25,000) and “.” starts the decimals (25.50)',
    });
    expect(readNumber('25.000,50', { money: 'USD' }, 'en-US')).toEqual({
      state: 'problem',
      message: 'Marks in the wrong order: thousands with “,”, decimals after “.”, as in 25,000.50',
    });
    expect(readNumber('2.5', 'count', 'en-US')).toEqual({ state: 'problem', message: 'Type a whole number' });
    expect(readNumber('2,5', 'count', 'en-US')).toEqual({ state: 'problem', message: 'Type a whole number' });
    expect(readNumber('25.505', { money: 'USD' }, 'en-US')).toEqual({ state: 'problem', message: 'At most two decimals, as in 25,000.50' });
  });
});

describe('a form’s number fields on submit', () => {
  it('reach the schema in the API’s plain form, or are refused with their reason', async () => {
    await changeLanguage('es-AR');
    const values = { amount: '25.000,50', guests: '2', note: '1.5', rate: '25.5', empty: '' };
    const read = readNumberFields(values, { amount: { money: 'ARS' }, guests: 'count', rate: { money: 'ARS' }, empty: 'count' }, 'es-AR');
    expect(read.values).toEqual({ amount: '25000.50', guests: '2', note: '1.5', rate: '25.5', empty: '' });
    expect(Object.keys(read.errors)).toEqual(['rate']);
  });

  it('prefills a field as the user types it', () => {
    expect(numberInputText(40, { money: 'ARS' }, 'es-AR')).toBe('40,00');
    expect(numberInputText(25_000, { money: 'USD' }, 'en-US')).toBe('25,000.00');
    expect(numberInputText(3, 'count', 'es-AR')).toBe('3');
  });
});
