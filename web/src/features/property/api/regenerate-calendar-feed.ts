import type { ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarFeedsKey } from './list-calendar-feeds';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function regenerateCalendarFeed(id: string): Promise<ResponseOf<'regenerateCalendarFeed'>> {
  return callApi('regenerateCalendarFeed', { params: { id } });
}

export function useRegenerateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({ mutationFn: regenerateCalendarFeed, onSettled: () => refetchAfterChange(client, { queryKey: calendarFeedsKey }) });
}
