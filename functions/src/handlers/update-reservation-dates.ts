import { toCents } from '@hostel/shared/domain/money';
import { defineHandler } from '../http/define-handler';
import { refuseIfChangedSince } from '../http/form-version';
import { roomTypes } from '../data/room-type-repository';
import { actorOf } from '../reservations/history';
import { reservationOf, typeToMoveWithin } from '../reservations/records-of';
import { checkGuestsFit, moveStay } from '../reservations/stays';
import { reservationView, typeNameOf } from '../reservations/views';

/** Moves the stay's units and beds to the new nights and guests in one transaction, repriced unless a total or keep_price is sent. */
export const handler = defineHandler('updateReservationDates', async ({ body, params, session, headers }) => {
  const [current, actor] = await Promise.all([reservationOf(session.propertyId, params.id), actorOf(session)]);
  // The dates form sends the guests it was filled with: filled before another desk's change, it is refused.
  refuseIfChangedSince(headers, current);
  const type = typeToMoveWithin(await roomTypes.get(session.propertyId, current.roomTypeId));
  checkGuestsFit(type, body.number_of_guest);
  const moved = await moveStay(
    session.propertyId,
    type,
    current,
    {
      checkIn: body.check_in,
      checkOut: body.check_out,
      guests: body.number_of_guest,
      totalCents: body.total_price === undefined ? undefined : toCents(body.total_price),
      keepPrice: body.keep_price === true,
    },
    { actor, action: 'dates' },
  );
  return reservationView(moved, typeNameOf(moved, type));
});
