import type { BodyInputOf, ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { channelManagerKey } from './get-channel-manager';
import { setAfterChange } from '../../../lib/set-after-change';

export function mapChannelManagerRooms(body: BodyInputOf<'mapChannelManagerRooms'>): Promise<ResponseOf<'mapChannelManagerRooms'>> {
  return callApi('mapChannelManagerRooms', { body });
}

export function useMapChannelManagerRooms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mapChannelManagerRooms,
    onSuccess: (view) => setAfterChange(client, channelManagerKey, view),
  });
}
