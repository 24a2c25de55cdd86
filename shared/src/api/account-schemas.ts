import { said } from '../i18n/message';
import * as z from 'zod/mini';
import { LANGUAGES } from '../domain/languages';
import { checkPassword, PASSWORD_MAX_LENGTH } from '../domain/password-policy';
import { emailAddress, matches, nameText, urlToken } from './fields';
import { countryCode, propertyCurrency } from './property-schemas';

export const ROLES = ['admin', 'manager', 'employee'] as const;
export type Role = (typeof ROLES)[number];

export const newPassword = /* @__PURE__ */ (() =>
  z.string(said('validation.passwordRequired')).check(
    z.minLength(1, said('validation.passwordRequired')),
    z.maxLength(PASSWORD_MAX_LENGTH, said('validation.passwordContainLeast14')),
    z.refine((value) => checkPassword(value).ok, said('validation.passwordContainLeast14')),
  ))();

/** Any password a user types to prove who they are; the policy applies only when one is chosen. */
const currentPassword = /* @__PURE__ */ (() =>
  z
    .string(said('validation.passwordRequired'))
    .check(z.minLength(1, said('validation.passwordRequired')), z.maxLength(PASSWORD_MAX_LENGTH, said('validation.passwordTooLong'))))();

/** A solved ALTCHA challenge, as the widget hands it over. */
const captchaToken = /* @__PURE__ */ (() =>
  z
    .string(said('validation.pleaseCompleteCaptcha'))
    .check(z.minLength(1, said('validation.pleaseCompleteCaptcha')), z.maxLength(4096, said('validation.captchaAnswerNotValid'))))();

export const registerBody = /* @__PURE__ */ (() =>
  z.strictObject({
    firstName: nameText('label.name', 2, 50),
    propertyName: nameText('label.propertyName', 2, 100),
    username: emailAddress('label.email', 5, 50),
    password: newPassword,
    acceptTerms: z.literal(true, said('validation.youAcceptTermsUse')),
    captchaToken,
    // The browser's time zone at sign-up becomes the property's; "today" is read in it.
    timeZone: z.optional(z.string().check(z.maxLength(64, said('validation.timeZoneNotValid')))),
    // The property's country (the browser's region unless the user picks one) and currency; left out,
    // the currency follows the country, else the Accept-Language header's region, else USD.
    countryCode: z.optional(countryCode),
    currency: z.optional(propertyCurrency),
    // The new user's language (screens and mails); left out, the request's Accept-Language, if we speak it.
    language: z.optional(z.enum(LANGUAGES, said('validation.languageNotValid'))),
  }))();
export type RegisterBody = z.infer<typeof registerBody>;

export const signInBody = /* @__PURE__ */ (() =>
  z.strictObject({
    username: emailAddress('label.email', 3, 50),
    password: currentPassword,
    // Asked for only after too many failed attempts on the account (answer code CAPTCHA_REQUIRED).
    captchaToken: z.optional(captchaToken),
  }))();
export type SignInBody = z.infer<typeof signInBody>;

export const emailBody = /* @__PURE__ */ (() => z.strictObject({ email: emailAddress('label.email', 3, 50) }))();
export type EmailBody = z.infer<typeof emailBody>;

export const resetInitBody = /* @__PURE__ */ (() => z.strictObject({ username: emailAddress('label.email', 3, 50) }))();
export type ResetInitBody = z.infer<typeof resetInitBody>;

export const finishResetBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      newPassword,
      repeatNewPassword: z.string(said('validation.repeatNewPassword')),
    })
    .check(matches('newPassword', 'repeatNewPassword', said('validation.passwordDoNotMatch'))))();
export type FinishResetBody = z.infer<typeof finishResetBody>;

const CHANGE_MISMATCH = /* @__PURE__ */ (() => said('validation.passwordsDoesnTMatch'))();
const repeatPassword = /* @__PURE__ */ (() => z.optional(z.string(said('validation.repeatNewPassword'))))();

/**
 * The repeat is `confirmPassword` (the form's field) or `repeatNewPassword` (the reset call's name, which
 * the spec's original client sends here too); either will do, and each one sent must match.
 */
export const changePasswordBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      currentPassword,
      newPassword,
      confirmPassword: repeatPassword,
      repeatNewPassword: repeatPassword,
    })
    .check(
      matches('newPassword', 'confirmPassword', CHANGE_MISMATCH),
      matches('newPassword', 'repeatNewPassword', CHANGE_MISMATCH),
      z.refine((value) => value.confirmPassword !== undefined || value.repeatNewPassword !== undefined, {
        message: said('validation.repeatNewPassword'),
        path: ['confirmPassword'],
        when: ({ value }) => typeof value === 'object' && value !== null,
      }),
    ))();
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * The admin's confirmation of deleting the property: the password and the property's name typed. Optional,
 * so the spec's client, which sends DELETE with no body, keeps working (decisions.md); both or neither.
 */
export const deleteAccountBody = /* @__PURE__ */ (() =>
  z.optional(
    z.strictObject({
      password: currentPassword,
      propertyName: z.string(said('validation.typePropertySName')).check(z.maxLength(200, said('validation.typePropertySName'))),
    }),
  ))();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const updateProfileBody = /* @__PURE__ */ (() =>
  z.strictObject({
    firstName: nameText('label.firstName', 2, 50),
    lastName: z.optional(z.union([z.literal(''), nameText('label.lastName', 2, 50)])),
    // The role is shown read-only in the form; it is accepted only unchanged (see the handler).
    role: z.optional(z.enum(ROLES, said('validation.roleNotValid'))),
    // The screens' language, remembered per user; a client that never sends it keeps the one stored.
    language: z.optional(z.enum(LANGUAGES, said('validation.languageNotValid'))),
  }))();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const tokenParams = /* @__PURE__ */ (() => z.strictObject({ token: urlToken }))();

export const message = /* @__PURE__ */ (() => z.object({ msg: z.string() }))();
export type Message = z.infer<typeof message>;

export const profile = /* @__PURE__ */ (() =>
  z.object({
    msg: z.object({
      property_name: z.string(),
      time_zone: z.string(),
      user_info: z.object({
        _id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        username: z.string(),
        role: z.enum(ROLES),
        // Present once the user chose one (not in spec §3; a spec client ignores it).
        language: z.optional(z.enum(LANGUAGES)),
      }),
    }),
  }))();
export type Profile = z.infer<typeof profile>['msg'];

// The confirmation mail is queued with the account, in the same write, and sent moments later.
export const registerResult = /* @__PURE__ */ (() => z.object({ msg: z.string(), emailQueued: z.literal(true) }))();

// A booking page asks for its own challenge: under a bot wave its captcha costs more (booking-page-pressure.ts).
export const captchaQuery = /* @__PURE__ */ (() =>
  z.object({ page: z.optional(z.string().check(z.maxLength(100, said('validation.pageAddressTooLong')))) }))();

export const captchaChallenge = /* @__PURE__ */ (() =>
  z.object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.optional(z.string()),
  }))();
