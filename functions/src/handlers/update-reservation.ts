import { toCents } from '@hostel/shared/domain/money';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { sourceFields } from '../reservations/booking-source';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { changeDetails } from '../reservations/stays';
import { reservationView, typeNameOf } from '../reservations/views';
import { refuseIfChangedSince } from '../http/form-version';

/**
 * "Change reservation details": status (cancel and no-show release at once), payment, price, source, request. The
 * form sends every field; with `If-Match` (the web's), one filled before another change (a payment, a new price) is
 * refused (409) instead of putting the fields it left alone back as they were; without it (the spec's client), it
 * is applied to the reservation as it is.
 */
export const handler = defineHandler('updateReservation', async ({ body, params, session, headers }) => {
  const [current, actor] = await Promise.all([reservationOf(session.propertyId, params.id), actorOf(session)]);
  refuseIfChangedSince(headers, current);
  const type = await roomTypes.get(session.propertyId, current.roomTypeId);
  const changed = await changeDetails(
    session.propertyId,
    type,
    current,
    {
      status: body.reservation_status,
      paymentStatus: body.payment_status,
      totalCents: toCents(body.total_price),
      currency: body.currency,
      ...sourceFields(body.booking_source, current.bookingSource),
      specialRequest: body.special_request || undefined,
    },
    { actor, action: 'edited' },
  );
  return reservationView(changed, typeNameOf(changed, type));
});
