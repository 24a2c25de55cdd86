import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { changedSinceRead, formVersionHeader } from '../../../lib/form-version';
import { refetchAfterChange } from '../../../lib/refetch-after-change';
import { reservationKeys } from '../../../lib/reservation-query-keys';
import { reservationChanged } from '../../../lib/reservation-cache';

export interface UpdateReservationDatesInput {
  id: string;
  body: BodyInputOf<'updateReservationDates'>;
  /** The `updated_At` the form was filled from: changed since (another desk's guests), the server refuses. */
  version: string;
}

export function updateReservationDates({ id, body, version }: UpdateReservationDatesInput): Promise<Reservation> {
  return callApi('updateReservationDates', { params: { id }, body, headers: formVersionHeader(version) });
}

/** The stay moved: its nights and beds changed, so the availability is read again. */
export function updateReservationDatesMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: updateReservationDates,
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: true }),
    // Changed by someone else since the form was filled: the page reads it again, so opening the form again shows it as it is.
    onError: (error: Error, input: UpdateReservationDatesInput) => {
      if (changedSinceRead(error)) void refetchAfterChange(queryClient, { queryKey: reservationKeys.detail(input.id) });
    },
  };
}

export function useUpdateReservationDates() {
  return useMutation(updateReservationDatesMutationOptions(useQueryClient()));
}
