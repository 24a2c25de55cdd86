import { checkCredentials } from '../accounts/credentials';
import { Forbidden } from '../http/errors';
import { defineHandler } from '../http/define-handler';
import { reopenProperty } from '../property/property-closure';

export const ONLY_ADMIN_RESTORES = "Only the property's admin can restore it";
export const RESTORED = 'Your property is restored. Sign in to continue';

/** The admin of a closed property reopens it within 30 days, with their email and password under sign-in's rules. */
export const handler = defineHandler('restoreProperty', async ({ body, sourceIp }) => {
  const user = await checkCredentials(body, sourceIp);
  if (user.role !== 'admin') throw new Forbidden(ONLY_ADMIN_RESTORES);
  await reopenProperty(user.propertyId, new Date());
  return { msg: RESTORED };
});
