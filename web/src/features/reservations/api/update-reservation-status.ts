import type { Reservation, ReservationStatus } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationChanged } from '../../../lib/reservation-cache';

export function updateReservationStatus({ id, status }: { id: string; status: ReservationStatus }): Promise<Reservation> {
  return callApi('updateReservationStatus', { params: { id }, body: { reservation_status: status } });
}

/** Cancel and no-show release the nights and beds at once: the availability is read again. */
export function updateReservationStatusMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: updateReservationStatus,
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: true }),
  };
}

export function useUpdateReservationStatus() {
  return useMutation(updateReservationStatusMutationOptions(useQueryClient()));
}
