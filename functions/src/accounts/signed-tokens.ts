import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { secrets } from '../secrets';
import { Invalid } from '../domain-errors';
import type { MessageId } from '@hostel/shared/i18n/message';

// Every token the product signs (sessions, email verification, password reset) is an HS256 JWT
// with an audience naming its purpose, so one kind can never be replayed as another.

const ALGORITHMS = ['HS256'];
const ISSUER = 'hostel-app';

export type TokenAudience = 'session' | 'verify-email' | 'reset-password' | 'invitation';

export interface SignedToken {
  token: string;
  id: string;
  expiresAt: Date;
}

/** `id` (the jti) is new unless given: an email link signed again after a failed send keeps its id. */
export async function signToken(
  audience: TokenAudience,
  claims: JWTPayload,
  lifetimeSeconds: number,
  id: string = randomUUID(),
): Promise<SignedToken> {
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setJti(id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign((await secrets()).sessionKey);
  return { token, id, expiresAt };
}

/** Verifies a token; an expired one reads "jwt expired" (the web decides on its id, account.jwtExpired), anything else is invalid. */
export async function verifyToken(
  audience: TokenAudience,
  token: string,
  invalidMessage: MessageId,
): Promise<JWTPayload & { jti: string }> {
  try {
    const { payload } = await jwtVerify(token, (await secrets()).sessionKey, {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience,
      requiredClaims: ['jti', 'exp'],
    });
    return payload as JWTPayload & { jti: string };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new Invalid('account.jwtExpired');
    if (error instanceof errors.JOSEError) throw new Invalid(invalidMessage);
    throw error;
  }
}
