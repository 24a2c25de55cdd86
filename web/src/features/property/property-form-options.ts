import { COUNTRY_CODES } from '@hostel/shared/domain/country-codes';

// The choices of the property form: every IANA time zone the browser knows, and the ISO countries by name.

export interface Option {
  value: string;
  label: string;
}

/** Time zones, with the property's own first-class even if this browser does not list it (e.g. `UTC`). */
export function timeZoneOptions(current: string, known: readonly string[] = Intl.supportedValuesOf('timeZone')): Option[] {
  const zones = new Set(known);
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b)).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** Countries by English name with their code (`Argentina (AR)`), and a first "not set" choice. */
export function countryOptions(locale = 'en'): Option[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const countries = [...COUNTRY_CODES]
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [{ value: '', label: 'Not set' }, ...countries];
}
