import { hashPassword, verifyPassword } from '../accounts/password-hasher';
import { currentUser } from '../accounts/profile-view';
import { startSession } from '../accounts/session';
import { limits, throttle } from '../accounts/throttle';
import { sessions } from '../data/session-repository';
import { users } from '../data/user-repository';
import { BadRequest } from '../http/errors';
import { Reply } from '../http/pipeline-types';
import { defineHandler } from '../http/define-handler';
import { message } from '@hostel/shared/i18n/message';

export const handler = defineHandler('changePassword', async ({ body, session, sourceIp }) => {
  const user = await currentUser(session);
  // Guessing the current password from a stolen session is throttled like sign-in.
  const attempts = await throttle.reserveAll(
    'account.tooManyWrongPasswords',
    limits.signInAccount(user.email),
    limits.signInAddress(sourceIp),
  );
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) throw new BadRequest('account.currentPasswordNotCorrect');
  await throttle.giveBack(...attempts);
  if (body.newPassword === body.currentPassword) throw new BadRequest('account.newPasswordDifferentCurrent');
  await users.setPassword(user.propertyId, user.id, await hashPassword(body.newPassword));
  // Every session, on every device, ends with the old password; this one continues with a fresh cookie.
  await sessions.removeAllForUser(user.propertyId, user.id);
  return new Reply({ msg: message('account.passwordUpdatedSuccessfully') }, [await startSession(user)]);
});
