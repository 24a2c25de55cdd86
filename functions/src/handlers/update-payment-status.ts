import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { reservationOf } from '../reservations/records-of';
import { changeDetails } from '../reservations/stays';
import { reservationView } from '../reservations/views';

/** "Mark as Paid" and the like: the payment status only. */
export const handler = defineHandler('updatePaymentStatus', async ({ body, params, session }) => {
  const current = await reservationOf(session.propertyId, params.id);
  const type = await roomTypes.get(session.propertyId, current.roomTypeId);
  const changed = await changeDetails(session.propertyId, type, current, { paymentStatus: body.payment_status });
  return reservationView(changed, type?.description);
});
