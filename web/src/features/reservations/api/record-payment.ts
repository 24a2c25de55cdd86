import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationChanged } from '../../../lib/reservation-cache';

export interface RecordPaymentInput {
  id: string;
  body: BodyInputOf<'recordPayment'>;
  /** One per dialog submission, the same on a retry: a double tap records the payment once. */
  idempotencyKey: string;
}

export function recordPayment({ id, body, idempotencyKey }: RecordPaymentInput): Promise<Reservation> {
  return callApi('recordPayment', { params: { id }, body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Money only: no night or bed moves. */
export function recordPaymentMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: recordPayment,
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: false }),
  };
}

export function useRecordPayment() {
  return useMutation(recordPaymentMutationOptions(useQueryClient()));
}
