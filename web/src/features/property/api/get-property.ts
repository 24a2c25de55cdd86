import type { Property } from '@hostel/shared/api/property-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getProperty(): Promise<Property> {
  return callApi('getProperty');
}

export function getPropertyQueryOptions() {
  return queryOptions({ queryKey: queryKeys.property, queryFn: getProperty });
}

export function usePropertyQuery() {
  return useQuery(getPropertyQueryOptions());
}
