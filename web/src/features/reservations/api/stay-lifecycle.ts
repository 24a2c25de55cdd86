import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import type { ReservationHistoryAnswer } from '@hostel/shared/api/stay-lifecycle-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationChanged } from '../../../lib/reservation-cache';

// The reservation page's lifecycle calls: undo a cancel or no-show, internal notes, and the history
// (keyed under 'reservations', so every change of a reservation reads it again).

export const historyKey = (id: string) => ['reservations', 'history', id] as const;

export function getReservationHistory(id: string): Promise<ReservationHistoryAnswer> {
  return callApi('getReservationHistory', { params: { id } });
}

export function useReservationHistory(id: string) {
  return useQuery(queryOptions({ queryKey: historyKey(id), queryFn: () => getReservationHistory(id) }));
}

export function useReinstateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<Reservation> => callApi('reinstateReservation', { params: { id } }),
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: true }),
  });
}

export function useUpdateInternalNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }): Promise<Reservation> =>
      callApi('updateInternalNotes', { params: { id }, body: { internal_notes: notes } }),
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: false }),
  });
}
