import { toCents } from '@hostel/shared/domain/money';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, todayAt } from '../property/property-of';
import { idempotencyKeyOf, once } from '../reservations/idempotent-request';
import { recordPayment } from '../reservations/payments';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { reservationView, typeNameOf } from '../reservations/views';

/**
 * Records a payment or, negative, a refund; the paid total and status follow. Once per Idempotency-Key
 * (a double tap records once); without one it simply records, as two equal payments can both be real.
 */
export const handler = defineHandler('recordPayment', async ({ body, params, session, headers }) =>
  once(
    session.propertyId,
    'recordPayment',
    idempotencyKeyOf(headers),
    { ...body, reservation: params.id },
    async (record) => {
      const [current, actor] = await Promise.all([reservationOf(session.propertyId, params.id), actorOf(session)]);
      const [type, date] = await Promise.all([
        roomTypes.get(session.propertyId, current.roomTypeId),
        body.date ?? propertyOf(session.propertyId).then((property) => todayAt(property)),
      ]);
      const amountCents = toCents(body.amount);
      const saved = await recordPayment(
        session.propertyId,
        current,
        {
          amountCents: () => amountCents,
          method: body.method,
          date,
          note: body.note || undefined,
          by: session.userId,
          currency: body.currency,
          rate: body.exchange_rate,
          allowCredit: body.allow_credit,
        },
        { actor, action: 'payment' },
        (next) => record(reservationView(next, typeNameOf(next, type))),
      );
      return reservationView(saved, typeNameOf(saved, type));
    },
    { fence: true },
  ),
);
