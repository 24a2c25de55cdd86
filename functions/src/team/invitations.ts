import type { Language } from '@hostel/shared/domain/languages';
import { INVITATION_HOURS } from '@hostel/shared/api/team-schemas';
import { INVALID_LINK, readEmailToken } from '../accounts/email-tokens';
import { hashPassword } from '../accounts/password-hasher';
import { signToken } from '../accounts/signed-tokens';
import { ConditionFailed } from '../data/data-errors';
import { invitations } from '../data/invitation-repository';
import { properties } from '../data/property-repository';
import type { UserRecord } from '../data/user-repository';
import { invitationEmail } from '../email/account-emails';
import type { Mail } from '../email/mailer';
import { Invalid } from '../domain-errors';

// A new member's invitation: a signed, single-use link (72 hours from sending) to choose their own
// password. Requests only queue it (invitation-repository.ts); the mailer signs and sends it.

/**
 * The mailer's invitation mail for a queued one, or none: the member accepted or is gone, or a resend
 * queued a newer one. The link's id is the queued mail's, so a retried send carries the same link.
 */
export async function invitationMail(member: UserRecord, queuedId: string): Promise<Mail | undefined> {
  if (member.verified) return undefined;
  const property = await properties.get(member.propertyId);
  if (!property) return undefined;
  const signed = await signToken('invitation', { sub: member.id, pid: member.propertyId }, INVITATION_HOURS * 60 * 60, queuedId);
  if (!(await invitations.issue(member.propertyId, { userId: member.id, tokenId: signed.id, expiresAt: signed.expiresAt })))
    return undefined;
  // The member's language is the inviting request's (createUser stores it on the new member).
  return invitationEmail(member.email, member.firstName, property.name, signed.token, INVITATION_HOURS, member.language);
}

/** Sets the invited member's password if the link is the live one; it then stops working. */
export async function acceptInvitation(token: string, password: string, language?: Language): Promise<void> {
  const claims = await readEmailToken('invitation', token);
  const passwordHash = await hashPassword(password);
  try {
    await invitations.accept(claims.propertyId, { userId: claims.userId, tokenId: claims.tokenId }, passwordHash, language);
  } catch (error) {
    if (error instanceof ConditionFailed) throw new Invalid(INVALID_LINK);
    throw error;
  }
}
