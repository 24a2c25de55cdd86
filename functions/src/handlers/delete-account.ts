import { currentUser } from '../accounts/profile-view';
import { clearedSessionCookie } from '../accounts/session';
import { sessions } from '../data/session-repository';
import { removeTenant } from '../data/tenant-repository';
import { users } from '../data/user-repository';
import { Reply } from '../http/pipeline-types';
import { defineHandler } from '../http/define-handler';

/** The admin's account is the property's: deleting it removes all its data. Anyone else leaves alone. */
export const handler = defineHandler('deleteAccount', async ({ session }) => {
  const user = await currentUser(session);
  if (user.role === 'admin') {
    await removeTenant(user.propertyId);
  } else {
    // The user first: no session can be created for a removed user, so none is left behind.
    await users.remove(user);
    await sessions.removeAllForUser(user.propertyId, user.id);
  }
  return new Reply({ msg: 'Account deleted successfully' }, [clearedSessionCookie()]);
});
