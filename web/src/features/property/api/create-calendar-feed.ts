import type { CreateCalendarFeedBody } from '@hostel/shared/api/calendar-feed-schemas';
import type { ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarFeedsKey } from './list-calendar-feeds';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function createCalendarFeed(body: CreateCalendarFeedBody): Promise<ResponseOf<'createCalendarFeed'>> {
  return callApi('createCalendarFeed', { body });
}

export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCalendarFeed, onSettled: () => refetchAfterChange(client, { queryKey: calendarFeedsKey }) });
}
