import type { MessageId } from '@hostel/shared/i18n/message';
import { checkCredentials } from '../accounts/credentials';
import { properties } from '../data/property-repository';
import { Conflict, Forbidden } from '../http/errors';
import { defineHandler } from '../http/define-handler';
import { propertyFile } from '../http/property-file';
import { ONLY_ADMIN_RESTORES } from '../property/property-closure';

export const NOT_CLOSED = 'account.propertyOpenSignInToDownload' satisfies MessageId;

/**
 * While the property is closed nobody can sign in, so its admin downloads the export with their email and
 * password, under sign-in's limits and captcha: the same proof a session would have needed.
 */
export const handler = defineHandler('exportClosedPropertyData', async ({ body, query, sourceIp }) => {
  const user = await checkCredentials(body, sourceIp);
  if (user.role !== 'admin') throw new Forbidden(ONLY_ADMIN_RESTORES);
  if (!(await properties.get(user.propertyId))?.closedAt) throw new Conflict(NOT_CLOSED);
  return propertyFile(user.propertyId, query);
});
