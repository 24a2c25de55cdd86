import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

// GET /room-types: the calendar's rows (rooms and beds with their fixed ids).

export function listRoomTypes(): Promise<RoomType[]> {
  return callApi('listRoomTypes');
}

export function listRoomTypesQueryOptions() {
  return queryOptions({ queryKey: ['room-types'], queryFn: listRoomTypes, meta: { errorMessage: 'Could not load the room types' } });
}

export function useRoomTypes() {
  return useQuery(listRoomTypesQueryOptions());
}
