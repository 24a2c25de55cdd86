import { CalendarPage, type NewReservationPreset } from '../features/calendar/calendar-page';
import { useNewReservation } from '../lib/new-reservation';

// /app/calendar: the calendar feature composed with the new-reservation dialog of the reservations
// feature, which the signed-in area hosts once (new-reservation-host.tsx). The calendar only says what
// was chosen: the room type, the nights and the bed.

export function Component() {
  const openNewReservation = useNewReservation();
  const open = (preset: NewReservationPreset) =>
    openNewReservation({ roomTypeId: preset.roomTypeId, checkIn: preset.checkIn, checkOut: preset.checkOut, bedId: preset.bedId, bedName: preset.bedName });
  return <CalendarPage onNewReservation={open} />;
}
