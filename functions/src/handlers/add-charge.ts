import { toCents } from '@hostel/shared/domain/money';
import { extras } from '../data/extra-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { addCharge, type NewCharge } from '../reservations/folio';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { reservationView } from '../reservations/views';

/** Adds an extra, an adjustment or a discount to the stay's folio; the balance and payment status follow in the same write. */
export const handler = defineHandler('addCharge', async ({ body, params, session }) => {
  const [current, actor] = await Promise.all([reservationOf(session.propertyId, params.id), actorOf(session)]);
  const charge: NewCharge =
    body.kind === 'extra'
      ? { kind: 'extra', extra: await extras.get(session.propertyId, body.extra_id), quantity: body.quantity, by: session.userId }
      : {
          kind: body.kind,
          amountCents: toCents(body.amount),
          reason: body.reason,
          by: session.userId,
          manager: session.role === 'admin' || session.role === 'manager',
        };
  const [saved, type] = await Promise.all([
    addCharge(session.propertyId, current, charge, { actor, action: 'charge' }),
    roomTypes.get(session.propertyId, current.roomTypeId),
  ]);
  return reservationView(saved, type?.description);
});
