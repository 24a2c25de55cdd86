import { clearedSessionCookie } from '../accounts/session';
import { sessions } from '../data/session-repository';
import { Reply } from '../http/pipeline-types';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('logout', async ({ session }) => {
  await sessions.remove(session.propertyId, session.userId, session.sessionId);
  return new Reply({ msg: 'Signed out' }, [clearedSessionCookie()]);
});
