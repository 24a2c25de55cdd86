import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

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
        client.invalidateQueries({ queryKey: queryKeys.roomTypes }),
        client.invalidateQueries({ queryKey: queryKeys.ratesAndAvailability }),
      ]),
  });
}
