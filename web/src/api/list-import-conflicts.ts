import type { ImportConflictView } from '@hostel/shared/api/calendar-feed-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';

// GET /calendar-imports/conflicts: imported stays that did not fit, shown on Home, the calendar and the
// channels page; one key, so a sync there refreshes every reader.

export const importConflictsKey = ['import-conflicts'] as const;

export async function listImportConflicts(): Promise<ImportConflictView[]> {
  return (await callApi('listImportConflicts')).conflicts;
}

export function useImportConflicts() {
  return useQuery(
    queryOptions({
      queryKey: importConflictsKey,
      queryFn: listImportConflicts,
      meta: { errorMessage: 'Could not load the import conflicts' },
    }),
  );
}
