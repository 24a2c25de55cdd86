import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationChanged } from '../../../lib/reservation-cache';

export interface UpdateReservationInput {
  id: string;
  body: BodyInputOf<'updateReservation'>;
  /** The status it had: a change to canceled or no-show releases nights, which the availability shows. */
  previousStatus: Reservation['reservation_status'];
}

export function updateReservation({ id, body }: UpdateReservationInput): Promise<Reservation> {
  return callApi('updateReservation', { params: { id }, body });
}

export function updateReservationMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: updateReservation,
    onSuccess: (reservation: Reservation, input: UpdateReservationInput) =>
      reservationChanged(queryClient, reservation, { availability: reservation.reservation_status !== input.previousStatus }),
  };
}

export function useUpdateReservation() {
  return useMutation(updateReservationMutationOptions(useQueryClient()));
}
