import type { BodyInputOf } from '@hostel/shared/api/route-table';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import type { TouristTaxSetting } from '@hostel/shared/api/tourist-tax-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { reservationChanged } from '../lib/reservation-cache';
import { setAfterChange } from '../lib/set-after-change';

// The tourist tax: the property's setting (read by the settings, which change it) and a stay's exemption
// (from the reservation's folio). Stays booked later take the setting; a stay's tax is on its reservation.

export const touristTaxKey = ['tourist-tax'] as const;

export function useTouristTax() {
  return useQuery({
    queryKey: touristTaxKey,
    queryFn: (): Promise<TouristTaxSetting> => callApi('getTouristTax'),
    meta: { errorMessage: 'Could not load the tourist tax' },
  });
}

export function useUpdateTouristTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<'updateTouristTax'>) => callApi('updateTouristTax', { body }),
    onSuccess: (setting: TouristTaxSetting) => setAfterChange(queryClient, touristTaxKey, setting),
  });
}

export function useExemptTouristTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInputOf<'exemptTouristTax'> }) =>
      callApi('exemptTouristTax', { params: { id }, body }),
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: false }),
  });
}
