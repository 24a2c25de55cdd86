import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

// GET /room-types, read by the property pages, the calendar (its rows) and the new-reservation dialog:
// one key, so a room type created, renamed or deleted anywhere refreshes every reader.

export function listRoomTypes(): Promise<RoomType[]> {
  return callApi('listRoomTypes');
}

export function listRoomTypesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.roomTypes, queryFn: listRoomTypes, meta: { errorMessage: 'Could not load the room types' } });
}

export function useRoomTypes() {
  return useQuery(listRoomTypesQueryOptions());
}
