import { existingImport, fetchFeedText, importView } from '../calendar-sync/imported-feeds';
import { syncFeed } from '../calendar-sync/import-sync';
import { defineHandler } from '../http/define-handler';

/** "Sync now": the schedule's sync of one feed; answers the feed with this sync's outcome. */
export const handler = defineHandler('syncCalendarImport', async ({ session, params }) => {
  const feed = await existingImport(session.propertyId, params.id);
  await syncFeed(session.propertyId, feed, fetchFeedText);
  return importView(await existingImport(session.propertyId, params.id));
});
