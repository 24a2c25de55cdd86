import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function createRoomType(body: BodyInputOf<'createRoomType'>): Promise<RoomType> {
  return callApi('createRoomType', { body });
}

/** A new type is a new card here and a new row on the rates page. */
export function useCreateRoomType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRoomType,
    onSuccess: () =>
      Promise.all([
        refetchAfterChange(client, { queryKey: queryKeys.roomTypes }),
        refetchAfterChange(client, { queryKey: queryKeys.ratesAndAvailability }),
      ]),
  });
}
