import { reservationHistory } from '../data/reservation-history-repository';
import { defineHandler } from '../http/define-handler';
import { historyView } from '../reservations/history';
import { reservationOf } from '../reservations/records-of';

/** Every change of one reservation, newest first. */
export const handler = defineHandler('getReservationHistory', async ({ params, session }) => {
  await reservationOf(session.propertyId, params.id);
  const entries = await reservationHistory.of(session.propertyId, params.id);
  return { entries: entries.map(historyView) };
});
