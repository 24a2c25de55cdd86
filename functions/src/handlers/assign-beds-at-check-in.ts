import { type Message, message } from '@hostel/shared/i18n/message';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import { reservations } from '../data/reservation-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, todayAt } from '../property/property-of';
import { actorOf } from '../reservations/history';
import { placeStay } from '../reservations/stays';

function outcome(placed: number, unplaced: number): Message {
  if (placed + unplaced === 0) return message('stay.noReservationHouseToday');
  return unplaced === 0
    ? message('stay.bedsAssigned', { count: placed })
    : message('stay.bedsAssignedSomeUnplaced', { count: placed, unplaced });
}

/** Gives beds to every live stay current today (property time zone) that has none, never a taken bed. */
export const handler = defineHandler('assignBedsAtCheckIn', async ({ session }) => {
  const today = todayAt(await propertyOf(session.propertyId));
  const [current, types, actor] = await Promise.all([
    reservations.overlapping(session.propertyId, today, today),
    roomTypes.list(session.propertyId),
    actorOf(session),
  ]);
  const typeOf = new Map(types.map((type) => [type.id, type]));
  const waiting = current.filter((stay) => isLive(stay.status) && stay.beds.length === 0);
  let placed = 0;
  // One at a time, so each placement sees the beds the previous one took.
  for (const stay of waiting) {
    const type = typeOf.get(stay.roomTypeId);
    if (type && (await placeStay(session.propertyId, type, stay, { actor, action: 'beds' }))) placed += 1;
  }
  return { msg: outcome(placed, waiting.length - placed), placed, unplaced: waiting.length - placed };
});
