import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/reservation-query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';
import { cancelLoadsUnder, setAfterChange, setQueriesAfterChange } from '../../../lib/set-after-change';

// PUT /reservations/swap-beds/{id}: two guests exchange their beds in one move. Both bars change at
// once in every cached window, go back if the server refuses (with its reason), and the answer's two
// reservations replace them.

export interface SwapBedsInput {
  first: Pick<Reservation, '_id' | 'assigned_beds'>;
  second: Pick<Reservation, '_id' | 'assigned_beds'>;
  /** The beds each holds now, as the calendar shows them. */
  firstBeds: readonly string[];
  secondBeds: readonly string[];
}

export async function swapBeds({ first, second }: SwapBedsInput): Promise<[Reservation, Reservation]> {
  const answer = await callApi('swapBeds', { params: { id: first._id }, body: { with_reservation_id: second._id } });
  return answer.reservations;
}

const replaceIn = (changes: readonly (Pick<Reservation, '_id'> & Partial<Reservation>)[]) => (list: Reservation[] | undefined) =>
  list?.map((stay) => {
    const change = changes.find((candidate) => candidate._id === stay._id);
    return change ? { ...stay, ...change } : stay;
  });

export function swapBedsMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: swapBeds,
    onMutate: async ({ first, second, firstBeds, secondBeds }: SwapBedsInput) => {
      cancelLoadsUnder(queryClient, reservationKeys.finds);
      const before = queryClient.getQueriesData<Reservation[]>({ queryKey: reservationKeys.finds });
      queryClient.setQueriesData<Reservation[]>(
        { queryKey: reservationKeys.finds },
        replaceIn([
          { _id: first._id, assigned_beds: [...secondBeds] },
          { _id: second._id, assigned_beds: [...firstBeds] },
        ]),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      void refetchAfterChange(queryClient, { queryKey: reservationKeys.finds });
    },
    onSuccess: (reservations) => {
      setQueriesAfterChange<Reservation[]>(queryClient, reservationKeys.finds, replaceIn(reservations));
      for (const reservation of reservations) setAfterChange(queryClient, reservationKeys.detail(reservation._id), reservation);
      void queryClient.invalidateQueries({ queryKey: ['reservations'], refetchType: 'none' });
    },
  });
}

export function useSwapBeds() {
  const queryClient = useQueryClient();
  return useMutation(swapBedsMutationOptions(queryClient));
}
