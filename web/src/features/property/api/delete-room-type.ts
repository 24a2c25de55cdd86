import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function deleteRoomType(id: string): Promise<{ msg: string }> {
  return callApi('deleteRoomType', { params: { id } });
}

export function useDeleteRoomType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRoomType,
    onSuccess: () =>
      Promise.all([
        refetchAfterChange(client, { queryKey: queryKeys.roomTypes }),
        refetchAfterChange(client, { queryKey: queryKeys.ratesAndAvailability }),
      ]),
  });
}
