import { toCents } from '@hostel/shared/domain/money';
import { extras } from '../data/extra-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { addCharge, type NewCharge } from '../reservations/folio';
import { actorOf } from '../reservations/history';
import { idempotencyKeyOf, once } from '../reservations/idempotent-request';
import { reservationOf } from '../reservations/records-of';
import { reservationView, typeNameOf } from '../reservations/views';

/**
 * Adds an extra, an adjustment or a discount to the stay's folio; the balance and payment status follow in the same
 * write. Once per Idempotency-Key, as a payment (a retry after a lost answer charges once); without one it simply
 * adds, as two equal extras can both be real.
 */
export const handler = defineHandler('addCharge', async ({ body, params, session, headers }) =>
  once(
    session.propertyId,
    'addCharge',
    idempotencyKeyOf(headers),
    { ...body, reservation: params.id },
    async (record) => {
      const [current, actor, extra] = await Promise.all([
        reservationOf(session.propertyId, params.id),
        actorOf(session),
        body.kind === 'extra' ? extras.get(session.propertyId, body.extra_id) : undefined,
      ]);
      const charge: NewCharge =
        body.kind === 'extra'
          ? { kind: 'extra', extra, quantity: body.quantity, by: session.userId }
          : {
              kind: body.kind,
              amountCents: toCents(body.amount),
              reason: body.reason,
              by: session.userId,
              manager: session.role === 'admin' || session.role === 'manager',
            };
      const type = await roomTypes.get(session.propertyId, current.roomTypeId);
      const saved = await addCharge(session.propertyId, current, charge, { actor, action: 'charge' }, (next) =>
        record(reservationView(next, typeNameOf(next, type))),
      );
      return reservationView(saved, typeNameOf(saved, type));
    },
    { fence: true },
  ),
);
