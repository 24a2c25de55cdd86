import { sessions } from '../data/session-repository';
import { team } from '../data/team-repository';
import { defineHandler } from '../http/define-handler';
import { changeableMember } from '../team/member-view';
import { message } from '@hostel/shared/i18n/message';

/** Removes the member and frees their email; their sessions end at once. */
export const handler = defineHandler('deleteUser', async ({ params, session }) => {
  const target = await changeableMember(session.propertyId, params.id, session.userId, 'account.deleteOwnAccountProfile');
  // Sessions first: if the delete then fails, the member is signed out rather than left signed in.
  await sessions.removeAllForUser(session.propertyId, target.id);
  await team.remove(session.propertyId, target);
  // And again: a sign-in that read the user just before it was removed.
  await sessions.removeAllForUser(session.propertyId, target.id);
  return { msg: message('account.userDeletedSuccessfully') };
});
