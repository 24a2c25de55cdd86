import { conflictView, importView } from '../calendar-sync/imported-feeds';
import { calendarImports } from '../data/calendar-import-repository';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('listCalendarImports', async ({ session }) => {
  const [feeds, conflicts] = await Promise.all([calendarImports.list(session.propertyId), calendarImports.conflicts(session.propertyId)]);
  return { feeds: feeds.map(importView), conflicts: conflicts.map(conflictView) };
});
