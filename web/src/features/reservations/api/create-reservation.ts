import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationChanged } from '../../../lib/reservation-cache';

export interface CreateReservationInput {
  body: BodyInputOf<'createReservation'>;
  /** One per dialog submission, the same on a retry: the server then answers the first booking instead of making a second. */
  idempotencyKey: string;
}

export function createReservation({ body, idempotencyKey }: CreateReservationInput): Promise<Reservation> {
  return callApi('createReservation', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** A booking adds to every list of reservations and takes units from the nights it holds. */
export function createReservationMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: createReservation,
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: true }),
  };
}

export function useCreateReservation() {
  return useMutation(createReservationMutationOptions(useQueryClient()));
}
