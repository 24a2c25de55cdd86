import { reservations } from '../data/reservation-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { staysMatching } from '../reservations/reservation-search';
import { reservationViews } from '../reservations/views';

/** Every reservation overlapping the window, any status; with a search, those of its short reference or its guests. */
export const handler = defineHandler('findReservations', async ({ params, session }) => {
  const { from, to, search } = params.criteria;
  const [found, types] = await Promise.all([reservations.overlapping(session.propertyId, from, to), roomTypes.list(session.propertyId)]);
  const matching = search === null ? found : await staysMatching(session.propertyId, found, search);
  return reservationViews(matching, types);
});
