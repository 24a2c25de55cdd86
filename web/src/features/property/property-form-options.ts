// The choices of the property form: every IANA time zone the browser knows, and the ISO countries by name.

export interface Option {
  value: string;
  label: string;
}

/**
 * Time zones, plus `UTC` and the property's own, which browsers may not list (they use their own
 * names for some zones, e.g. America/Buenos_Aires for America/Argentina/Buenos_Aires).
 */
export function timeZoneOptions(current: string, known: readonly string[] = Intl.supportedValuesOf('timeZone')): Option[] {
  const zones = new Set([...known, 'UTC']);
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b)).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** Countries by English name with their code; the sign-up offers them too. */
export { countryOptions } from '../../lib/country-options';
