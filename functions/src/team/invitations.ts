import { INVITATION_HOURS } from '@hostel/shared/api/team-schemas';
import { INVALID_LINK, readEmailToken } from '../accounts/email-tokens';
import { hashPassword } from '../accounts/password-hasher';
import { signToken } from '../accounts/signed-tokens';
import { ConditionFailed } from '../data/data-errors';
import { invitations, type InvitationRecord } from '../data/invitation-repository';
import type { TenantId } from '../data/tenant';
import type { UserRecord } from '../data/user-repository';
import { invitationEmail } from '../email/account-emails';
import { sendMail } from '../email/mailer';
import { BadRequest } from '../http/errors';
import type { Logger } from '../http/logger';
import { propertyOf } from '../property/property-of';

// A new member's invitation: a signed, single-use link (72 hours) to choose their own password.

export interface NewInvitation {
  token: string;
  record: InvitationRecord;
}

export async function newInvitation(user: UserRecord): Promise<NewInvitation> {
  const signed = await signToken('invitation', { sub: user.id, pid: user.propertyId }, INVITATION_HOURS * 60 * 60);
  return { token: signed.token, record: { userId: user.id, tokenId: signed.id, expiresAt: signed.expiresAt } };
}

/**
 * Sends the invitation; false if the mail service failed (the member and the link are saved already).
 * The one place invitations leave: moving them to the outbox changes only this function.
 */
export async function mailInvitation(tenant: TenantId, user: UserRecord, token: string, log: Logger): Promise<boolean> {
  const property = await propertyOf(tenant);
  // Sent while the admin waits, unlike account mail (queued in the outbox): the answer says whether
  // it left, and the user list offers "Resend" when it did not; the member and the link are saved either way.
  try {
    await sendMail(invitationEmail(user.email, user.firstName, property.name, token, INVITATION_HOURS));
    return true;
  } catch (error) {
    log.error('invitation email failed', { error: (error as Error).name });
    return false;
  }
}

/** Sets the invited member's password if the link is the live one; it then stops working. */
export async function acceptInvitation(token: string, password: string): Promise<void> {
  const claims = await readEmailToken('invitation', token);
  const passwordHash = await hashPassword(password);
  try {
    await invitations.accept(claims.propertyId, { userId: claims.userId, tokenId: claims.tokenId }, passwordHash);
  } catch (error) {
    if (error instanceof ConditionFailed) throw new BadRequest(INVALID_LINK);
    throw error;
  }
}
