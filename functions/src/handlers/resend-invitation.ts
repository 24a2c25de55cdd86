import { limits, throttle } from '../accounts/throttle';
import { invitations } from '../data/invitation-repository';
import { team } from '../data/team-repository';
import { Conflict, NotFound } from '../http/errors';
import { defineHandler } from '../http/define-handler';

/** Queues a new invitation mail for a member who has not accepted yet; the previous link stops working. */
export const handler = defineHandler('resendInvitation', async ({ params, session, sourceIp }) => {
  const member = await team.get(session.propertyId, params.id);
  if (!member) throw new NotFound('User not found');
  if (member.verified) throw new Conflict('This user has already accepted the invitation');
  await throttle.reserveAll('Too many emails sent from this address.', limits.mailByAddress(sourceIp));
  await invitations.replace(session.propertyId, member);
  return { msg: `A new invitation is on its way to ${member.email}`, emailSent: true };
});
