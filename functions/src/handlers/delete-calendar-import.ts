import { existingImport } from '../calendar-sync/imported-feeds';
import { calendarImports } from '../data/calendar-import-repository';
import { defineHandler } from '../http/define-handler';

/** Stops importing the feed; the reservations it made stay, as any other reservation (decisions.md). */
export const handler = defineHandler('deleteCalendarImport', async ({ session, params }) => {
  await existingImport(session.propertyId, params.id);
  await calendarImports.remove(session.propertyId, params.id);
  return { msg: 'Imported calendar deleted' };
});
