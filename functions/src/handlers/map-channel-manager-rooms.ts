import { saveMapping } from '../channel-manager/channel-connection';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('mapChannelManagerRooms', async ({ session, body, log }) =>
  saveMapping(session.propertyId, body, log),
);
