import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, todayAt } from '../property/property-of';
import { setPaymentStatus } from '../reservations/payments';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { reservationView, typeNameOf } from '../reservations/views';

/** "Mark as Paid" (records what is still owed as one payment) and the like: the payment status only. */
export const handler = defineHandler('updatePaymentStatus', async ({ body, params, session }) => {
  const [current, actor] = await Promise.all([reservationOf(session.propertyId, params.id), actorOf(session)]);
  const [type, property] = await Promise.all([roomTypes.get(session.propertyId, current.roomTypeId), propertyOf(session.propertyId)]);
  const changed = await setPaymentStatus(
    session.propertyId,
    type,
    current,
    body.payment_status,
    {
      date: todayAt(property),
      by: session.userId,
      method: body.method,
    },
    { actor, action: 'payment_status' },
  );
  return reservationView(changed, typeNameOf(changed, type));
});
