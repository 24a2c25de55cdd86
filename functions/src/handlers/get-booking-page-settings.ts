import { bookingPages } from '../data/booking-page-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf } from '../property/property-of';
import { defaultSettings, settingsView } from '../reservations/booking-page-settings';

/** The booking page's settings; before the first save, the defaults (page off). */
export const handler = defineHandler('getBookingPageSettings', async ({ session }) => {
  const saved = await bookingPages.get(session.propertyId);
  return settingsView(saved ?? defaultSettings(await propertyOf(session.propertyId)));
});
