import type { ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarFeedsKey } from './list-calendar-feeds';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function revokeCalendarFeed(id: string): Promise<ResponseOf<'revokeCalendarFeed'>> {
  return callApi('revokeCalendarFeed', { params: { id } });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeCalendarFeed, onSettled: () => refetchAfterChange(client, { queryKey: calendarFeedsKey }) });
}
