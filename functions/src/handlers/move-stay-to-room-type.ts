import { roomTypes } from '../data/room-type-repository';
import { Missing } from '../domain-errors';
import { defineHandler } from '../http/define-handler';
import { checkBedsBelong, checkChosenCount } from '../reservations/bed-moves';
import { actorOf } from '../reservations/history';
import { reservationOf, typeToMoveWithin } from '../reservations/records-of';
import { moveStayToRoomType } from '../reservations/room-type-moves';
import { reservationView } from '../reservations/views';

/** Moves the stay, same dates and guests, to another room type in one transaction, repriced from its rates unless keep_price. */
export const handler = defineHandler('moveStayToRoomType', async ({ body, params, session }) => {
  const tenant = session.propertyId;
  const [current, types, actor] = await Promise.all([reservationOf(tenant, params.id), roomTypes.list(tenant), actorOf(session)]);
  const from = typeToMoveWithin(types.find((type) => type.id === current.roomTypeId));
  const to = types.find((type) => type.id === body.room_type_id);
  if (!to) throw new Missing('data.roomTypeNotFound');
  const chosen = body.assigned_beds ?? [];
  checkChosenCount(to, current.guests, chosen);
  checkBedsBelong(types, to, chosen, 'word.bookThatType');
  const moved = await moveStayToRoomType(
    tenant,
    from,
    to,
    current,
    { keepPrice: body.keep_price === true, chosen },
    { actor, action: 'room_type' },
  );
  return reservationView(moved, to.description);
});
