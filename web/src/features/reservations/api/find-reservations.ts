import { findSegment, type Reservation } from '@hostel/shared/api/reservation-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/reservation-query-keys';

/** Every reservation overlapping the window (any status), optionally only the guests whose names match. */
export function findReservations(from: string, to: string, search: string): Promise<Reservation[]> {
  return callApi('findReservations', { params: { criteria: findSegment(from, to, search) } });
}

export function findReservationsQueryOptions(from: string, to: string, search: string) {
  return queryOptions({
    queryKey: reservationKeys.find(from, to, search.trim()),
    queryFn: () => findReservations(from, to, search),
    meta: { errorMessage: 'Could not search reservations' },
  });
}

/** The previous results stay on screen while a new search loads, marked as stale by the page. */
export function useFindReservations(criteria: { from: string; until: string; search: string } | undefined) {
  return useQuery({
    ...findReservationsQueryOptions(criteria?.from ?? '', criteria?.until ?? '', criteria?.search ?? ''),
    enabled: criteria !== undefined,
    placeholderData: keepPreviousData,
  });
}
