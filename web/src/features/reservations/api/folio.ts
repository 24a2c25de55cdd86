import type { Receipt } from '@hostel/shared/api/folio-schemas';
import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationChanged } from '../reservation-cache';

// The folio's calls: a charge on a stay, and a payment's receipt (numbered by the server the first time it is asked for).

export function addCharge(id: string, body: BodyInputOf<'addCharge'>): Promise<Reservation> {
  return callApi('addCharge', { params: { id }, body });
}

/** Money only: no night or bed moves. */
export function useAddCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInputOf<'addCharge'> }) => addCharge(id, body),
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: false }),
  });
}

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
