import { said } from '../i18n/message';
import * as z from 'zod/mini';
import { matches, emailAddress, urlToken } from './fields';
import { newPassword, ROLES } from './account-schemas';
import { entityId } from './id-field';
import { plainChecks, plainText } from './plain-text';

// The team (spec §3 User, §5 new/edit user, §6, §7 "Users of the property"). Request keys are the
// spec's camelCase ones; the user answers with the entity's fields plus whether an invitation is pending.

/** Free plan (spec §1, §9): users of a property, the admin included. */
export const MAX_USERS_PER_PROPERTY = 5;
/** Created and edited users take one of these; nobody makes an admin through the team calls. */
export const MEMBER_ROLES = ['manager', 'employee'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** An invitation link works once, for this long. */
export const INVITATION_HOURS = 72;

const memberRole = /* @__PURE__ */ (() => z.enum(MEMBER_ROLES, said('validation.roleManagerEmployee')))();

/** Optional last name: left out or empty means none; otherwise 2 to 50 characters. */
const lastName = /* @__PURE__ */ (() =>
  z.optional(
    z.string(said('validation.lastNameText')).check(
      z.trim(),
      z.refine((value) => value === '' || (value.length >= 2 && value.length <= 50), said('validation.lastName250')),
      ...plainChecks('label.lastName'),
    ),
  ))();

export const createUserBody = /* @__PURE__ */ (() =>
  z.strictObject({
    username: emailAddress('label.email', 3, 50),
    firstName: plainText('label.firstName', 2, 50),
    lastName,
    /** Left out (or empty): the new member gets an invitation email and chooses one. */
    password: z.optional(
      z.pipe(
        z.pipe(
          z.string(said('validation.passwordText')),
          z.transform((value: string) => value || undefined),
        ),
        z.optional(newPassword),
      ),
    ),
    role: z._default(memberRole, 'employee'),
  }))();
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = /* @__PURE__ */ (() =>
  z.strictObject({
    firstName: plainText('label.firstName', 2, 50),
    lastName,
    /** Left out: the role stays as it is. */
    role: z.optional(memberRole),
  }))();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const userIdParams = /* @__PURE__ */ (() => z.strictObject({ id: entityId('label.userId') }))();

export const acceptInvitationBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      newPassword,
      repeatNewPassword: z.string(said('validation.repeatNewPassword')),
    })
    .check(matches('newPassword', 'repeatNewPassword', said('validation.passwordsDonTMatch'))))();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

export const invitationParams = /* @__PURE__ */ (() => z.strictObject({ token: urlToken }))();

export const teamMember = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    /** The email. */
    username: z.string(),
    role: z.enum(ROLES),
    /** Invited and has not chosen a password yet: the list offers "Resend". */
    invitation_pending: z.boolean(),
  }))();
export type TeamMember = z.infer<typeof teamMember>;

export const teamList = /* @__PURE__ */ (() => z.object({ msg: z.array(teamMember) }))();

/** `emailSent`: an invitation mail is queued for the member (it leaves a moment later, retried while the mail service is down). */
export const createdUser = /* @__PURE__ */ (() => z.object({ msg: z.string(), user: teamMember, emailSent: z.boolean() }))();
export const updatedUser = /* @__PURE__ */ (() => z.object({ msg: z.string(), user: teamMember }))();
export const invitationSent = /* @__PURE__ */ (() => z.object({ msg: z.string(), emailSent: z.boolean() }))();
