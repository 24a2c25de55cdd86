import { existingImport, fetchFeedText, importView } from '../calendar-sync/imported-feeds';
import { syncFeed } from '../calendar-sync/import-sync';
import { syncSettings } from '../calendar-sync/sync-settings';
import { answerLanguage } from '../http/answer-language';
import { defineHandler } from '../http/define-handler';

/**
 * "Sync now": the schedule's sync of one feed, for as long as a request may take; a large feed's run keeps
 * its cursor and the next call (the page polls) or the schedule goes on. While another sync holds the feed
 * this one does nothing and answers the feed as it is, `sync_running`.
 */
export const handler = defineHandler('syncCalendarImport', async ({ session, params, headers }) => {
  const feed = await existingImport(session.propertyId, params.id);
  await syncFeed(session.propertyId, feed, fetchFeedText, new Date(), { budgetMs: syncSettings.requestBudgetMs });
  return importView(await existingImport(session.propertyId, params.id), answerLanguage(headers));
});
