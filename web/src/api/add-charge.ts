import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { reservationChanged } from '../lib/reservation-cache';

// POST /reservations/charges/{id}: an extra (or a manager's adjustment) on a stay's folio, from the
// reservation's page and from the calendar bar's menu. Money only: no night or bed moves.

export function addCharge(id: string, body: BodyInputOf<'addCharge'>): Promise<Reservation> {
  return callApi('addCharge', { params: { id }, body });
}

export function useAddCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInputOf<'addCharge'> }) => addCharge(id, body),
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: false }),
  });
}
