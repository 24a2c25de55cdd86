import { CalendarPage } from '../features/calendar/calendar-page';
import { useNewReservation } from '../lib/new-reservation';

// /app/calendar: the calendar feature composed with the new-reservation dialog of the reservations
// feature, which the signed-in area hosts once (new-reservation-host.tsx). The calendar only says what
// was chosen: the room type, the nights and the bed.

export function Component() {
  const openNewReservation = useNewReservation();
  return <CalendarPage onNewReservation={openNewReservation} />;
}
