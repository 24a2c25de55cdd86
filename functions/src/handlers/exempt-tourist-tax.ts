import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { exemptTax } from '../reservations/folio';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { reservationView, typeNameOf } from '../reservations/views';

/** The desk exempts a stay from the tourist tax with a reason (or takes the exemption back); the balance follows in the same write. */
export const handler = defineHandler('exemptTouristTax', async ({ body, params, session }) => {
  const [current, actor] = await Promise.all([reservationOf(session.propertyId, params.id), actorOf(session)]);
  const request = body.exempt ? { exempt: true as const, reason: body.reason, by: session.userId } : { exempt: false as const };
  const [saved, type] = await Promise.all([
    exemptTax(session.propertyId, current, request, { actor, action: 'tax_exempt' }),
    roomTypes.get(session.propertyId, current.roomTypeId),
  ]);
  return reservationView(saved, typeNameOf(saved, type));
});
