import { COUNTRY_CODES } from '@hostel/shared/domain/country-codes';
import { currentLanguage, i18n } from './i18n/i18n';

export interface CountryOption {
  value: string;
  label: string;
}

/** Countries named in the screens' language with their code (`Argentina (AR)`), and a first "not set" choice. */
export function countryOptions(locale: string = currentLanguage()): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const countries = [...COUNTRY_CODES]
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [{ value: '', label: i18n.t('components.notSet', { lng: locale }) }, ...countries];
}
