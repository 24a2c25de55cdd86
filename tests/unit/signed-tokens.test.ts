import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { describe, expect, it } from 'vitest';
import { checkToken, tokenSignedWith } from '../../functions/src/accounts/signed-tokens';

// The product's HS256 tokens (functions/src/accounts/signed-tokens.ts) held to a JOSE library's, both ways:
// what the library signs verifies here, what this signs verifies there, and every forgery is refused.

const KEY = new TextEncoder().encode('a-signing-secret-of-at-least-32-characters!');

const NOW = 1_800_000_000;
const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const hmac = (text: string, key: Uint8Array = KEY) => createHmac('sha256', key).update(text).digest('base64url');
const token = (header: unknown, payload: unknown, key?: Uint8Array) => {
  const signed = `${base64url(header)}.${base64url(payload)}`;
  return `${signed}.${hmac(signed, key)}`;
};
const claims = (extra: Record<string, unknown> = {}) => ({
  sub: 'u1',
  iss: 'hostel-app',
  aud: 'session',
  jti: 'j1',
  iat: NOW - 10,
  exp: NOW + 60,
  ...extra,
});

describe('signed tokens', () => {
  it("accepts the JOSE library's token and reads its claims", async () => {
    const signed = await new SignJWT({ sub: 'u1', pid: 'p1', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('hostel-app')
      .setAudience('session')
      .setJti('j1')
      .setIssuedAt(NOW - 10)
      .setExpirationTime(NOW + 60)
      .sign(KEY);
    expect(checkToken(signed, 'session', KEY, NOW)).toEqual({
      claims: expect.objectContaining({ sub: 'u1', pid: 'p1', role: 'admin', jti: 'j1' }),
    });
  });

  it('signs tokens the JOSE library verifies, with the audience, issuer, id and lifetime asked for', async () => {
    const { token: signed, id, expiresAt } = tokenSignedWith(KEY, 'verify-email', { sub: 'u2', pid: 'p2' }, 3600, 'fixed-id', Date.now());
    const { payload, protectedHeader } = await jwtVerify(signed, KEY, {
      algorithms: ['HS256'],
      issuer: 'hostel-app',
      audience: 'verify-email',
    });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: 'u2', pid: 'p2', jti: 'fixed-id', aud: 'verify-email', iss: 'hostel-app' });
    expect(id).toBe('fixed-id');
    expect(payload.exp).toBe(Math.floor(expiresAt.getTime() / 1000));
    await expect(jwtVerify(signed, KEY, { audience: 'session' })).rejects.toBeInstanceOf(errors.JWTClaimValidationFailed);
  });

  it('refuses a token of another purpose, issuer, key or algorithm, and a tampered one', async () => {
    const good = token({ alg: 'HS256' }, claims());
    expect(checkToken(good, 'session', KEY, NOW)).toHaveProperty('claims');
    const refused = { refused: 'invalid' };
    expect(checkToken(good, 'reset-password', KEY, NOW)).toEqual(refused);
    expect(checkToken(token({ alg: 'HS256' }, claims({ iss: 'elsewhere' })), 'session', KEY, NOW)).toEqual(refused);
    expect(
      checkToken(token({ alg: 'HS256' }, claims(), new TextEncoder().encode('another-key-of-32-characters-or-more')), 'session', KEY, NOW),
    ).toEqual(refused);
    // "none", another algorithm, or a critical extension: refused even with a right HMAC over the text.
    expect(checkToken(token({ alg: 'none' }, claims()), 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken(`${base64url({ alg: 'none' })}.${base64url(claims())}.`, 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken(token({ alg: 'HS512' }, claims()), 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken(token({ alg: 'HS256', crit: ['exp'] }, claims()), 'session', KEY, NOW)).toEqual(refused);
    const [head, , signature] = good.split('.');
    expect(checkToken(`${head}.${base64url(claims({ sub: 'admin' }))}.${signature}`, 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken(`${good}x`, 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken(good.split('.').slice(0, 2).join('.'), 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken('', 'session', KEY, NOW)).toEqual(refused);
  });

  it('refuses a token without an id or an expiry, not yet valid, or whose payload is not an object', async () => {
    const refused = { refused: 'invalid' };
    expect(checkToken(token({ alg: 'HS256' }, claims({ jti: undefined })), 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken(token({ alg: 'HS256' }, claims({ exp: undefined })), 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken(token({ alg: 'HS256' }, claims({ exp: String(NOW + 60) })), 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken(token({ alg: 'HS256' }, claims({ nbf: NOW + 30 })), 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken(token({ alg: 'HS256' }, '"a string"'), 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken(token({ alg: 'HS256' }, [1, 2]), 'session', KEY, NOW)).toEqual(refused);
    expect(checkToken(token('not json', claims()), 'session', KEY, NOW)).toEqual(refused);
  });

  it('reads a token whose expiry has come as expired, only once its signature is right', async () => {
    expect(checkToken(token({ alg: 'HS256' }, claims({ exp: NOW })), 'session', KEY, NOW)).toEqual({ refused: 'expired' });
    expect(checkToken(token({ alg: 'HS256' }, claims({ exp: NOW + 1 })), 'session', KEY, NOW)).toHaveProperty('claims');
    expect(
      checkToken(token({ alg: 'HS256' }, claims({ exp: NOW - 5 }), new TextEncoder().encode('x'.repeat(40))), 'session', KEY, NOW),
    ).toEqual({
      refused: 'invalid',
    });
  });

  it('accepts an audience given as a list that names it', async () => {
    expect(checkToken(token({ alg: 'HS256' }, claims({ aud: ['other', 'session'] })), 'session', KEY, NOW)).toHaveProperty('claims');
  });
});
