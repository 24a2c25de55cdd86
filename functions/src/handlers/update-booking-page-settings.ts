import { defineHandler } from '../http/define-handler';
import { saveSettings, settingsView } from '../reservations/booking-page-settings';

/** Saves the booking page's settings and takes its address; a renamed page's old address redirects for 90 days. */
export const handler = defineHandler('updateBookingPageSettings', async ({ body, session }) =>
  settingsView(await saveSettings(session.propertyId, body)),
);
