import type { Currency } from './money';

// The currency a new property starts with, from its country: the 14 currencies' own countries, the euro
// area, and US dollars elsewhere (the user changes it on General info).

const EURO_AREA = 'AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES AD MC SM VA ME XK'.split(' ');

const BY_COUNTRY: Readonly<Record<string, Currency>> = {
  AR: 'ARS',
  AU: 'AUD',
  BO: 'BOB',
  BR: 'BRL',
  CA: 'CAD',
  CL: 'CLP',
  CO: 'COP',
  MX: 'MXN',
  NZ: 'NZD',
  PE: 'PEN',
  PY: 'PYG',
  US: 'USD',
  UY: 'UYU',
  EC: 'USD',
  ...Object.fromEntries(EURO_AREA.map((country) => [country, 'EUR' as const])),
};

/** `AR` → `ARS`, `ES` → `EUR`; any other country, or none, → `USD`. */
export function currencyOfCountry(countryCode: string | undefined): Currency {
  return (countryCode && BY_COUNTRY[countryCode.toUpperCase()]) || 'USD';
}

/** The region a locale names: `es-AR` → `AR`; a locale without one (`es`) → undefined. */
export function countryOfLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return new Intl.Locale(locale).region;
  } catch {
    return undefined;
  }
}

/** The first region named in a list of locales, as a browser's or an Accept-Language header's. */
export function countryOfLocales(locales: readonly string[]): string | undefined {
  for (const locale of locales) {
    const region = countryOfLocale(locale.trim());
    if (region && /^[A-Z]{2}$/.test(region)) return region;
  }
  return undefined;
}

/** `es-AR,es;q=0.9,en;q=0.8` → `AR`: the first region of an Accept-Language header, in its order. */
export function countryOfAcceptLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  return countryOfLocales(header.split(',').map((part) => part.split(';')[0] ?? ''));
}
