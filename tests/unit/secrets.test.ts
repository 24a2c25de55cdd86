import { describe, expect, it } from 'vitest';
import { deriveSecrets } from '../../functions/src/secrets';

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
});
