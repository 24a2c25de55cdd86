import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function deleteUser(id: string): Promise<{ msg: string }> {
  return callApi('deleteUser', { params: { id } });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.users }) });
}
