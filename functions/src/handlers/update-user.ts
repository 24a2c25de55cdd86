import type { MemberRole } from '@hostel/shared/api/team-schemas';
import { sessions } from '../data/session-repository';
import { team } from '../data/team-repository';
import { defineHandler } from '../http/define-handler';
import { changeableMember, memberView } from '../team/member-view';
import { message } from '@hostel/shared/i18n/message';

export const handler = defineHandler('updateUser', async ({ body, params, session }) => {
  const target = await changeableMember(session.propertyId, params.id, session.userId, 'account.editOwnAccountProfile');
  const { before, after } = await team.update(session.propertyId, target.id, {
    firstName: body.firstName,
    lastName: body.lastName ?? '',
    // Never admin here: changeableMember refused admins.
    role: body.role ?? (target.role as MemberRole),
  });
  // A session carries its role: ending them makes the new role apply from the member's next sign-in.
  if (before.role !== after.role) await sessions.removeAllForUser(session.propertyId, target.id);
  return { msg: message('account.userUpdatedSuccessfully'), user: memberView(after) };
});
