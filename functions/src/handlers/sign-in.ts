import { message } from '@hostel/shared/i18n/message';
import type { MessageId } from '@hostel/shared/i18n/message';
import { ERROR_CODES } from '@hostel/shared/api/error-codes';
import { checkCredentials } from '../accounts/credentials';
import { startSession } from '../accounts/session';
import { properties } from '../data/property-repository';
import { Forbidden } from '../http/errors';
import { Reply } from '../http/pipeline-types';
import { defineHandler } from '../http/define-handler';

export { CAPTCHA_REQUIRED, WRONG_CREDENTIALS } from '../accounts/credentials';
export const PROPERTY_CLOSED = 'account.propertyDeletedClosed' satisfies MessageId;

/** Sign-in's limits, captcha and password check are checkCredentials'; then what only the password holder learns. */
export const handler = defineHandler('signIn', async ({ body, sourceIp }) => {
  const user = await checkCredentials(body, sourceIp);
  // Only someone who knows the password learns that the property is closed, or that the email still needs confirming.
  if ((await properties.get(user.propertyId))?.closedAt) throw new Forbidden(PROPERTY_CLOSED).withCode(ERROR_CODES.propertyClosed);
  if (!user.verified) {
    throw new Forbidden('account.pleaseConfirmEmailFirst').withCode(ERROR_CODES.emailNotVerified);
  }
  return new Reply({ msg: message('account.signed') }, [await startSession(user)]);
});
