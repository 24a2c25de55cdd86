import type { BodyInputOf, ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { channelManagerKey } from './get-channel-manager';
import { channelManagerRoomsKey } from './list-channel-manager-rooms';
import { refetchAfterChange } from '../../../lib/refetch-after-change';
import { setAfterChange } from '../../../lib/set-after-change';

export function connectChannelManager(body: BodyInputOf<'connectChannelManager'>): Promise<ResponseOf<'connectChannelManager'>> {
  return callApi('connectChannelManager', { body });
}

export function useConnectChannelManager() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: connectChannelManager,
    onSuccess: (view) => setAfterChange(client, channelManagerKey, view),
    onSettled: () => refetchAfterChange(client, { queryKey: channelManagerRoomsKey }),
  });
}
