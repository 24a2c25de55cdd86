import { currentUser, profileOf } from '../accounts/profile-view';
import { users } from '../data/user-repository';
import { Forbidden, Unauthorized } from '../http/errors';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('updateProfile', async ({ body, session }) => {
  const user = await currentUser(session);
  // The form sends the role back unchanged; nobody raises their own role.
  if (body.role !== undefined && body.role !== user.role) throw new Forbidden('account.youCannotChangeOwn');
  const updated = await users.updateNames(session.propertyId, session.userId, {
    firstName: body.firstName,
    lastName: body.lastName ?? '',
    language: body.language,
  });
  if (!updated) throw new Unauthorized();
  return profileOf(updated);
});
