import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, todayAt } from '../property/property-of';
import { checkIn } from '../reservations/check-in-out';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { reservationView, typeNameOf } from '../reservations/views';

/** Checks the guest in (stored, with who and when); a stay still waiting for beds gets them now. Again: no change. */
export const handler = defineHandler('checkIn', async ({ params, session }) => {
  const [current, property, actor] = await Promise.all([
    reservationOf(session.propertyId, params.id),
    propertyOf(session.propertyId),
    actorOf(session),
  ]);
  const type = await roomTypes.get(session.propertyId, current.roomTypeId);
  const saved = await checkIn(session.propertyId, type, current, todayAt(property), { actor, action: 'checked_in' });
  return reservationView(saved, typeNameOf(saved, type));
});
