import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/reservation-query-keys';

export function getReservation(id: string): Promise<Reservation> {
  return callApi('getReservation', { params: { id } });
}

export function getReservationQueryOptions(id: string) {
  return queryOptions({
    queryKey: reservationKeys.detail(id),
    queryFn: () => getReservation(id),
    meta: { errorMessage: 'Error fetching reservation data' },
  });
}

export function useReservation(id: string) {
  return useQuery(getReservationQueryOptions(id));
}
