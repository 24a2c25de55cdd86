import { useCallback } from 'react';
import { formatInstant } from '../format-date';
import { useProfile } from './get-profile';

/**
 * The desk's instants in the property's time zone (formatInstant): the browser's only until the profile is
 * read, and the component shows them again when it is. A manager at home reads the hostel's 15:00, not their own.
 */
export function useDeskInstant(): (iso: string) => string {
  const zone = useProfile().data?.time_zone;
  return useCallback((iso: string) => formatInstant(iso, zone), [zone]);
}
