import { spendVerifyTime, verifyPassword } from '../accounts/password-hasher';
import { startSession } from '../accounts/session';
import { countAttempt, ensureUnderLimits, limits } from '../accounts/throttle';
import { users } from '../data/user-repository';
import { Forbidden, Unauthorized } from '../http/errors';
import { Reply } from '../http/pipeline-types';
import { defineHandler } from '../http/define-handler';

export const WRONG_CREDENTIALS = 'Wrong email or password';

export const handler = defineHandler('signIn', async ({ body, sourceIp }) => {
  const throttles = [limits.signInAccount(body.username), limits.signInAddress(sourceIp)];
  await ensureUnderLimits('Too many failed sign-in attempts.', ...throttles);
  const user = await users.findByEmail(body.username);
  // Unknown emails cost the same time as wrong passwords, and get the same answer.
  const passwordMatches = user ? await verifyPassword(body.password, user.passwordHash) : (await spendVerifyTime(body.password), false);
  if (!user || !passwordMatches) {
    await countAttempt(...throttles);
    throw new Unauthorized(WRONG_CREDENTIALS);
  }
  // Only someone who knows the password learns that the email still needs confirming.
  if (!user.verified) throw new Forbidden('Please confirm your email first: open the link we sent you, or ask for a new one');
  return new Reply({ msg: 'Signed in' }, [await startSession(user)]);
});
