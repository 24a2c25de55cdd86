import type { Language } from '@hostel/shared/domain/languages';
import { currentLanguage } from './i18n';

/**
 * The Intl locale of the screens' prices and instants: Argentina's in Spanish; in English the browser's own
 * English (en-US, en-GB), else plain `en` — never the browser's default, which may be Spanish on an English screen.
 */
export function screensLocale(
  language: Language = currentLanguage(),
  browser: string = typeof navigator === 'undefined' ? '' : navigator.language,
): string {
  if (language === 'es-AR') return 'es-AR';
  return browser.toLowerCase().startsWith('en') ? browser : 'en';
}
