import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { guestKeys, reservationKeys } from '../../../lib/reservation-query-keys';

export function eraseGuest(id: string): Promise<{ msg: string }> {
  return callApi('eraseGuest', { params: { id } });
}

/** The guest's data is gone and every reservation of theirs now reads "Deleted guest". */
export function eraseGuestMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: eraseGuest,
    onSuccess: (_answer: { msg: string }, id: string) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guestKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
      ]),
  };
}

export function useEraseGuest() {
  return useMutation(eraseGuestMutationOptions(useQueryClient()));
}
