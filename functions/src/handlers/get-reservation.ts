import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { reservationOf } from '../reservations/records-of';
import { reservationView, typeNameOf } from '../reservations/views';

export const handler = defineHandler('getReservation', async ({ params, session }) => {
  const reservation = await reservationOf(session.propertyId, params.id);
  const type = await roomTypes.get(session.propertyId, reservation.roomTypeId);
  return reservationView(reservation, typeNameOf(reservation, type));
});
