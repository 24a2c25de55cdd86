import { formatPrice } from '../../lib/format-money';
import { i18n } from '../../lib/i18n/i18n';
import { screensLocale } from '../../lib/i18n/screens-locale';

// How the report's numbers read on the page: Intl in the screens' language (in English, the browser's
// own English), money in the property's currency. Formats are made once per language.

function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = screensLocale();
    let one = made.get(locale);
    if (one === undefined) {
      one = make(locale);
      made.set(locale, one);
    }
    return one;
  };
}

const percent = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const whole = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const signed = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
);
// English keeps the product's day-month order (en-GB), as the other dates do.
const day = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale === 'es-AR' ? 'es-AR' : 'en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }),
);
const regions = perLocale((locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }));

/** 0.1923 → "19.2%" ("19,2 %" in Spanish). */
export const formatOccupancy = (ratio: number) => percent().format(Math.round(ratio * 1000) / 1000);
export const formatCount = (value: number) => whole().format(value);
/** A change in percent points of a hundred (12.5 → "+12.5%"). */
export const formatChange = (value: number) => signed().format(value / 100);
export const money = (currency: string) => (amount: number) => formatPrice(amount, currency);

/** `2026-12-24` → `Thu 24 Dec` (`jue, 24 dic` in Spanish). */
export const nightLabel = (date: string) => day().format(new Date(`${date}T00:00:00Z`));

/** The booking sources as people write them; a site's own name stays as it is. */
const SOURCE_NAMES: Record<string, string> = {
  'booking.com': 'Booking.com',
  'hostelworld.com': 'Hostelworld',
};

export function sourceName(source: string): string {
  if (source === 'direct') return i18n.t('reports.sources.direct');
  return SOURCE_NAMES[source] ?? source;
}

/** `AR` → `Argentina`, in the screens' language; none given reads "Not given". */
export function countryName(code: string): string {
  if (!code) return i18n.t('reports.noCountry');
  return regions().of(code) ?? code;
}
