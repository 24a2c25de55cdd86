import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { reservationKeys } from '../lib/reservation-query-keys';

// The stay moved to another room type (the reservation page and the calendar): the answer replaces the
// cached reservation, every other reservation read and the availability are read again.

export function useMoveStayToRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInputOf<'moveStayToRoomType'> }): Promise<Reservation> =>
      callApi('moveStayToRoomType', { params: { id }, body }),
    onSuccess: (reservation: Reservation) => {
      const detail = reservationKeys.detail(reservation._id);
      queryClient.setQueryData(detail, reservation);
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: reservationKeys.all,
          predicate: (query) => query.queryKey.join('/') !== detail.join('/'),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ratesAndAvailability }),
      ]);
    },
  });
}
