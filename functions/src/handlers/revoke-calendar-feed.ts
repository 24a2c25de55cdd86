import { existingFeed } from '../calendar-sync/published-feeds';
import { calendarFeeds } from '../data/calendar-feed-repository';
import { defineHandler } from '../http/define-handler';
import { message } from '@hostel/shared/i18n/message';

export const handler = defineHandler('revokeCalendarFeed', async ({ session, params }) => {
  await calendarFeeds.revoke(session.propertyId, await existingFeed(session.propertyId, params.id));
  return { msg: message('calendar.calendarFeedDeleted') };
});
