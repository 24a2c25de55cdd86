import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/reservation-query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';
import { cancelLoadsUnder, setQueriesAfterChange } from '../../../lib/set-after-change';

// PUT /reservations/assign-beds/{id}: the beds a stay holds, for its whole stay. The calendar moves
// the bar at once (every cached window), puts it back if the server refuses, and reloads the windows
// then, so the bed that was taken shows who took it.

export interface AssignBedsInput {
  id: string;
  beds: string[];
}

export function assignBeds({ id, beds }: AssignBedsInput): Promise<Reservation> {
  return callApi('assignBeds', { params: { id }, body: { assigned_beds: beds } });
}

const replaceIn = (next: Pick<Reservation, '_id'> & Partial<Reservation>) => (list: Reservation[] | undefined) =>
  list?.map((stay) => (stay._id === next._id ? { ...stay, ...next } : stay));

export function assignBedsMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: assignBeds,
    onMutate: async ({ id, beds }: AssignBedsInput) => {
      // An answer already on its way must not overwrite the moved bar with the old beds.
      cancelLoadsUnder(queryClient, reservationKeys.finds);
      const before = queryClient.getQueriesData<Reservation[]>({ queryKey: reservationKeys.finds });
      queryClient.setQueriesData<Reservation[]>({ queryKey: reservationKeys.finds }, replaceIn({ _id: id, assigned_beds: beds }));
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      void refetchAfterChange(queryClient, { queryKey: reservationKeys.finds });
    },
    onSuccess: (reservation) => {
      setQueriesAfterChange<Reservation[]>(queryClient, reservationKeys.finds, replaceIn(reservation));
      // Other views of reservations (detail, lists) reload when next shown; the calendar already shows the answer.
      void queryClient.invalidateQueries({ queryKey: ['reservations'], refetchType: 'none' });
    },
  });
}

export function useAssignBeds() {
  const queryClient = useQueryClient();
  return useMutation(assignBedsMutationOptions(queryClient));
}
