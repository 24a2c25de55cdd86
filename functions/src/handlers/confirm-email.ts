import { INVALID_LINK, readEmailToken } from '../accounts/email-tokens';
import { emailTokens } from '../data/token-repository';
import { BadRequest } from '../http/errors';
import { defineHandler } from '../http/define-handler';
import { message } from '@hostel/shared/i18n/message';

export const handler = defineHandler('confirmEmail', async ({ params }) => {
  const link = await readEmailToken('verify-email', params.token);
  // Using the link and verifying the user happen together, so a link works once; opened again
  // (mail clients open links to scan them), it says the email is verified rather than failing.
  const outcome = await emailTokens.useToVerify(link.propertyId, link.tokenId, link.userId);
  if (outcome === 'spent') throw new BadRequest(INVALID_LINK);
  return { msg: message(outcome === 'verified' ? 'account.emailVerifiedSuccessfully' : 'account.emailAlreadyVerified') };
});
