import type { PaymentMethod, PaymentStatus, Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationChanged } from '../../../lib/reservation-cache';

/** `method`: how "Mark as Paid" says the balance was paid (the spec's body has none). */
export function updatePaymentStatus({
  id,
  paymentStatus,
  method,
}: {
  id: string;
  paymentStatus: PaymentStatus;
  method?: PaymentMethod;
}): Promise<Reservation> {
  return callApi('updatePaymentStatus', { params: { id }, body: { payment_status: paymentStatus, ...(method ? { method } : {}) } });
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
