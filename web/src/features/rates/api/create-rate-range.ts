import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { RatePlan } from '@hostel/shared/api/room-type-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';

export function createRateRange({ roomTypeId, body }: { roomTypeId: string; body: BodyInputOf<'createRateRange'> }): Promise<RatePlan> {
  return callApi('createRateRange', { params: { roomTypeId }, body });
}

/** A range changes the nights on the rates page and the room type's list of ranges (general info's rate plans). */
export function useCreateRateRange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRateRange,
    onSuccess: () =>
      Promise.all([
        refetchAfterChange(client, { queryKey: queryKeys.ratesAndAvailability }),
        refetchAfterChange(client, { queryKey: queryKeys.roomTypes }),
      ]),
  });
}
