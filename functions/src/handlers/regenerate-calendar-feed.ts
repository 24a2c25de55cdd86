import { existingFeed, feedView } from '../calendar-sync/published-feeds';
import { calendarFeeds } from '../data/calendar-feed-repository';
import { defineHandler } from '../http/define-handler';

/** A new secret URL for the feed; the old one stops answering at once. */
export const handler = defineHandler('regenerateCalendarFeed', async ({ session, params }) => {
  const feed = await existingFeed(session.propertyId, params.id);
  return feedView(await calendarFeeds.regenerate(session.propertyId, feed));
});
