import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function deleteUser(id: string): Promise<{ msg: string }> {
  return callApi('deleteUser', { params: { id } });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => refetchAfterChange(client, { queryKey: queryKeys.users }) });
}
