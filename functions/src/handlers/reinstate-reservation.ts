import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { reinstate } from '../reservations/reinstate';
import { reservationView, typeNameOf } from '../reservations/views';

/** Undoes a cancel or no-show: the status it had, its nights, units and beds again, if all are still free. */
export const handler = defineHandler('reinstateReservation', async ({ params, session }) => {
  const [current, actor] = await Promise.all([reservationOf(session.propertyId, params.id), actorOf(session)]);
  const type = await roomTypes.get(session.propertyId, current.roomTypeId);
  const saved = await reinstate(session.propertyId, type, current, { actor, action: 'reinstated' });
  return reservationView(saved, typeNameOf(saved, type));
});
