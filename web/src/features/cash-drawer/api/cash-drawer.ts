import type { CashDrawer, Shift } from '@hostel/shared/api/cash-drawer-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

// The cash drawer's calls: the caller's open shift with the latest shifts, and opening and closing it.

export const cashDrawerKey = ['cash-drawer'] as const;

export type Counts = { currency: string; amount: string }[];

export function cashDrawerQueryOptions() {
  return queryOptions({
    queryKey: cashDrawerKey,
    queryFn: (): Promise<CashDrawer> => callApi('getCashDrawer', {}),
    meta: { errorMessage: i18n.t('cashDrawer.loadFailed') },
  });
}

export function useCashDrawer() {
  return useQuery(cashDrawerQueryOptions());
}

/** Opens (or closes) the caller's shift with the amounts counted; the drawer is read again after. */
export function useShiftChange(call: 'openShift' | 'closeShift') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (counts: Counts): Promise<Shift> => callApi(call, { body: { counts } as never }),
    onSuccess: () => refetchAfterChange(queryClient, { queryKey: cashDrawerKey }),
  });
}
