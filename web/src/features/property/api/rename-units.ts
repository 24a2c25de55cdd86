import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function renameUnits({ id, body }: { id: string; body: BodyInputOf<'renameUnits'> }): Promise<RoomType> {
  return callApi('renameUnits', { params: { id }, body });
}

/** The names show on the calendar and wherever a bed is named, all read from the room types. */
export function useRenameUnits() {
  const client = useQueryClient();
  return useMutation({ mutationFn: renameUnits, onSuccess: () => refetchAfterChange(client, { queryKey: queryKeys.roomTypes }) });
}
