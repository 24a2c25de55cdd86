import { matchesGuestName } from '@hostel/shared/domain/guest-search';
import { reservations } from '../data/reservation-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { reservationViews } from '../reservations/views';

/** Every reservation overlapping the window, any status, optionally those whose guest's name matches. */
export const handler = defineHandler('findReservations', async ({ params, session }) => {
  const { from, to, search } = params.criteria;
  const [found, types] = await Promise.all([reservations.overlapping(session.propertyId, from, to), roomTypes.list(session.propertyId)]);
  // An erased guest has no name left to find.
  const matching =
    search === null
      ? found
      : found.filter((stay) => !stay.guestErased && matchesGuestName(search, stay.guestFirstName ?? '', stay.guestLastName ?? ''));
  return reservationViews(matching, types);
});
