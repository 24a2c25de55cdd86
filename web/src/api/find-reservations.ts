import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { compactDate } from '@hostel/shared/domain/dates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { reservationKeys } from '../lib/reservation-query-keys';

// GET /reservations/find/{from}-{to}-{search|all}, read by the calendar (one call per window) and the
// reservations search. The segment is built here rather than with the schemas' findSegment, so the
// calendar downloads no validation library.

/** Every reservation overlapping the window (any status), optionally only the guests whose names match. */
export function findReservations(from: string, to: string, search = ''): Promise<Reservation[]> {
  return callApi('findReservations', { params: { criteria: `${compactDate(from)}-${compactDate(to)}-${search.trim() || 'all'}` } });
}

export function findReservationsQueryOptions(from: string, to: string, search = '') {
  return queryOptions({
    queryKey: reservationKeys.find(from, to, search),
    queryFn: () => findReservations(from, to, search),
    meta: { errorMessage: 'Could not load the reservations' },
  });
}

/** The search page's read: the previous results stay on screen while a new search loads, marked as stale by the page. */
export function useFindReservations(criteria: { from: string; until: string; search: string } | undefined) {
  return useQuery({
    ...findReservationsQueryOptions(criteria?.from ?? '', criteria?.until ?? '', criteria?.search ?? ''),
    enabled: criteria !== undefined,
    placeholderData: keepPreviousData,
  });
}
