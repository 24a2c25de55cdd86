import { message } from '@hostel/shared/i18n/message';
import { resyncProperty } from '../channel-manager/channel-push';
import { Missing } from '../domain-errors';
import { defineHandler } from '../http/define-handler';

/**
 * The full resync: every night of the next 500 for every mapped type, sent now as the pusher sends (one
 * run at a time per property). Channex not answering leaves it pending for the pusher's sweep.
 */
export const handler = defineHandler('resyncChannelManager', async ({ session, log }) => {
  const outcome = await resyncProperty(session.propertyId, log);
  if (!outcome || outcome === 'not connected') throw new Missing('channel.notConnected');
  const sent = outcome === 'sent';
  return { msg: message(sent ? 'channel.resyncSent' : 'channel.resyncPending'), sent };
});
