import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { compactDate } from '@hostel/shared/domain/dates';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

// GET /reservations/find/{from}-{to}-all: every reservation overlapping a window of nights, one call
// per calendar window. The segment is built here rather than with the schemas' findSegment, so the
// calendar downloads no validation library.

/** Every find answer the calendar caches starts with this key; a reservation change invalidates ['reservations']. */
export const FIND_KEY = ['reservations', 'find'] as const;

export function findReservations(from: string, to: string): Promise<Reservation[]> {
  return callApi('findReservations', { params: { criteria: `${compactDate(from)}-${compactDate(to)}-all` } });
}

export function findReservationsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...FIND_KEY, from, to, 'all'] as const,
    queryFn: () => findReservations(from, to),
    meta: { errorMessage: 'Could not load the reservations' },
  });
}

/**
 * What the cache already knows of a window, from the answers for other windows: the reservations that
 * overlap it, each in its most recent version. Shown at once while the window's own answer loads.
 */
export function cachedReservations(queryClient: QueryClient, from: string, to: string): Reservation[] | undefined {
  const answers = queryClient
    .getQueryCache()
    .findAll({ queryKey: FIND_KEY })
    .filter((query) => Array.isArray(query.state.data))
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  if (answers.length === 0) return undefined;
  const byId = new Map<string, Reservation>();
  for (const query of answers) {
    for (const stay of query.state.data as Reservation[]) if (stay.check_in <= to && stay.check_out > from) byId.set(stay._id, stay);
  }
  return [...byId.values()];
}
