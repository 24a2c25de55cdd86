import { feedView } from '../calendar-sync/published-feeds';
import { calendarFeeds } from '../data/calendar-feed-repository';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('listCalendarFeeds', async ({ session }) => ({
  feeds: (await calendarFeeds.list(session.propertyId)).map(feedView),
}));
