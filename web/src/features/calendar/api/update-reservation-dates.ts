import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { changedSinceRead, formVersionHeader } from '../../../lib/form-version';
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
  reservation: Pick<Reservation, '_id' | 'number_of_guest' | 'updated_At' | 'check_in' | 'check_out' | 'total_price' | 'room_type_id'>;
  checkIn: string;
  checkOut: string;
  keepPrice?: boolean;
}

/** Someone else changed what the desk confirmed (dates, guests, price, type) since the calendar read it: not put over it. */
export class StayChangedMeanwhile extends Error {}

// What the dialog's total was worked out from: a change to any of these makes the desk's confirmation stale.
const CONFIRMED = ['check_in', 'check_out', 'number_of_guest', 'total_price', 'room_type_id'] as const;

type StayAsRead = ChangeDatesInput['reservation'];

function sendDates(stay: StayAsRead, { checkIn, checkOut, keepPrice }: ChangeDatesInput): Promise<Reservation> {
  return callApi('updateReservationDates', {
    params: { id: stay._id },
    body: {
      check_in: checkIn,
      check_out: checkOut,
      number_of_guest: stay.number_of_guest,
      ...(keepPrice ? { keep_price: true } : {}),
    },
    // The call sends the stay's guests too: the version they were read at keeps a stale calendar from putting back old ones.
    headers: formVersionHeader(stay.updated_At),
  });
}

export async function updateReservationDates(input: ChangeDatesInput): Promise<Reservation> {
  try {
    return await sendDates(input.reservation, input);
  } catch (error) {
    if (!changedSinceRead(error)) throw error;
    // Changed since the calendar read it: a payment or a note leaves the desk's confirmed dates and total as they were,
    // so they are sent again; a change to what it confirmed is shown, never saved over.
    const now = await callApi('getReservation', { params: { id: input.reservation._id } });
    if (CONFIRMED.some((field) => now[field] !== input.reservation[field])) throw new StayChangedMeanwhile();
    return sendDates(now, input);
  }
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
