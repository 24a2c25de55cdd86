import { message } from '@hostel/shared/i18n/message';
import { disconnect } from '../channel-manager/channel-connection';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('disconnectChannelManager', async ({ session }) => {
  await disconnect(session.propertyId);
  return { msg: message('channel.disconnected') };
});
