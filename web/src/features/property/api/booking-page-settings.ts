import type { BookingPageSettings } from '@hostel/shared/api/booking-page-schemas';
import type { BodyInputOf } from '@hostel/shared/api/route-table';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { setAfterChange } from '../../../lib/set-after-change';

// GET and PUT /properties/booking-page: the owner's settings of the hostel's public booking page.

const KEY = ['booking-page-settings'] as const;

export function getBookingPageSettings(): Promise<BookingPageSettings> {
  return callApi('getBookingPageSettings');
}

export function useBookingPageSettings() {
  return useQuery(queryOptions({ queryKey: KEY, queryFn: getBookingPageSettings }));
}

export function updateBookingPageSettings(body: BodyInputOf<'updateBookingPageSettings'>): Promise<BookingPageSettings> {
  return callApi('updateBookingPageSettings', { body });
}

export function useUpdateBookingPageSettings() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateBookingPageSettings, onSuccess: (saved) => setAfterChange(client, KEY, saved) });
}
