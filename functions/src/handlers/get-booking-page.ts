import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { openPage, pageView } from '../reservations/booking-page-offers';

/** The booking page's facts by its address (an old address answers the page under its new one). */
export const handler = defineHandler('getBookingPage', async ({ params }) => {
  const page = await openPage(params.slug);
  return pageView(page, await roomTypes.list(page.tenant));
});
