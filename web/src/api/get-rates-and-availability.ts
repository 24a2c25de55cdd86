import { ratesWindowSegment, type RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

// GET /rates-and-availability/{from}-{to}, read by the rates page (a week) and the reservation forms
// (the nights of a stay): each night's rate and units for sale, first and last night included.

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

/** A window once it is known; the previous answer stays on screen while the next loads, so nothing jumps. */
export function useRatesAndAvailability(window: { from: string; to: string } | undefined) {
  return useQuery({
    ...getRatesAndAvailabilityQueryOptions(window?.from ?? '', window?.to ?? ''),
    enabled: window !== undefined,
    placeholderData: keepPreviousData,
  });
}
