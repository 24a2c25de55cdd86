import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function deleteRoomType(id: string): Promise<{ msg: string }> {
  return callApi('deleteRoomType', { params: { id } });
}

export function useDeleteRoomType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRoomType,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.roomTypes }),
        client.invalidateQueries({ queryKey: queryKeys.ratesAndAvailability }),
      ]),
  });
}
