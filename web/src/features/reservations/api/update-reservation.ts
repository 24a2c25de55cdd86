import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { changedSinceRead, formVersionHeader } from '../../../lib/form-version';
import { refetchAfterChange } from '../../../lib/refetch-after-change';
import { reservationKeys } from '../../../lib/reservation-query-keys';
import { reservationChanged } from '../../../lib/reservation-cache';

export interface UpdateReservationInput {
  id: string;
  body: BodyInputOf<'updateReservation'>;
  /** The status it had: a change to canceled or no-show releases nights, which the availability shows. */
  previousStatus: Reservation['reservation_status'];
  /** The `updated_At` the form was filled from: changed since, the server refuses rather than undo that change. */
  version: string;
}

export function updateReservation({ id, body, version }: UpdateReservationInput): Promise<Reservation> {
  return callApi('updateReservation', { params: { id }, body, headers: formVersionHeader(version) });
}

export function updateReservationMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: updateReservation,
    onSuccess: (reservation: Reservation, input: UpdateReservationInput) =>
      reservationChanged(queryClient, reservation, { availability: reservation.reservation_status !== input.previousStatus }),
    // Changed by someone else since the form was filled: the page reads it again, so opening the form again shows it as it is.
    onError: (error: Error, input: UpdateReservationInput) => {
      if (changedSinceRead(error)) void refetchAfterChange(queryClient, { queryKey: reservationKeys.detail(input.id) });
    },
  };
}

export function useUpdateReservation() {
  return useMutation(updateReservationMutationOptions(useQueryClient()));
}
