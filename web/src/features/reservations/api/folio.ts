import type { Receipt } from '@hostel/shared/api/folio-schemas';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

// The folio's own call: a payment's receipt (numbered by the server the first time it is asked for).

export function useReceipt(id: string, paymentId: string) {
  return useQuery({
    queryKey: ['receipts', id, paymentId],
    queryFn: (): Promise<Receipt> => callApi('issueReceipt', { params: { id, paymentId } }),
    // Issued once and frozen: never read again while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export { useExtras } from '../../../api/list-extras';
export { useAddCharge, useChargeKeys } from '../../../api/add-charge';
