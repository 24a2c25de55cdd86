import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { INVALID_LINK, readEmailToken } from '../accounts/email-tokens';
import { hashPassword } from '../accounts/password-hasher';
import { db, isConditionFailure } from '../data/db-client';
import { sessions } from '../data/session-repository';
import { emailTokens } from '../data/token-repository';
import { userWrites } from '../data/user-repository';
import { BadRequest } from '../http/errors';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('finishPasswordReset', async ({ params, body }) => {
  const claims = await readEmailToken('reset-password', params.token);
  const passwordHash = await hashPassword(body.newPassword);
  try {
    // The link is used up with the change; opening it proved the mailbox, so the email counts as verified.
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          emailTokens.consume(claims.propertyId, claims.tokenId, 'reset-password'),
          userWrites.setPassword(claims.propertyId, claims.userId, passwordHash, { verified: true }),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new BadRequest(INVALID_LINK);
    throw error;
  }
  await sessions.removeAllForUser(claims.propertyId, claims.userId);
  return { msg: 'Password modified successfully' };
});
