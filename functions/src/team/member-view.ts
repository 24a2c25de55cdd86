import type { MessageId } from '@hostel/shared/i18n/message';
import type { TeamMember } from '@hostel/shared/api/team-schemas';
import type { TenantId } from '../data/tenant';
import { team } from '../data/team-repository';
import type { UserRecord } from '../data/user-repository';
import { Missing, Refused } from '../domain-errors';

/** A user as spec §3 shows it; `invitation_pending` until the member has chosen a password. */
export function memberView(user: UserRecord): TeamMember {
  return {
    _id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.email,
    role: user.role,
    invitation_pending: user.role !== 'admin' && !user.verified,
  };
}

/** Another member of the caller's property that the team calls may change: not the caller, not an admin. */
export async function changeableMember(tenant: TenantId, userId: string, callerId: string, selfMessage: MessageId): Promise<UserRecord> {
  if (userId === callerId) throw new Refused(selfMessage);
  const user = await team.get(tenant, userId);
  if (!user) throw new Missing('data.userNotFound');
  if (user.role === 'admin') throw new Refused('account.adminCannotEditedDeleted');
  return user;
}
