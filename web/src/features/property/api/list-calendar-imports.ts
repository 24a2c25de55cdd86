import type { ResponseOf } from '@hostel/shared/api/route-table';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Only the channels page reads and changes imported feeds: its own key. */
export const calendarImportsKey = ['calendar-imports'] as const;

export function listCalendarImports(): Promise<ResponseOf<'listCalendarImports'>> {
  return callApi('listCalendarImports');
}

export function useCalendarImports() {
  return useQuery(queryOptions({ queryKey: calendarImportsKey, queryFn: listCalendarImports }));
}
