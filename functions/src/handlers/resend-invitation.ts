import { message } from '@hostel/shared/i18n/message';
import { limits, throttle } from '../accounts/throttle';
import { invitations } from '../data/invitation-repository';
import { team } from '../data/team-repository';
import { Conflict, NotFound } from '../http/errors';
import { defineHandler } from '../http/define-handler';

/** Queues a new invitation mail for a member who has not accepted yet; the previous link stops working. */
export const handler = defineHandler('resendInvitation', async ({ params, session, sourceIp }) => {
  const member = await team.get(session.propertyId, params.id);
  if (!member) throw new NotFound('data.userNotFound');
  if (member.verified) throw new Conflict('account.userAlreadyAcceptedInvitation');
  await throttle.reserveAll('account.tooManyEmailsSent', limits.mailByAddress(sourceIp));
  await invitations.replace(session.propertyId, member);
  return { msg: message('account.newInvitationWayEmail', { email: member.email }), emailSent: true };
});
