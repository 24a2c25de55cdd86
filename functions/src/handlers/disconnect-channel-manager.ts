import { message } from '@hostel/shared/i18n/message';
import { disconnect } from '../channel-manager/channel-connection';
import { defineHandler } from '../http/define-handler';

/** Closes the mapped rooms on Channex, then forgets the key and the mapping; the reservations the channel made stay. */
export const handler = defineHandler('disconnectChannelManager', async ({ session, log }) => {
  await disconnect(session.propertyId, log);
  return { msg: message('channel.disconnected') };
});
