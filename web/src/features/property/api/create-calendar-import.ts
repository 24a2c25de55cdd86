import type { BodyInputOf, ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarImportsKey } from './list-calendar-imports';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function createCalendarImport(body: BodyInputOf<'createCalendarImport'>): Promise<ResponseOf<'createCalendarImport'>> {
  return callApi('createCalendarImport', { body });
}

export function useCreateCalendarImport() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCalendarImport, onSettled: () => refetchAfterChange(client, { queryKey: calendarImportsKey }) });
}
