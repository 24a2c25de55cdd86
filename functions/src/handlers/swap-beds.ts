import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, todayAt } from '../property/property-of';
import { swapStayBeds } from '../reservations/bed-swaps';
import { actorOf } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';
import { reservationView } from '../reservations/views';

/** Two stays of one room type exchange their beds in one transaction, or nothing changes. */
export const handler = defineHandler('swapBeds', async ({ params, body, session }) => {
  const tenant = session.propertyId;
  const [first, second, types, property, actor] = await Promise.all([
    reservationOf(tenant, params.id),
    reservationOf(tenant, body.with_reservation_id),
    roomTypes.list(tenant),
    propertyOf(tenant),
    actorOf(session),
  ]);
  const [a, b] = await swapStayBeds(tenant, types, first, second, todayAt(property), { actor, action: 'beds' });
  // One room type: its name as it is now.
  const typeName = types.find((type) => type.id === a.roomTypeId)?.description;
  return { reservations: [reservationView(a, typeName), reservationView(b, typeName)] };
});
