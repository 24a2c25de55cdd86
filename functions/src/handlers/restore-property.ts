import { type MessageId, message } from '@hostel/shared/i18n/message';
import { checkCredentials } from '../accounts/credentials';
import { Forbidden } from '../http/errors';
import { defineHandler } from '../http/define-handler';
import { sellAgainOnChannels } from '../channel-manager/channel-closure';
import { ONLY_ADMIN_RESTORES, reopenProperty } from '../property/property-closure';

export const RESTORED = 'account.propertyRestored' satisfies MessageId;

/** The admin of a closed property reopens it within 30 days, with their email and password under sign-in's rules. */
export const handler = defineHandler('restoreProperty', async ({ body, sourceIp, log }) => {
  const user = await checkCredentials(body, sourceIp);
  if (user.role !== 'admin') throw new Forbidden(ONLY_ADMIN_RESTORES);
  await reopenProperty(user.propertyId, new Date());
  // The OTAs were sent it closed: its real availability goes out again (a repeated restore sends it again).
  await sellAgainOnChannels(user.propertyId, log);
  return { msg: message(RESTORED) };
});
