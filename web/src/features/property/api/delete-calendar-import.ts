import type { ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importConflictsKey } from '../../../api/list-import-conflicts';
import { callApi } from '../../../lib/api-client';
import { calendarImportsKey } from './list-calendar-imports';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function deleteCalendarImport(id: string): Promise<ResponseOf<'deleteCalendarImport'>> {
  return callApi('deleteCalendarImport', { params: { id } });
}

export function useDeleteCalendarImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarImport,
    onSettled: () =>
      Promise.all([
        refetchAfterChange(client, { queryKey: calendarImportsKey }),
        refetchAfterChange(client, { queryKey: importConflictsKey }),
      ]),
  });
}
