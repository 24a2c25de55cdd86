import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { changeDetails } from '../reservations/stays';
import { reservationView, typeNameOf } from '../reservations/views';

/** Cancel, no-show (both final, releasing units and beds at once), or confirmed ↔ provisional. */
export const handler = defineHandler('updateReservationStatus', async ({ body, params, session }) => {
  const [current, actor] = await Promise.all([reservationOf(session.propertyId, params.id), actorOf(session)]);
  const type = await roomTypes.get(session.propertyId, current.roomTypeId);
  const changed = await changeDetails(session.propertyId, type, current, { status: body.reservation_status }, { actor, action: 'status' });
  return reservationView(changed, typeNameOf(changed, type));
});
