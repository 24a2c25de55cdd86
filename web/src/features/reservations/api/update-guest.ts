import type { Guest } from '@hostel/shared/api/guest-schemas';
import type { BodyInputOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { guestKeys, reservationKeys } from '../../../lib/reservation-query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';
import { setAfterChange } from '../../../lib/set-after-change';

export function updateGuest({ id, body }: { id: string; body: BodyInputOf<'updateGuest'> }): Promise<Guest> {
  return callApi('updateGuest', { params: { id }, body });
}

/** The reservations carry the guest's name, so a rename refreshes them too. */
export function updateGuestMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: updateGuest,
    onSuccess: (guest: Guest) => {
      setAfterChange(queryClient, guestKeys.detail(guest._id), guest);
      return refetchAfterChange(queryClient, { queryKey: reservationKeys.all });
    },
  };
}

export function useUpdateGuest() {
  return useMutation(updateGuestMutationOptions(useQueryClient()));
}
