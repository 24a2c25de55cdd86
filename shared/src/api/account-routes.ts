import { endpoints } from './endpoints';
import * as accountSchemas from './account-schemas';
import * as exportSchemas from './export-schemas';
import type { RouteDefinition } from './route-definition';

// Signing up and in, the profile, passwords and the account (spec §7).

export const accountRoutes = {
  getCaptchaChallenge: {
    ...endpoints.getCaptchaChallenge,
    query: accountSchemas.captchaQuery,
    response: accountSchemas.captchaChallenge,
    // With a booking page: its address and its hostel's count of booking attempts.
    table: ['GetItem'],
    changesState: false,
  },
  register: {
    ...endpoints.register,
    body: accountSchemas.registerBody,
    response: accountSchemas.registerResult,
    status: 201,
    table: ['PutItem', 'UpdateItem'],
    hashesPasswords: true,
    changesState: true,
  },
  confirmEmail: {
    ...endpoints.confirmEmail,
    params: accountSchemas.tokenParams,
    response: accountSchemas.message,
    table: ['GetItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  resendVerification: {
    ...endpoints.resendVerification,
    body: accountSchemas.emailBody,
    response: accountSchemas.message,
    table: ['PutItem', 'UpdateItem'],
    changesState: true,
  },
  signIn: {
    ...endpoints.signIn,
    body: accountSchemas.signInBody,
    response: accountSchemas.message,
    table: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    hashesPasswords: true,
    changesState: true,
  },
  validateSession: { ...endpoints.validateSession, response: accountSchemas.message, table: ['GetItem'], changesState: false },
  logout: { ...endpoints.logout, response: accountSchemas.message, table: ['GetItem', 'DeleteItem'], changesState: true },
  getProfile: { ...endpoints.getProfile, response: accountSchemas.profile, table: ['GetItem'], changesState: false },
  updateProfile: {
    ...endpoints.updateProfile,
    body: accountSchemas.updateProfileBody,
    response: accountSchemas.profile,
    table: ['GetItem', 'UpdateItem'],
    changesState: true,
  },
  changePassword: {
    ...endpoints.changePassword,
    body: accountSchemas.changePasswordBody,
    response: accountSchemas.message,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'BatchWriteItem', 'ConditionCheckItem'],
    hashesPasswords: true,
    changesState: true,
  },
  requestPasswordReset: {
    ...endpoints.requestPasswordReset,
    body: accountSchemas.resetInitBody,
    response: accountSchemas.message,
    table: ['PutItem', 'UpdateItem'],
    changesState: true,
  },
  finishPasswordReset: {
    ...endpoints.finishPasswordReset,
    params: accountSchemas.tokenParams,
    body: accountSchemas.finishResetBody,
    response: accountSchemas.message,
    table: ['UpdateItem', 'Query', 'BatchWriteItem'],
    hashesPasswords: true,
    changesState: true,
  },
  deleteAccount: {
    ...endpoints.deleteAccount,
    body: accountSchemas.deleteAccountBody,
    response: accountSchemas.message,
    // PutItem and UpdateItem: the wrong-password throttle's counters (sign-in's); and the channel pusher's work
    // (channel-push.ts): the closed state sent to Channex, which may wait on it (its timeout, as the resync's).
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    hashesPasswords: true,
    timeoutSeconds: 28,
    changesState: true,
  },
  restoreProperty: {
    ...endpoints.restoreProperty,
    body: accountSchemas.signInBody,
    response: accountSchemas.message,
    // PutItem and UpdateItem: sign-in's counters and the captcha; UpdateItem: the property reopened; and the
    // resync to Channex of a connected property (channel-push.ts: Query the nights, DeleteItem the push sent).
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    hashesPasswords: true,
    timeoutSeconds: 28,
    changesState: true,
  },
  exportClosedPropertyData: {
    ...endpoints.exportClosedPropertyData,
    body: accountSchemas.signInBody,
    query: exportSchemas.exportQuery,
    // A file, as exportPropertyData's; PutItem and UpdateItem: sign-in's counters and the captcha.
    response: exportSchemas.propertyExport,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
    hashesPasswords: true,
    changesState: true,
  },
} as const satisfies Record<string, RouteDefinition>;
