import { addImport, importView } from '../calendar-sync/imported-feeds';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('createCalendarImport', async ({ session, body }) =>
  importView(await addImport(session.propertyId, body)),
);
