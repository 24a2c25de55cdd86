import type { Guest } from '@hostel/shared/api/guest-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { guestKeys } from '../../../lib/reservation-query-keys';

export async function getGuest(id: string): Promise<Guest> {
  const response = await callApi('getGuest', { params: { id } });
  return response.msg;
}

export function getGuestQueryOptions(id: string) {
  return queryOptions({ queryKey: guestKeys.detail(id), queryFn: () => getGuest(id), meta: { errorMessage: 'Could not load the guest' } });
}

/** Read only when the guest view is shown. */
export function useGuest(id: string, enabled: boolean) {
  return useQuery({ ...getGuestQueryOptions(id), enabled: enabled && id !== '' });
}
