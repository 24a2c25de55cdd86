import type { Extra } from '@hostel/shared/api/folio-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';

// GET /properties/extras, read by the property settings (which change it) and the reservation's folio
// (which sells from it): one key, so an extra added or stopped in the settings shows in every menu.

export const extrasKey = ['extras'] as const;

export const extrasQueryOptions = () =>
  queryOptions({
    queryKey: extrasKey,
    queryFn: (): Promise<Extra[]> => callApi('listExtras'),
    meta: { errorMessage: 'Could not load the extras' },
  });

export function useExtras() {
  return useQuery(extrasQueryOptions());
}
