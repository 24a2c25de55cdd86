import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationChanged } from '../../../lib/reservation-cache';

// PUT /reservations/charges/void/{id}/{chargeId}: a charge added by mistake comes off the folio, with a reason.
// Sent again after a lost answer it changes nothing more (the server finds it voided already).

export interface VoidChargeInput {
  id: string;
  chargeId: string;
  body: BodyInputOf<'voidCharge'>;
}

export function voidCharge({ id, chargeId, body }: VoidChargeInput): Promise<Reservation> {
  return callApi('voidCharge', { params: { id, chargeId }, body });
}

export function useVoidCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidCharge,
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: false }),
  });
}
