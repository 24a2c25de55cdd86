import type * as z from 'zod/mini';
import * as schemas from './account-schemas';
import type { Role } from './account-schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, any signed-in user, or signed-in users with one of the roles. */
export type Access = 'public' | 'signedIn' | readonly Role[];

export interface RouteDefinition {
  method: HttpMethod;
  /** Path under /api/v1 with {named} parameters, each one whole segment. */
  path: string;
  access: Access;
  body?: z.ZodMiniType;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Success status; 200 unless the call creates something. */
  status?: 200 | 201;
  /** What the call's Lambda may do to the table: the infra grants exactly this. */
  table: 'read' | 'readWrite';
  /** Only calls that send mail get the right to. */
  sendsEmail?: boolean;
  /** Calls that hash passwords need the memory scrypt asks for. */
  hashesPasswords?: boolean;
  /** Calls that change state (even over GET) must come from the app's own origin. */
  changesState: boolean;
}

export const API_PREFIX = '/api/v1';

/**
 * Every call of the API. The handler pipeline, the local server, the CDK stack and the web client
 * all read this table; the key is the call's one name in every layer.
 */
export const routeTable = {
  getCaptchaChallenge: {
    method: 'GET', path: '/captcha/challenge', access: 'public',
    response: schemas.captchaChallenge, table: 'read', changesState: false,
  },
  register: {
    method: 'POST', path: '/users/register', access: 'public', body: schemas.registerBody,
    response: schemas.registerResult, status: 201, table: 'readWrite', sendsEmail: true,
    hashesPasswords: true, changesState: true,
  },
  confirmEmail: {
    method: 'GET', path: '/users/confirm-email/{token}', access: 'public', params: schemas.tokenParams,
    response: schemas.message, table: 'readWrite', changesState: true,
  },
  resendVerification: {
    method: 'POST', path: '/users/resend-email-verification', access: 'public', body: schemas.emailBody,
    response: schemas.message, table: 'readWrite', sendsEmail: true, changesState: true,
  },
  signIn: {
    method: 'POST', path: '/users/auth', access: 'public', body: schemas.signInBody,
    response: schemas.message, table: 'readWrite', hashesPasswords: true, changesState: true,
  },
  validateSession: {
    method: 'GET', path: '/users/validate', access: 'signedIn',
    response: schemas.message, table: 'read', changesState: false,
  },
  logout: {
    method: 'GET', path: '/users/logout', access: 'signedIn',
    response: schemas.message, table: 'readWrite', changesState: true,
  },
  getProfile: {
    method: 'GET', path: '/users/profile', access: 'signedIn',
    response: schemas.profile, table: 'read', changesState: false,
  },
  updateProfile: {
    method: 'PUT', path: '/users/profile', access: 'signedIn', body: schemas.updateProfileBody,
    response: schemas.profile, table: 'readWrite', changesState: true,
  },
  changePassword: {
    method: 'PUT', path: '/users/profile/change-pass', access: 'signedIn', body: schemas.changePasswordBody,
    response: schemas.message, table: 'readWrite', hashesPasswords: true, changesState: true,
  },
  requestPasswordReset: {
    method: 'POST', path: '/users/reset-password/init-change-pass', access: 'public', body: schemas.resetInitBody,
    response: schemas.message, table: 'readWrite', sendsEmail: true, changesState: true,
  },
  finishPasswordReset: {
    method: 'PUT', path: '/users/reset-password/finish-change-pass/{token}', access: 'public',
    params: schemas.tokenParams, body: schemas.finishResetBody,
    response: schemas.message, table: 'readWrite', hashesPasswords: true, changesState: true,
  },
  deleteAccount: {
    method: 'DELETE', path: '/users/accounts/delete', access: 'signedIn',
    response: schemas.message, table: 'readWrite', changesState: true,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteTable = typeof routeTable;
export type RouteName = keyof RouteTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

type SchemaOf<R, K extends string> = R extends Record<K, infer S extends z.ZodMiniType> ? S : undefined;
type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

export type BodyOf<N extends RouteName> = Infer<SchemaOf<RouteTable[N], 'body'>>;
export type BodyInputOf<N extends RouteName> = Input<SchemaOf<RouteTable[N], 'body'>>;
export type ParamsOf<N extends RouteName> = Infer<SchemaOf<RouteTable[N], 'params'>>;
export type QueryOf<N extends RouteName> = Infer<SchemaOf<RouteTable[N], 'query'>>;
export type ResponseOf<N extends RouteName> = z.infer<RouteTable[N]['response']>;

/** The file, Lambda and module name of a call: `signIn` → `sign-in`. */
export function kebabName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Fills a route's {params} into its path, encoding each value as one segment. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
