import type { ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importConflictsKey } from '../../../api/list-import-conflicts';
import { callApi } from '../../../lib/api-client';
import { calendarImportsKey } from './list-calendar-imports';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function syncCalendarImport(id: string): Promise<ResponseOf<'syncCalendarImport'>> {
  return callApi('syncCalendarImport', { params: { id } });
}

/** A sync books, moves and releases stays: every reservation read is stale after it. */
export function useSyncCalendarImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncCalendarImport,
    onSettled: () =>
      Promise.all([
        refetchAfterChange(client, { queryKey: calendarImportsKey }),
        refetchAfterChange(client, { queryKey: importConflictsKey }),
        refetchAfterChange(client, { queryKey: ['reservations'] }),
      ]),
  });
}
