import type { BodyInputOf, ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function createUser(body: BodyInputOf<'createUser'>): Promise<ResponseOf<'createUser'>> {
  return callApi('createUser', { body });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => refetchAfterChange(client, { queryKey: queryKeys.users }) });
}
