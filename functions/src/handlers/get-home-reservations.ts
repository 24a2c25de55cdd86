import { isLive } from '@hostel/shared/api/reservation-schemas';
import { addDays } from '@hostel/shared/domain/dates';
import { reservations } from '../data/reservation-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, todayAt } from '../property/property-of';
import { reservationViews } from '../reservations/views';

const LATEST = 10;
const LATEST_DAYS = 30;

/** Home: who arrives and who leaves today (property time zone), and the latest changes of the last 30 days. */
export const handler = defineHandler('getHomeReservations', async ({ session }) => {
  const today = todayAt(await propertyOf(session.propertyId));
  const since = new Date(Date.now() - LATEST_DAYS * 86_400_000).toISOString();
  // Last night and tonight hold everyone leaving today and everyone arriving today.
  const [around, latest, types] = await Promise.all([
    reservations.overlapping(session.propertyId, addDays(today, -1), today),
    reservations.latestUpdated(session.propertyId, since, LATEST),
    roomTypes.list(session.propertyId),
  ]);
  const live = around.filter((stay) => isLive(stay.status));
  return {
    today,
    arrivals: reservationViews(
      live.filter((stay) => stay.checkIn === today),
      types,
    ),
    departures: reservationViews(
      live.filter((stay) => stay.checkOut === today),
      types,
    ),
    latest: reservationViews(latest, types),
  };
});
