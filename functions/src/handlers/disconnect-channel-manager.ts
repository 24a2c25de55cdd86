import { message } from '@hostel/shared/i18n/message';
import { channelConnections } from '../data/channel-connection-repository';
import { Missing } from '../domain-errors';
import { defineHandler } from '../http/define-handler';

/** Forgets the key and the mapping; the reservations the channel made stay, as any other reservation. */
export const handler = defineHandler('disconnectChannelManager', async ({ session }) => {
  if (!(await channelConnections.get(session.propertyId))) throw new Missing('channel.notConnected');
  await channelConnections.remove(session.propertyId);
  return { msg: message('channel.disconnected') };
});
