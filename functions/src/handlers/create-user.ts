import { memberRecord } from '../accounts/new-accounts';
import { hashPassword } from '../accounts/password-hasher';
import { team } from '../data/team-repository';
import { defineHandler } from '../http/define-handler';
import { requestedLanguage } from '../http/answer-language';
import { memberView } from '../team/member-view';
import { message } from '@hostel/shared/i18n/message';

/** Adds a manager or employee: with a password it is active at once; without, an invitation mail is queued with it. */
export const handler = defineHandler('createUser', async ({ body, session, headers }) => {
  const tenant = session.propertyId;
  const user = memberRecord(tenant, {
    email: body.username,
    firstName: body.firstName,
    lastName: body.lastName,
    role: body.role,
    passwordHash: body.password ? await hashPassword(body.password) : '',
    // An invited member's invitation is in the language of the request that invites them.
    ...(body.password ? {} : { language: requestedLanguage(headers) }),
  });
  if (body.password) {
    await team.add(tenant, user, { invite: false });
    return { msg: message('account.userAddedSuccessfully'), user: memberView(user), emailSent: false };
  }
  // The mailer sends the invitation a moment later, and again while the mail service is down.
  await team.add(tenant, user, { invite: true });
  return { msg: message('account.userAddedInvitationChoose'), user: memberView(user), emailSent: true };
});
