import { conflictView } from '../calendar-sync/imported-feeds';
import { channelImportConflicts } from '../channel-manager/channel-conflicts';
import { calendarImports } from '../data/calendar-import-repository';
import { answerLanguage } from '../http/answer-language';
import { defineHandler } from '../http/define-handler';

// The channel manager's bookings that did not fit are listed with the imported calendars' (one notice).
export const handler = defineHandler('listImportConflicts', async ({ session, headers }) => {
  const [imported, channel] = await Promise.all([
    calendarImports.conflicts(session.propertyId),
    channelImportConflicts(session.propertyId),
  ]);
  return { conflicts: [...imported, ...channel].map((conflict) => conflictView(conflict, answerLanguage(headers))) };
});
