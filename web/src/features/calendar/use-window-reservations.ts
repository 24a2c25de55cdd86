import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { findReservationsQueryOptions } from '../../api/find-reservations';
import { reservationKeys } from '../../lib/reservation-query-keys';
import { fetchRange, shiftChosen, visibleWindow, type CalendarWindow } from './calendar-window';

// One find call per window. While a window's own answer loads, what the cache already holds for it
// (the overlap of the windows seen before) is shown, so moving never flashes an empty grid; once a
// window has its answer, the next one is fetched ahead, so "next" usually paints from the cache.

export function useWindowReservations(window: CalendarWindow, wide: boolean, enabled: boolean) {
  const queryClient = useQueryClient();
  const { from, to } = fetchRange(window);
  const query = useQuery({
    ...findReservationsQueryOptions(from, to),
    enabled,
    placeholderData: (previous: Reservation[] | undefined) => cachedReservations(queryClient, from, to) ?? previous,
  });

  const loaded = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (!loaded) return;
    const next = fetchRange(visibleWindow(shiftChosen(window.chosen, 1, wide), wide));
    void queryClient.prefetchQuery(findReservationsQueryOptions(next.from, next.to));
  }, [loaded, queryClient, window.chosen, wide]);

  return query;
}

/**
 * What the cache already knows of a window, from the answers for other windows (searches by name left
 * out: they hold only some guests): the reservations that overlap it, each in its most recent version.
 */
export function cachedReservations(queryClient: QueryClient, from: string, to: string): Reservation[] | undefined {
  const answers = queryClient
    .getQueryCache()
    .findAll({ queryKey: reservationKeys.finds, predicate: (query) => query.queryKey[4] === 'all' })
    .filter((query) => Array.isArray(query.state.data))
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  if (answers.length === 0) return undefined;
  const byId = new Map<string, Reservation>();
  for (const query of answers) {
    for (const stay of query.state.data as Reservation[]) if (stay.check_in <= to && stay.check_out > from) byId.set(stay._id, stay);
  }
  return [...byId.values()];
}
