import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { catalogTexts } from '../lib/i18n/catalog-texts';
import { reservationChanged } from '../lib/reservation-cache';

// Check-in and check-out, pressed on Home, on the reservation's page and in the calendar bar's menu.
// Either may free or take nights (beds placed at check-in, an early or late check-out), so every
// reservation read and the availability are read again; the answer replaces the cached reservation.

export type StayAction = 'checkIn' | 'checkOut';

/** What the desk reads for these actions: the catalogs' stayActions, read in the current language. */
export const STAY_ACTION_TEXT = catalogTexts('stayActions');

/**
 * `late`: past the booked check-out day, extend the stay to today rather than check out on that day.
 * `keepPrice`: an early or late check-out keeps the total as it is instead of repricing the nights.
 */
export function runStayAction({
  action,
  id,
  late,
  keepPrice,
}: {
  action: StayAction;
  id: string;
  late?: boolean;
  keepPrice?: boolean;
}): Promise<Reservation> {
  if (action === 'checkIn') return callApi('checkIn', { params: { id } });
  // No body at all unless extending or keeping the price: the call then reads exactly as before either existed.
  const body = { ...(late ? { late: true } : {}), ...(keepPrice ? { keep_price: true } : {}) };
  return callApi('checkOut', { params: { id }, body: late || keepPrice ? body : undefined });
}

export function useStayAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runStayAction,
    onSuccess: (reservation: Reservation) => reservationChanged(queryClient, reservation, { availability: true }),
  });
}

/** A live stay whose guest may check in today: it has begun, is not over, and nobody checked it in. */
export const mayCheckIn = (stay: Reservation, today: string) =>
  ['confirmed', 'provisional'].includes(stay.reservation_status) && !stay.checked_in && stay.check_in <= today && today < stay.check_out;

/** A checked-in stay whose guest has not checked out. */
export const mayCheckOut = (stay: Reservation) =>
  ['confirmed', 'provisional'].includes(stay.reservation_status) && !!stay.checked_in && !stay.checked_out;
