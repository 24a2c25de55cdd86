import { existingImport } from '../calendar-sync/imported-feeds';
import { calendarImports } from '../data/calendar-import-repository';
import { defineHandler } from '../http/define-handler';
import { message } from '@hostel/shared/i18n/message';

/** Stops importing the feed; the reservations it made stay, as any other reservation (decisions.md). */
export const handler = defineHandler('deleteCalendarImport', async ({ session, params }) => {
  await existingImport(session.propertyId, params.id);
  await calendarImports.remove(session.propertyId, params.id);
  return { msg: message('calendar.importedCalendarDeleted') };
});
