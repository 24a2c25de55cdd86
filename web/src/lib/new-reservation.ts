import { createContext, useContext } from 'react';

// Opening the new-reservation dialog from any page (home, reservations, the calendar) without a feature
// importing another: the app layer provides the opener (web/src/app/new-reservation-host.tsx) and mounts
// the dialog of the reservations feature once.

/** What a page may preset, e.g. the calendar's clicked room type and nights. */
export interface NewReservationPreset {
  roomTypeId?: string;
  /** yyyy-MM-dd */
  checkIn?: string;
  /** yyyy-MM-dd */
  checkOut?: string;
  /** The bed chosen: the booking takes it while the room type stays the preset one. */
  bedId?: string;
  /** The bed's name, e.g. "Dorm 6 · Room 1, bed 2", said in the dialog. */
  bedName?: string;
  /** Home's walk-in: the short form (a name, a bed from `checkIn`, booked and checked in at once). */
  walkIn?: boolean;
}

export type OpenNewReservation = (preset?: NewReservationPreset) => void;

const NewReservationContext = createContext<OpenNewReservation | null>(null);

export const NewReservationProvider = NewReservationContext.Provider;

/** The function that opens the dialog; only inside the signed-in area, where the app provides it. */
export function useNewReservation(): OpenNewReservation {
  const open = useContext(NewReservationContext);
  if (!open) throw new Error('useNewReservation is used outside the signed-in area');
  return open;
}
