import type { Guest } from '@hostel/shared/api/guest-schemas';
import type { BodyInputOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { guestKeys } from '../../../lib/reservation-query-keys';
import { setAfterChange } from '../../../lib/set-after-change';

export interface CreateGuestInput {
  body: BodyInputOf<'createGuest'>;
  /** The same key on a retry: a lost answer never makes the guest twice. */
  idempotencyKey: string;
}

export function createGuest({ body, idempotencyKey }: CreateGuestInput): Promise<Guest> {
  return callApi('createGuest', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** A new guest appears in no list yet: only its own read is filled. */
export function createGuestMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: createGuest,
    onSuccess: (guest: Guest) => setAfterChange(queryClient, guestKeys.detail(guest._id), guest),
  };
}

export function useCreateGuest() {
  return useMutation(createGuestMutationOptions(useQueryClient()));
}
