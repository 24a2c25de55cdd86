import type { Guest } from '@hostel/shared/api/guest-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { guestKeys } from '../lib/reservation-query-keys';

// GET /guests/search?q=: the new-reservation dialog's suggestions and the guest search of the reservations page.

export const GUEST_SEARCH_MIN = 2;

export function searchGuests(q: string): Promise<Guest[]> {
  return callApi('searchGuests', { query: { q } });
}

/** The guests matching `q` (read once it has 2 characters); the previous answer stays while the next loads. */
export function useSearchGuests(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: [...guestKeys.all, 'search', text],
    queryFn: () => searchGuests(text),
    enabled: text.length >= GUEST_SEARCH_MIN,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not search the guests' },
  });
}
