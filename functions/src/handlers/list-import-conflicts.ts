import { conflictView } from '../calendar-sync/imported-feeds';
import { calendarImports } from '../data/calendar-import-repository';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('listImportConflicts', async ({ session }) => ({
  conflicts: (await calendarImports.conflicts(session.propertyId)).map(conflictView),
}));
