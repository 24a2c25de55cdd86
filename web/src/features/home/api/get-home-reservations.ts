import type { HomeReservations } from '@hostel/shared/api/reservation-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/reservation-query-keys';

/** The front desk's day in one call: today's arrivals and departures (property time zone) and the latest changes. */
export function getHomeReservations(): Promise<HomeReservations> {
  return callApi('getHomeReservations');
}

export function getHomeReservationsQueryOptions() {
  return queryOptions({
    queryKey: reservationKeys.home,
    queryFn: getHomeReservations,
    meta: { errorMessage: "Error Fetching today's reservations" },
  });
}

export function useHomeReservations() {
  return useQuery(getHomeReservationsQueryOptions());
}
