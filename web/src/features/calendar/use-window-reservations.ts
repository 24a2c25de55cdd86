import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cachedReservations, findReservationsQueryOptions } from './api/find-reservations';
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
