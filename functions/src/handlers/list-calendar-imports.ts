import { conflictView, importView } from '../calendar-sync/imported-feeds';
import { calendarImports } from '../data/calendar-import-repository';
import { answerLanguage } from '../http/answer-language';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('listCalendarImports', async ({ session, headers }) => {
  const language = answerLanguage(headers);
  const [feeds, conflicts] = await Promise.all([calendarImports.list(session.propertyId), calendarImports.conflicts(session.propertyId)]);
  return {
    feeds: feeds.map((feed) => importView(feed, language)),
    conflicts: conflicts.map((conflict) => conflictView(conflict, language)),
  };
});
