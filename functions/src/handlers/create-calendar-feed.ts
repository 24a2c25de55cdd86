import { feedView, publishFeed } from '../calendar-sync/published-feeds';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('createCalendarFeed', async ({ session, body }) =>
  feedView(await publishFeed(session.propertyId, body.room_type_id, body.unit_id)),
);
