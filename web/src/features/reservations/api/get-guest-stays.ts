import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { guestKeys } from '../../../lib/reservation-query-keys';

/** The guest page's stays: every one, past and future, and the total of those that count. */
export function useGuestStays(id: string) {
  return useQuery({
    queryKey: [...guestKeys.detail(id), 'stays'],
    queryFn: () => callApi('getGuestStays', { params: { id } }),
    meta: { errorMessage: "Could not load the guest's stays" },
  });
}
