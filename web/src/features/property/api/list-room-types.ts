import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function listRoomTypes(): Promise<RoomType[]> {
  return callApi('listRoomTypes');
}

export function listRoomTypesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.roomTypes, queryFn: listRoomTypes });
}

export function useRoomTypesQuery() {
  return useQuery(listRoomTypesQueryOptions());
}
