import type { Role } from '@hostel/shared/api/account-schemas';
import type { TeamMember } from '@hostel/shared/api/team-schemas';
import { MAX_USERS_PER_PROPERTY } from '@hostel/shared/api/team-schemas';
import { i18n } from '../../lib/i18n/i18n';

/** A role's name in the screens' language. */
export const roleLabel = (role: Role) => i18n.t(`team.roles.${role}`);

/** Admins are not edited or deleted from the list (spec §6), nor is the signed-in user (their profile page is). */
export function isChangeable(member: Pick<TeamMember, '_id' | 'role'>, signedInUserId: string | undefined): boolean {
  return member.role !== 'admin' && member._id !== signedInUserId;
}

export function fullName(member: Pick<TeamMember, 'first_name' | 'last_name'>): string {
  return [member.first_name, member.last_name].filter(Boolean).join(' ');
}

/** `3 of 5 users on the Free plan`. */
export function usersSummary(count: number): string {
  return i18n.t('team.summary', { used: count, max: MAX_USERS_PER_PROPERTY });
}

export function teamIsFull(count: number): boolean {
  return count >= MAX_USERS_PER_PROPERTY;
}
