import type { ResponseOf } from '@hostel/shared/api/route-table';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/reservation-query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

// GET /reservations/check-in/assign-beds: gives beds to the stays current today that have none (spec
// §4). It writes, so it is a mutation, run once when the calendar finds such a stay.

export function assignBedsAtCheckIn(): Promise<ResponseOf<'assignBedsAtCheckIn'>> {
  return callApi('assignBedsAtCheckIn');
}

export function assignBedsAtCheckInMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: assignBedsAtCheckIn,
    onSuccess: (result) => {
      if (result.placed > 0) void refetchAfterChange(queryClient, { queryKey: reservationKeys.finds });
    },
  });
}

export function useAssignBedsAtCheckIn() {
  const queryClient = useQueryClient();
  return useMutation(assignBedsAtCheckInMutationOptions(queryClient));
}
