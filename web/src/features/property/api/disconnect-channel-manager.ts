import type { ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { channelManagerKey } from './get-channel-manager';
import { channelManagerRoomsKey } from './list-channel-manager-rooms';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function disconnectChannelManager(): Promise<ResponseOf<'disconnectChannelManager'>> {
  return callApi('disconnectChannelManager');
}

export function useDisconnectChannelManager() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectChannelManager,
    onSettled: () => {
      client.removeQueries({ queryKey: channelManagerRoomsKey });
      return refetchAfterChange(client, { queryKey: channelManagerKey, exact: true });
    },
  });
}
