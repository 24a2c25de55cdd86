import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { guestKeys, reservationKeys } from '../../../lib/reservation-query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function eraseGuest(id: string): Promise<{ msg: string }> {
  return callApi('eraseGuest', { params: { id } });
}

/** The guest's data is gone and every reservation of theirs now reads "Deleted guest". */
export function eraseGuestMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: eraseGuest,
    onSuccess: (_answer: { msg: string }, id: string) =>
      Promise.all([
        refetchAfterChange(queryClient, { queryKey: guestKeys.detail(id) }),
        refetchAfterChange(queryClient, { queryKey: reservationKeys.all }),
      ]),
  };
}

export function useEraseGuest() {
  return useMutation(eraseGuestMutationOptions(useQueryClient()));
}
