import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { reservationKeys } from './reservation-query-keys';
import { refetchAfterChange } from './refetch-after-change';
import { setAfterChange } from './set-after-change';

// What a change of one reservation does to the cache, shared by its mutations: the answer replaces the
// cached reservation, every other reservation read (home, searches, the calendar's windows, whatever
// their keys under 'reservations') is read again, and, when its nights or beds moved, so is the availability.

export function reservationChanged(queryClient: QueryClient, reservation: Reservation, options: { availability: boolean }) {
  const detail = reservationKeys.detail(reservation._id);
  setAfterChange(queryClient, detail, reservation);
  const isThisDetail = (key: readonly unknown[]) => key.length === detail.length && key.every((part, index) => part === detail[index]);
  return Promise.all([
    refetchAfterChange(queryClient, { queryKey: reservationKeys.all, predicate: (query) => !isThisDetail(query.queryKey) }),
    options.availability ? refetchAfterChange(queryClient, { queryKey: queryKeys.ratesAndAvailability }) : undefined,
  ]);
}
