import { limits, throttle } from '../accounts/throttle';
import { invitations } from '../data/invitation-repository';
import { team } from '../data/team-repository';
import { Conflict, NotFound, ServiceUnavailable } from '../http/errors';
import { defineHandler } from '../http/define-handler';
import { mailInvitation, newInvitation } from '../team/invitations';

/** A new link for a member who has not accepted yet; the previous link stops working. */
export const handler = defineHandler('resendInvitation', async ({ params, session, sourceIp, log }) => {
  const member = await team.get(session.propertyId, params.id);
  if (!member) throw new NotFound('User not found');
  if (member.verified) throw new Conflict('This user has already accepted the invitation');
  await throttle.reserveAll('Too many emails sent from this address.', limits.mailByAddress(sourceIp));
  const invitation = await newInvitation(member);
  await invitations.replace(session.propertyId, invitation.record);
  if (!(await mailInvitation(session.propertyId, member, invitation.token, log))) {
    throw new ServiceUnavailable('The invitation email could not be sent. Please try again in a moment');
  }
  return { msg: `Invitation sent to ${member.email}`, emailSent: true };
});
