import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, todayAt } from '../property/property-of';
import { checkOut } from '../reservations/check-in-out';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { reservationView, typeNameOf } from '../reservations/views';

/** Checks the guest out today: early frees the nights left; past the check-out day, `late` extends the stay if its beds are free. */
export const handler = defineHandler('checkOut', async ({ params, body, session }) => {
  const [current, property, actor] = await Promise.all([
    reservationOf(session.propertyId, params.id),
    propertyOf(session.propertyId),
    actorOf(session),
  ]);
  const type = await roomTypes.get(session.propertyId, current.roomTypeId);
  const saved = await checkOut(
    session.propertyId,
    type,
    current,
    todayAt(property),
    { actor, action: 'checked_out' },
    body?.late === true,
    body?.keep_price === true,
  );
  return reservationView(saved, typeNameOf(saved, type));
});
