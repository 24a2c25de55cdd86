import { isLive } from '@hostel/shared/api/reservation-schemas';
import { reservations } from '../data/reservation-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { reservationViews } from '../reservations/views';

/** The confirmed and provisional reservations overlapping the window (the rates page's week). */
export const handler = defineHandler('listReservationsSimple', async ({ params, session }) => {
  const { from, to } = params.dates;
  const [found, types] = await Promise.all([reservations.overlapping(session.propertyId, from, to), roomTypes.list(session.propertyId)]);
  return reservationViews(
    found.filter((stay) => isLive(stay.status)),
    types,
  );
});
