import type { CalendarFeed } from '@hostel/shared/api/calendar-feed-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Only the channels page reads and changes the feeds: its own key. */
export const calendarFeedsKey = ['calendar-feeds'] as const;

export async function listCalendarFeeds(): Promise<CalendarFeed[]> {
  return (await callApi('listCalendarFeeds')).feeds;
}

export function useCalendarFeeds() {
  return useQuery(queryOptions({ queryKey: calendarFeedsKey, queryFn: listCalendarFeeds }));
}
