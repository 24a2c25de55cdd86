import { addImport, importView } from '../calendar-sync/imported-feeds';
import { answerLanguage } from '../http/answer-language';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('createCalendarImport', async ({ session, body, headers }) =>
  importView(await addImport(session.propertyId, body), answerLanguage(headers)),
);
