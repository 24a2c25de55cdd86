import type { ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function resendInvitation(id: string): Promise<ResponseOf<'resendInvitation'>> {
  return callApi('resendInvitation', { params: { id } });
}

/** A new link changes nothing in the list, unless the member accepted meanwhile (409): then the list is stale. */
export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resendInvitation, onError: () => refetchAfterChange(client, { queryKey: queryKeys.users }) });
}
