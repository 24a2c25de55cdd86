import type { PaymentStatus, Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationChanged } from '../reservation-cache';

export function updatePaymentStatus({ id, paymentStatus }: { id: string; paymentStatus: PaymentStatus }): Promise<Reservation> {
  return callApi('updatePaymentStatus', { params: { id }, body: { payment_status: paymentStatus } });
}

/** Money only: no night or bed moves. */
export function updatePaymentStatusMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: updatePaymentStatus,
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: false }),
  };
}

export function useUpdatePaymentStatus() {
  return useMutation(updatePaymentStatusMutationOptions(useQueryClient()));
}
