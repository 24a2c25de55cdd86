import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { reservationKeys } from '../../lib/reservation-query-keys';

// What a change of one reservation does to the cache, shared by its mutations: the answer replaces the
// cached reservation, the lists that show it are read again, and, when its nights or beds moved, so is
// the availability.

export function reservationChanged(queryClient: QueryClient, reservation: Reservation, options: { availability: boolean }) {
  queryClient.setQueryData(reservationKeys.detail(reservation._id), reservation);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reservationKeys.lists }),
    options.availability ? queryClient.invalidateQueries({ queryKey: queryKeys.ratesAndAvailability }) : undefined,
  ]);
}
