import { COUNTRY_CODES } from '@hostel/shared/domain/country-codes';

export interface CountryOption {
  value: string;
  label: string;
}

/** Countries by English name with their code (`Argentina (AR)`), and a first "not set" choice. */
export function countryOptions(locale = 'en'): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const countries = [...COUNTRY_CODES]
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [{ value: '', label: 'Not set' }, ...countries];
}
