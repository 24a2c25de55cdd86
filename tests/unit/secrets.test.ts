import { describe, expect, it } from 'vitest';
import { deriveSecrets, signingKeyOf } from '../../functions/src/secrets';

describe('signing keys derived from the one generated secret', () => {
  it('gives the same keys for the same secret, different ones per purpose and per secret', () => {
    const a = deriveSecrets('a'.repeat(64));
    const again = deriveSecrets('a'.repeat(64));
    const other = deriveSecrets('b'.repeat(64));
    expect(again).toEqual(a);
    expect(Buffer.from(a.sessionKey).toString()).not.toBe(a.captchaKey);
    expect(other.captchaKey).not.toBe(a.captchaKey);
    expect(a.captchaKey.length).toBeGreaterThanOrEqual(32);
  });

  it('gives the channel keys their own 32-byte key, unlike the other two and unlike another secret', () => {
    const a = deriveSecrets('a'.repeat(64));
    const channel = Buffer.from(a.channelKeyKey);
    expect(channel).toHaveLength(32);
    expect(channel.equals(Buffer.from(a.sessionKey).subarray(0, 32))).toBe(false);
    expect(channel.toString('base64url')).not.toBe(a.captchaKey);
    expect(channel.toString('base64url')).not.toBe(Buffer.from(a.sessionKey).toString());
    expect(channel.equals(Buffer.from(deriveSecrets('b'.repeat(64)).channelKeyKey))).toBe(false);
  });

  it('refuses a secret that is not JSON without quoting any of it', () => {
    expect(signingKeyOf('{"signingKey":"k"}', 'hostel-signing')).toEqual({ signingKey: 'k' });
    expect(() => signingKeyOf('my-very-secret-value', 'hostel-signing')).toThrow(/^Secret hostel-signing is not JSON$/);
  });
});
