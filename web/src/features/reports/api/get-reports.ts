import type { Report } from '@hostel/shared/api/report-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/reservation-query-keys';
import { i18n } from '../../../lib/i18n/i18n';

// GET /reports?from=&to=: the range's figures and the same nights a year before. Keyed under
// 'reservations', so a booking, a cancel or a move refreshes an open report too.

export function getReports(from: string, to: string): Promise<Report> {
  return callApi('getReports', { query: { from, to } });
}

export function getReportsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...reservationKeys.all, 'reports', from, to],
    queryFn: () => getReports(from, to),
    meta: { errorMessage: i18n.t('reports.loadFailed') },
  });
}

/** The previous range's figures stay on screen while the next one loads. */
export function useReports(range: { from: string; to: string }) {
  return useQuery({ ...getReportsQueryOptions(range.from, range.to), placeholderData: keepPreviousData });
}
