import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { changeDetails } from '../reservations/stays';
import { reservationView, typeNameOf } from '../reservations/views';

/** The staff's internal notes on a reservation (any status); empty clears them. */
export const handler = defineHandler('updateInternalNotes', async ({ body, params, session }) => {
  const [current, actor] = await Promise.all([reservationOf(session.propertyId, params.id), actorOf(session)]);
  const type = await roomTypes.get(session.propertyId, current.roomTypeId);
  const saved = await changeDetails(
    session.propertyId,
    type,
    current,
    { notes: body.internal_notes || undefined },
    { actor, action: 'notes' },
  );
  return reservationView(saved, typeNameOf(saved, type));
});
