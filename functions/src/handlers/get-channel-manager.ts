import { connectionView } from '../channel-manager/connection-view';
import { channelConnections } from '../data/channel-connection-repository';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('getChannelManager', async ({ session }) =>
  connectionView(await channelConnections.get(session.propertyId)),
);
