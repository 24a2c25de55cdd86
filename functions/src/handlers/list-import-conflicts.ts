import { conflictView } from '../calendar-sync/imported-feeds';
import { calendarImports } from '../data/calendar-import-repository';
import { answerLanguage } from '../http/answer-language';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('listImportConflicts', async ({ session, headers }) => ({
  conflicts: (await calendarImports.conflicts(session.propertyId)).map((conflict) => conflictView(conflict, answerLanguage(headers))),
}));
