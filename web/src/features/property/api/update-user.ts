import type { BodyInputOf, ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function updateUser({ id, body }: { id: string; body: BodyInputOf<'updateUser'> }): Promise<ResponseOf<'updateUser'>> {
  return callApi('updateUser', { params: { id }, body });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => refetchAfterChange(client, { queryKey: queryKeys.users }) });
}
