import { conflictView } from '../calendar-sync/imported-feeds';
import { channelImportConflicts } from '../channel-manager/channel-conflicts';
import { calendarImports } from '../data/calendar-import-repository';
import { defineHandler } from '../http/define-handler';

// The channel manager's bookings that did not fit are listed with the imported calendars' (one notice).
export const handler = defineHandler('listImportConflicts', async ({ session }) => {
  const [imported, channel] = await Promise.all([
    calendarImports.conflicts(session.propertyId),
    channelImportConflicts(session.propertyId),
  ]);
  return { conflicts: [...imported, ...channel].map(conflictView) };
});
