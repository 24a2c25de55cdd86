import type { Language } from '@hostel/shared/domain/languages';
import i18next from 'i18next';
import { detectLanguage, rememberLanguage } from '../lib/i18n/detect-language';
import { en } from './catalogs/en';
import { esAR } from './catalogs/es-ar';

// The booking page's words, dates and prices in the guest's language: what this browser chose last
// (localStorage `language`, shared with the app and the public pages), else the first of its languages
// we have, else English. i18next core only (no React here); both catalogs are bundled.

/** A key of the booking page's catalog; a plural (`dormBeds_one`) is named without its suffix. */
type Key = Exclude<keyof typeof en, 'status'> extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;

export const language: Language = detectLanguage();
const pages = i18next.createInstance();
void pages.init({
  resources: { en: { translation: en }, 'es-AR': { translation: esAR } },
  lng: language,
  fallbackLng: 'en',
  initAsync: false,
  // Texts go into text nodes, never HTML.
  interpolation: { escapeValue: false },
});

// The app's typed keys (lib/i18n/i18next.d.ts) are not this catalog's: `text` below types this one's.
const translate = pages.t.bind(pages) as unknown as (key: string, values?: Record<string, string | number>) => string;

/** A text of the page in its language: `text('chooseLabel', { room })`, `text('dormBeds', { count })`. */
export function text(key: Key, values?: Record<string, string | number>): string {
  return translate(key, values);
}

/** A reservation status as the guest reads it (an unknown one as it is). */
export function statusText(status: string): string {
  return pages.exists(`status.${status}`) ? translate(`status.${status}`) : status;
}

// English keeps the browser's own English (en-US "$40.00"); Spanish is Argentina's ("US$ 40,00").
const browser = navigator.language || 'en';
export const locale = language === 'es-AR' ? 'es-AR' : browser.toLowerCase().startsWith('en') ? browser : 'en';

/** Shows the page in the other language: remembered for the next visit (and the app), then read again. */
export function switchLanguage(to: Language): void {
  rememberLanguage(to);
  location.reload();
}
