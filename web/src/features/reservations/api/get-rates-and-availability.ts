import { ratesWindowSegment, type RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Each night's rate and units for sale, first and last night included. */
export function getRatesAndAvailability(from: string, to: string): Promise<RatesAndAvailability> {
  return callApi('getRatesAndAvailability', { params: { dates: ratesWindowSegment(from, to) } });
}

export function getRatesAndAvailabilityQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...queryKeys.ratesAndAvailability, from, to],
    queryFn: () => getRatesAndAvailability(from, to),
    meta: { errorMessage: 'Could not load the rates and availability' },
  });
}

/** The nights of a stay being typed: read once the dates make a stay, the last answer kept while the next loads. */
export function useStayNights(nights: { first: string; last: string } | undefined) {
  return useQuery({
    ...getRatesAndAvailabilityQueryOptions(nights?.first ?? '', nights?.last ?? ''),
    enabled: nights !== undefined,
    placeholderData: keepPreviousData,
  });
}
