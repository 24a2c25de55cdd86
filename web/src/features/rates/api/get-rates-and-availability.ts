import { ratesWindowSegment, type RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getRatesAndAvailability(from: string, to: string): Promise<RatesAndAvailability> {
  return callApi('getRatesAndAvailability', { params: { dates: ratesWindowSegment(from, to) } });
}

export function getRatesAndAvailabilityQueryOptions(from: string, to: string) {
  return queryOptions({ queryKey: [...queryKeys.ratesAndAvailability, from, to], queryFn: () => getRatesAndAvailability(from, to) });
}

/** One window; the previous one stays on screen while the next loads, so the grid does not jump. */
export function useRatesAndAvailabilityQuery(from: string, to: string) {
  return useQuery({ ...getRatesAndAvailabilityQueryOptions(from, to), placeholderData: keepPreviousData });
}
