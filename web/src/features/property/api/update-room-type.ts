import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function updateRoomType({ id, body }: { id: string; body: BodyInputOf<'updateRoomType'> }): Promise<RoomType> {
  return callApi('updateRoomType', { params: { id }, body });
}

/** Name and base rate show on the rates page too. */
export function useUpdateRoomType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRoomType,
    onSuccess: () =>
      Promise.all([
        refetchAfterChange(client, { queryKey: queryKeys.roomTypes }),
        refetchAfterChange(client, { queryKey: queryKeys.ratesAndAvailability }),
      ]),
  });
}
