import type { Role } from '@hostel/shared/api/account-schemas';
import { config } from '../config';
import { sessions } from '../data/session-repository';
import { trustedTenant, type TenantId } from '../data/tenant';
import type { UserRecord } from '../data/user-repository';
import { signToken, verifyToken } from './signed-tokens';

export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;

/** What a handler knows about its caller. */
export interface Session {
  sessionId: string;
  userId: string;
  /** The caller's property, proven by the signed cookie and the live session item. */
  propertyId: TenantId;
  role: Role;
}

// __Host- binds the cookie to this exact origin (Secure, Path=/, no Domain). Plain http (a phone
// testing on the LAN) cannot hold Secure cookies, so COOKIE_SECURE=false drops both.
function cookieName(): string {
  return config().cookieSecure ? '__Host-session' : 'session';
}

function cookie(value: string, maxAgeSeconds: number): string {
  const secure = config().cookieSecure ? '; Secure' : '';
  return `${cookieName()}=${value}; Path=/; HttpOnly${secure}; SameSite=Strict; Max-Age=${maxAgeSeconds}`;
}

export async function startSession(user: UserRecord): Promise<string> {
  const signed = await signToken('session', { sub: user.id, pid: user.propertyId, role: user.role }, SESSION_LIFETIME_SECONDS);
  await sessions.create(user.propertyId, user.id, signed.id, signed.expiresAt);
  return cookie(signed.token, SESSION_LIFETIME_SECONDS);
}

export function clearedSessionCookie(): string {
  return cookie('', 0);
}

function sessionToken(cookies: readonly string[]): string | undefined {
  const prefix = `${cookieName()}=`;
  for (const header of cookies) {
    for (const part of header.split(';')) {
      const trimmed = part.trim();
      if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
    }
  }
  return undefined;
}

/** The caller's session, if the cookie is genuine, unexpired and not ended on the server. */
export async function readSession(cookies: readonly string[]): Promise<Session | undefined> {
  const token = sessionToken(cookies);
  if (!token) return undefined;
  let claims: Awaited<ReturnType<typeof verifyToken>>;
  try {
    claims = await verifyToken('session', token, 'api.pleaseSign');
  } catch {
    return undefined;
  }
  const { sub, pid, role, jti } = claims as { sub?: string; pid?: string; role?: Role; jti: string };
  if (!sub || !pid || !role) return undefined;
  // The signature proves the property; the live session item proves the session was not ended.
  const tenant = trustedTenant(pid);
  if (!(await sessions.isActive(tenant, sub, jti))) return undefined;
  return { sessionId: jti, userId: sub, propertyId: tenant, role };
}
