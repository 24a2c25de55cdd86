import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { secrets } from '../secrets';
import type { MessageId } from '@hostel/shared/i18n/message';
import { Invalid } from '../domain-errors';

// Every token the product signs (sessions, email verification, password reset, invitations) is an HS256
// JWT (RFC 7519) with an audience naming its purpose, so one kind can never be replayed as another.
// Written on node:crypto rather than a JOSE library: one algorithm, one key, and a cold start that does not
// load WebCrypto for it; tests/unit/signed-tokens.test.ts holds it to the library's tokens both ways.

const ISSUER = 'hostel-app';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

export type TokenAudience = 'session' | 'verify-email' | 'reset-password' | 'invitation';

/** The claims a caller adds; the registered ones (iss, aud, jti, iat, exp) are set here. */
export type TokenClaims = Record<string, string | number | boolean | undefined>;

export interface SignedToken {
  token: string;
  id: string;
  expiresAt: Date;
}

export type VerifiedClaims = TokenClaims & { jti: string; exp: number; sub?: string };

function signatureOf(signed: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(signed).digest('base64url');
}

/** A token signed with `key` at `nowMs`, pure of the key's source and the clock. */
export function tokenSignedWith(
  key: Uint8Array,
  audience: TokenAudience,
  claims: TokenClaims,
  lifetimeSeconds: number,
  id: string,
  nowMs: number,
): SignedToken {
  const expiresAt = new Date(nowMs + lifetimeSeconds * 1000);
  const payload = {
    ...claims,
    iss: ISSUER,
    aud: audience,
    jti: id,
    iat: Math.floor(nowMs / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
  };
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return { token: `${signed}.${signatureOf(signed, key)}`, id, expiresAt };
}

/** `id` (the jti) is new unless given: an email link signed again after a failed send keeps its id. */
export async function signToken(
  audience: TokenAudience,
  claims: TokenClaims,
  lifetimeSeconds: number,
  id: string = randomUUID(),
): Promise<SignedToken> {
  return tokenSignedWith((await secrets()).sessionKey, audience, claims, lifetimeSeconds, id, Date.now());
}

function jsonObject(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The verdict on a token, pure of the key's source and the clock: the signature first, then the claims. */
export function checkToken(
  token: string,
  audience: TokenAudience,
  key: Uint8Array,
  nowSeconds: number,
): { claims: VerifiedClaims } | { refused: 'expired' | 'invalid' } {
  const parts = token.split('.');
  if (parts.length !== 3) return { refused: 'invalid' };
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(signatureOf(`${header}.${payload}`, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'invalid' };
  // Only the header this code writes: no other algorithm, and no critical extension it would not understand.
  const head = jsonObject(header);
  if (head?.alg !== 'HS256' || 'crit' in head || 'b64' in head) return { refused: 'invalid' };
  const claims = jsonObject(payload);
  if (claims?.iss !== ISSUER) return { refused: 'invalid' };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(audience)) return { refused: 'invalid' };
  if (typeof claims.jti !== 'string' || typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return { refused: 'invalid' };
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds)) return { refused: 'invalid' };
  if (claims.iat !== undefined && typeof claims.iat !== 'number') return { refused: 'invalid' };
  if (claims.exp <= nowSeconds) return { refused: 'expired' };
  return { claims: claims as VerifiedClaims };
}

/** Verifies a token; an expired one reads "jwt expired" (the web decides on its id, account.jwtExpired), anything else is invalid. */
export async function verifyToken(audience: TokenAudience, token: string, invalidMessage: MessageId): Promise<VerifiedClaims> {
  const verdict = checkToken(token, audience, (await secrets()).sessionKey, Math.floor(Date.now() / 1000));
  if ('claims' in verdict) return verdict.claims;
  throw verdict.refused === 'expired' ? new Invalid('account.jwtExpired') : new Invalid(invalidMessage);
}
