import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reservationKeys } from '../../../lib/reservation-query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';
import { cancelLoadsUnder, setAfterChange, setQueriesAfterChange } from '../../../lib/set-after-change';

// PUT /reservations/update-dates-guest/{id} from the calendar (an edge dragged, or "Change dates…"):
// the spec's call with the stay's guests unchanged and no price, so the server reprices the nights, or
// `keep_price` when the desk keeps the price as it is. The bar
// takes its new nights at once in every cached window, goes back if the server refuses (a 409 names the
// nights without room), and the availability and other reservation reads are read again either way.

export interface ChangeDatesInput {
  reservation: Pick<Reservation, '_id' | 'number_of_guest'>;
  checkIn: string;
  checkOut: string;
  keepPrice?: boolean;
}

export function updateReservationDates({ reservation, checkIn, checkOut, keepPrice }: ChangeDatesInput): Promise<Reservation> {
  return callApi('updateReservationDates', {
    params: { id: reservation._id },
    body: {
      check_in: checkIn,
      check_out: checkOut,
      number_of_guest: reservation.number_of_guest,
      ...(keepPrice ? { keep_price: true } : {}),
    },
  });
}

const replaceIn = (next: Pick<Reservation, '_id'> & Partial<Reservation>) => (list: Reservation[] | undefined) =>
  list?.map((stay) => (stay._id === next._id ? { ...stay, ...next } : stay));

export function updateReservationDatesMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: updateReservationDates,
    onMutate: async ({ reservation, checkIn, checkOut }: ChangeDatesInput) => {
      cancelLoadsUnder(queryClient, reservationKeys.finds);
      const before = queryClient.getQueriesData<Reservation[]>({ queryKey: reservationKeys.finds });
      queryClient.setQueriesData<Reservation[]>(
        { queryKey: reservationKeys.finds },
        replaceIn({ _id: reservation._id, check_in: checkIn, check_out: checkOut }),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      void refetchAfterChange(queryClient, { queryKey: reservationKeys.finds });
    },
    onSuccess: (reservation) => {
      setQueriesAfterChange<Reservation[]>(queryClient, reservationKeys.finds, replaceIn(reservation));
      setAfterChange(queryClient, reservationKeys.detail(reservation._id), reservation);
      void refetchAfterChange(queryClient, { queryKey: queryKeys.ratesAndAvailability });
      // Other reservation reads (home, lists) reload when next shown; the calendar already shows the answer.
      void queryClient.invalidateQueries({
        queryKey: reservationKeys.all,
        refetchType: 'none',
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== reservation._id,
      });
    },
  });
}

export function useUpdateReservationDates() {
  const queryClient = useQueryClient();
  return useMutation(updateReservationDatesMutationOptions(queryClient));
}
