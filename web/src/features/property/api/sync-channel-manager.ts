import type { ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importConflictsKey } from '../../../api/list-import-conflicts';
import { callApi } from '../../../lib/api-client';
import { channelManagerKey } from './get-channel-manager';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function syncChannelManager(): Promise<ResponseOf<'syncChannelManager'>> {
  return callApi('syncChannelManager');
}

/** "Sync now" of the channel manager's bookings: the connection's last pull and the conflicts notice change with it. */
export function useSyncChannelManager() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncChannelManager,
    onSettled: () =>
      Promise.all([
        refetchAfterChange(client, { queryKey: channelManagerKey, exact: true }),
        refetchAfterChange(client, { queryKey: importConflictsKey }),
      ]),
  });
}
