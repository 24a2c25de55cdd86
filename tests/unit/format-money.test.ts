import { describe, expect, it } from 'vitest';
import { countryOfAcceptLanguage, countryOfLocales, currencyOfCountry } from '../../shared/src/domain/country-currency';
import { formatPrice, formatRate, priceInputValue } from '../../web/src/lib/format-money';

const NBSP = '\u00a0';

describe('prices through Intl', () => {
  it('puts the euro sign before a euro price, never "$"', () => {
    expect(formatPrice(65, 'EUR', 'en-US')).toBe('€65.00');
    expect(formatPrice(65, 'EUR', 'de-DE')).toBe(`65,00${NBSP}€`);
    expect(formatPrice(65, 'EUR', 'en-US')).not.toContain('$');
  });

  it('shows ARS, CLP and PYG in their usual forms, CLP and PYG without cents', () => {
    expect(formatPrice(150_000, 'ARS', 'es-AR')).toBe(`$${NBSP}150.000,00`);
    expect(formatPrice(150_000, 'ARS', 'en-US')).toBe(`ARS${NBSP}150,000.00`);
    expect(formatPrice(15_000, 'CLP', 'es-CL')).toBe('$15.000');
    expect(formatPrice(15_000, 'CLP', 'en-US')).toBe(`CLP${NBSP}15,000`);
    expect(formatPrice(100_000, 'PYG', 'es-PY')).toBe(`Gs.${NBSP}100.000`);
    expect(formatPrice(100_000, 'PYG', 'en-US')).toBe(`PYG${NBSP}100,000`);
  });

  it('keeps US dollars as Intl writes them for the language', () => {
    expect(formatPrice(60.5, 'USD', 'en-US')).toBe('$60.50');
    expect(formatPrice(60.5, 'USD', 'es-AR')).toBe(`US$${NBSP}60,50`);
  });

  it('never hides cents a zero-digit currency was given (the API takes two decimals everywhere)', () => {
    expect(formatPrice(15_000.5, 'CLP', 'en-US')).toBe(`CLP${NBSP}15,000.5`);
  });

  it('falls back to English for a language Intl does not know', () => {
    expect(formatPrice(65, 'EUR', 'not a locale!')).toBe('€65.00');
  });

  it('gives the API a plain number in the currency’s digits', () => {
    expect(priceInputValue(65, 'EUR')).toBe('65.00');
    expect(priceInputValue(15_000, 'CLP')).toBe('15000');
    expect(priceInputValue(15_000.5, 'CLP')).toBe('15000.50');
  });
});

describe('the sign-up’s currency from the country', () => {
  it('reads the country from the browser’s locales', () => {
    expect(countryOfLocales(['es-AR', 'es', 'en'])).toBe('AR');
    expect(countryOfLocales(['es', 'pt-BR'])).toBe('BR');
    expect(countryOfLocales(['es-419', 'en'])).toBeUndefined();
    expect(countryOfLocales(['??'])).toBeUndefined();
    expect(countryOfAcceptLanguage('es-PY,es;q=0.9,en;q=0.8')).toBe('PY');
    expect(countryOfAcceptLanguage(undefined)).toBeUndefined();
  });

  it.each([
    ['AR', 'ARS'],
    ['CL', 'CLP'],
    ['PY', 'PYG'],
    ['UY', 'UYU'],
    ['BO', 'BOB'],
    ['BR', 'BRL'],
    ['CO', 'COP'],
    ['MX', 'MXN'],
    ['PE', 'PEN'],
    ['US', 'USD'],
    ['CA', 'CAD'],
    ['AU', 'AUD'],
    ['NZ', 'NZD'],
    ['ES', 'EUR'],
    ['de', 'EUR'],
    ['JP', 'USD'],
    [undefined, 'USD'],
  ])('%s → %s', (country, currency) => {
    expect(currencyOfCountry(country)).toBe(currency);
  });
});

describe('an exchange rate', () => {
  it('is written as the screens write numbers, with the four decimals the desk may type', () => {
    expect(formatRate(1050.2525, 'es-AR')).toBe('1.050,2525');
    expect(formatRate(1050.25, 'en')).toBe('1,050.25');
    expect(formatRate(1000, 'en')).toBe('1,000');
  });
});
