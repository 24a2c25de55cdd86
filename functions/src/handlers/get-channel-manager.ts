import { API_PREFIX } from '@hostel/shared/api/endpoints';
import { connectionView } from '../channel-manager/connection-view';
import { webhookPath, webhookToken } from '../channel-manager/webhook-token';
import { config } from '../config';
import { channelConnections } from '../data/channel-connection-repository';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('getChannelManager', async ({ session }) => {
  const record = await channelConnections.get(session.propertyId);
  if (!record) return connectionView(record);
  // The address to paste in Channex's webhook settings: it only starts a pull of this property's bookings.
  const token = await webhookToken(session.propertyId, record.connectedAt);
  return { ...connectionView(record), webhook_url: `${config().appOrigins[0]}${API_PREFIX}${webhookPath(token)}` };
});
