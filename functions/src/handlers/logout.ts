import { clearedSessionCookie } from '../accounts/session';
import { sessions } from '../data/session-repository';
import { Reply } from '../http/pipeline-types';
import { defineHandler } from '../http/define-handler';
import { message } from '@hostel/shared/i18n/message';

export const handler = defineHandler('logout', async ({ session }) => {
  await sessions.remove(session.propertyId, session.userId, session.sessionId);
  return new Reply({ msg: message('account.signedOut') }, [clearedSessionCookie()]);
});
