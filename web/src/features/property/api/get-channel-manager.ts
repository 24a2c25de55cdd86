import type { ResponseOf } from '@hostel/shared/api/route-table';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Only the channels page reads and changes the channel-manager connection: its own key. */
export const channelManagerKey = ['channel-manager'] as const;

export function getChannelManager(): Promise<ResponseOf<'getChannelManager'>> {
  return callApi('getChannelManager');
}

export function useChannelManager() {
  return useQuery(queryOptions({ queryKey: channelManagerKey, queryFn: getChannelManager }));
}
