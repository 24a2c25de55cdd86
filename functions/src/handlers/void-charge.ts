import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { voidCharge } from '../reservations/folio';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { reservationView, typeNameOf } from '../reservations/views';

/** Takes a charge added by mistake off the stay's folio, with a reason; the balance follows in the same write. Again: unchanged. */
export const handler = defineHandler('voidCharge', async ({ body, params, session }) => {
  const [current, actor] = await Promise.all([reservationOf(session.propertyId, params.id), actorOf(session)]);
  const request = {
    chargeId: params.chargeId,
    reason: body.reason,
    by: session.userId,
    manager: session.role === 'admin' || session.role === 'manager',
  };
  const [saved, type] = await Promise.all([
    voidCharge(session.propertyId, current, request, { actor, action: 'charge_voided' }),
    roomTypes.get(session.propertyId, current.roomTypeId),
  ]);
  return reservationView(saved, typeNameOf(saved, type));
});
