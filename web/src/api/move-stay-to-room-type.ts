import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { reservationChanged } from '../lib/reservation-cache';

// The stay moved to another room type (the reservation page and the calendar): the answer replaces the
// cached reservation, every other reservation read and the availability are read again.

export function useMoveStayToRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInputOf<'moveStayToRoomType'> }): Promise<Reservation> =>
      callApi('moveStayToRoomType', { params: { id }, body }),
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: true }),
  });
}
