import { SignJWT } from 'jose';
import { inject } from 'vitest';

/** The same token, re-signed as already expired: the one thing a test cannot wait for. */
export async function expiredCopy(token: string): Promise<string> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, any>;
  return new SignJWT({ sub: claims.sub, pid: claims.pid })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(claims.iss)
    .setAudience(claims.aud)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat - 2 * 86_400)
    .setExpirationTime(claims.iat - 60)
    .sign(new TextEncoder().encode(inject('sessionSecret')));
}

export function claimsOf(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, any>;
}
