import type { ResponseOf } from '@hostel/shared/api/route-table';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const channelManagerRoomsKey = ['channel-manager', 'rooms'] as const;

export function listChannelManagerRooms(): Promise<ResponseOf<'listChannelManagerRooms'>> {
  return callApi('listChannelManagerRooms');
}

/** Channex's room types and rate plans, read live: only while connected. */
export function useChannelManagerRooms(connected: boolean) {
  return useQuery(queryOptions({ queryKey: channelManagerRoomsKey, queryFn: listChannelManagerRooms, enabled: connected }));
}
