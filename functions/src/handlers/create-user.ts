import { randomUUID } from 'node:crypto';
import { hashPassword } from '../accounts/password-hasher';
import { team } from '../data/team-repository';
import type { UserRecord } from '../data/user-repository';
import { defineHandler } from '../http/define-handler';
import { mailInvitation, newInvitation } from '../team/invitations';
import { memberView } from '../team/member-view';

/** Adds a manager or employee: with a password it is active at once; without, an invitation is mailed. */
export const handler = defineHandler('createUser', async ({ body, session, log }) => {
  const tenant = session.propertyId;
  const now = new Date().toISOString();
  const user: UserRecord = {
    id: randomUUID(),
    propertyId: tenant,
    email: body.username,
    firstName: body.firstName,
    lastName: body.lastName ?? '',
    role: body.role,
    passwordHash: body.password ? await hashPassword(body.password) : '',
    verified: Boolean(body.password),
    createdAt: now,
    updatedAt: now,
  };
  if (body.password) {
    await team.add(tenant, user);
    return { msg: 'User added successfully', user: memberView(user), emailSent: false };
  }
  const invitation = await newInvitation(user);
  await team.add(tenant, user, invitation.record);
  // The member and the link are saved: if the mail fails, "Resend" sends a new one.
  const emailSent = await mailInvitation(tenant, user, invitation.token, log);
  return {
    msg: emailSent ? 'User added. We sent them an invitation to choose a password' : 'User added, but the invitation email could not be sent. Use "Resend" to try again',
    user: memberView(user),
    emailSent,
  };
});
