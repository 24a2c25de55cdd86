import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationChanged } from '../../../lib/reservation-cache';

export function updateReservationDates({ id, body }: { id: string; body: BodyInputOf<'updateReservationDates'> }): Promise<Reservation> {
  return callApi('updateReservationDates', { params: { id }, body });
}

/** The stay moved: its nights and beds changed, so the availability is read again. */
export function updateReservationDatesMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: updateReservationDates,
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: true }),
  };
}

export function useUpdateReservationDates() {
  return useMutation(updateReservationDatesMutationOptions(useQueryClient()));
}
