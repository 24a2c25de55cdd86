import type { ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { channelManagerKey } from './get-channel-manager';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function resyncChannelManager(): Promise<ResponseOf<'resyncChannelManager'>> {
  return callApi('resyncChannelManager');
}

/** Sends Channex every night of the next 500; the view's last push then says how it went. */
export function useResyncChannelManager() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resyncChannelManager,
    onSettled: () => refetchAfterChange(client, { queryKey: channelManagerKey, exact: true }),
  });
}
