import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callApi } from '../lib/api-client';
import { reservationChanged } from '../lib/reservation-cache';

// POST /reservations/charges/{id}: an extra (or a manager's adjustment) on a stay's folio, from the
// reservation's page and from the calendar bar's menu. Money only: no night or bed moves.

export interface AddChargeInput {
  id: string;
  body: BodyInputOf<'addCharge'>;
  /** One per charge the desk means, the same on a retry after a failure: a lost answer never charges twice. */
  idempotencyKey: string;
}

export function addCharge({ id, body, idempotencyKey }: AddChargeInput): Promise<Reservation> {
  return callApi('addCharge', { params: { id }, body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The key of a one-click charge (an extra from a menu): kept until it succeeds, so trying it again reuses it. */
export function useChargeKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor(what: string): string {
      const key = keys.current.get(what) ?? crypto.randomUUID();
      keys.current.set(what, key);
      return key;
    },
    done(what: string): void {
      keys.current.delete(what);
    },
  };
}

export function useAddCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCharge,
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: false }),
  });
}
