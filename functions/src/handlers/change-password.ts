import { hashPassword, verifyPassword } from '../accounts/password-hasher';
import { currentUser } from '../accounts/profile-view';
import { startSession } from '../accounts/session';
import { countAttempt, ensureUnderLimits, limits } from '../accounts/throttle';
import { sessions } from '../data/session-repository';
import { users } from '../data/user-repository';
import { BadRequest } from '../http/errors';
import { Reply } from '../http/pipeline-types';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('changePassword', async ({ body, session, sourceIp }) => {
  const user = await currentUser(session);
  // Guessing the current password from a stolen session is throttled like sign-in.
  const throttles = [limits.signInAccount(user.email), limits.signInAddress(sourceIp)];
  await ensureUnderLimits('Too many wrong passwords.', ...throttles);
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
    await countAttempt(...throttles);
    throw new BadRequest('The current password is not correct');
  }
  if (body.newPassword === body.currentPassword) throw new BadRequest('The new password must be different from the current one');
  await users.setPassword(user.propertyId, user.id, await hashPassword(body.newPassword));
  // Every session, on every device, ends with the old password; this one continues with a fresh cookie.
  await sessions.removeAllForUser(user.propertyId, user.id);
  return new Reply({ msg: 'Password updated successfully' }, [await startSession(user)]);
});
