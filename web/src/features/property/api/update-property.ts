import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Property } from '@hostel/shared/api/property-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refetchAfterChange } from '../../../lib/refetch-after-change';
import { setAfterChange } from '../../../lib/set-after-change';

export function updateProperty(body: BodyInputOf<'updateProperty'>): Promise<Property> {
  return callApi('updateProperty', { body });
}

/** The answer is the saved property; the header's property name and the rates page's "today" (time zone) follow it. */
export function useUpdateProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: (saved) => {
      setAfterChange(client, queryKeys.property, saved);
      return Promise.all([
        refetchAfterChange(client, { queryKey: queryKeys.profile }),
        refetchAfterChange(client, { queryKey: queryKeys.ratesAndAvailability }),
      ]);
    },
  });
}
