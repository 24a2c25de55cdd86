import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, todayAt } from '../property/property-of';
import { checkBedsBelong, moveBeds } from '../reservations/bed-moves';
import { actorOf } from '../reservations/history';
import { reservationOf, typeToMoveWithin } from '../reservations/records-of';
import { reservationView, typeNameOf } from '../reservations/views';

/** Moves the stay to these beds of its type for all its nights, in one transaction, or changes nothing. */
export const handler = defineHandler('assignBeds', async ({ params, body, session }) => {
  const tenant = session.propertyId;
  const [current, types, property, actor] = await Promise.all([
    reservationOf(tenant, params.id),
    roomTypes.list(tenant),
    propertyOf(tenant),
    actorOf(session),
  ]);
  const type = typeToMoveWithin(types.find((candidate) => candidate.id === current.roomTypeId));
  checkBedsBelong(types, type, body.assigned_beds);
  const moved = await moveBeds(tenant, type, current, body.assigned_beds, todayAt(property), { actor, action: 'beds' });
  return reservationView(moved, typeNameOf(moved, type));
});
