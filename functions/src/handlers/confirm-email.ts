import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { INVALID_LINK, readEmailToken } from '../accounts/email-tokens';
import { db, isConditionFailure } from '../data/db-client';
import { emailTokens } from '../data/token-repository';
import { userWrites } from '../data/user-repository';
import { BadRequest } from '../http/errors';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('confirmEmail', async ({ params }) => {
  const claims = await readEmailToken('verify-email', params.token);
  try {
    // Using the token and verifying the user happen together, so a link works exactly once.
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          emailTokens.consume(claims.propertyId, claims.tokenId, 'verify-email'),
          userWrites.markVerified(claims.propertyId, claims.userId),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new BadRequest(INVALID_LINK);
    throw error;
  }
  return { msg: 'Email verified successfully' };
});
