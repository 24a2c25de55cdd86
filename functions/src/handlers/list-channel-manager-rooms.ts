import { channelRooms } from '../channel-manager/channel-connection';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('listChannelManagerRooms', async ({ session }) => channelRooms(session.propertyId));
