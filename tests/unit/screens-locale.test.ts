import { afterEach, describe, expect, test, vi } from 'vitest';
import { countryName, formatOccupancy } from '../../web/src/features/reports/report-format';
import { formatInstant } from '../../web/src/lib/format-date';
import { changeLanguage } from '../../web/src/lib/i18n/i18n';
import { screensLocale } from '../../web/src/lib/i18n/screens-locale';

// Prices and instants follow the screens' language, not the browser's: an English screen in a Spanish
// browser (the profile says English) reads English, and a Spanish one reads Argentina's.

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('the screens’ locale', () => {
  test('English keeps the browser’s own English, else plain English; Spanish is Argentina’s', () => {
    expect(screensLocale('en', 'en-GB')).toBe('en-GB');
    expect(screensLocale('en', 'es-AR')).toBe('en');
    expect(screensLocale('en', '')).toBe('en');
    expect(screensLocale('es-AR', 'en-US')).toBe('es-AR');
  });

  test('an instant on an English screen in a Spanish browser is formatted in English', async () => {
    vi.stubGlobal('navigator', { language: 'es-AR', languages: ['es-AR'] });
    // The locale each format is made with (the browser's default would be Spanish here).
    const locales: unknown[] = [];
    const Made = Intl.DateTimeFormat;
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: function DateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
        locales.push(locale);
        return new Made(locale, options);
      },
    });
    await changeLanguage('en');
    expect(formatInstant('2026-11-21T15:04:00Z', 'UTC', 'UTC')).toContain('Nov');
    expect(locales).toEqual(['en']);
  });

  test('the reports’ numbers and countries on an English screen in a Spanish browser are English', async () => {
    vi.stubGlobal('navigator', { language: 'es-AR', languages: ['es-AR'] });
    await changeLanguage('en');
    expect(formatOccupancy(0.1923)).toBe('19.2%');
    expect(countryName('DE')).toBe('Germany');
    await changeLanguage('es-AR');
    expect(formatOccupancy(0.1923)).toBe('19,2%');
    expect(countryName('DE')).toBe('Alemania');
  });

  test('an instant on a Spanish screen is Argentina’s', async () => {
    await changeLanguage('es-AR');
    expect(formatInstant('2026-11-21T15:04:00Z', 'UTC', 'UTC')).toMatch(/nov/);
  });
});
