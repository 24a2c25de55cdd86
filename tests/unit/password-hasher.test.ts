import { describe, expect, it, vi } from 'vitest';
import { hashCost, hashPassword, verifyPassword } from '../../functions/src/accounts/password-hasher';

describe('password hashing (scrypt N=2^17, r=8, p=1)', () => {
  it('verifies the right password and refuses others, with a fresh salt each time', async () => {
    const hash = await hashPassword('abcdEF12!?ghij');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('abcdEF12!?ghij', hash)).toBe(true);
    expect(await verifyPassword('abcdEF12!?ghiJ', hash)).toBe(false);
    expect(await hashPassword('abcdEF12!?ghij')).not.toBe(hash);
  });

  it('treats a malformed stored hash as a mismatch, not a crash', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'bcrypt$10$x$y$z$w')).toBe(false);
  });

  it('normalizes Unicode, so the same password typed on another keyboard still matches', async () => {
    const composed = 'Contraseña-Ñu12!!';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('hashes at N=2^17 unless the test stack lowers it beside a local table, and verifies a hash of any cost', async () => {
    const local = { DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' };
    expect(hashCost({})).toBe(17);
    // Without a local table endpoint (every deployed function), the lower cost is ignored.
    expect(hashCost({ TEST_STACK_SCRYPT_LOG_N: '10' })).toBe(17);
    expect(hashCost({ ...local, TEST_STACK_SCRYPT_LOG_N: '10' })).toBe(10);
    for (const bad of ['', '9', '18', '12.5', 'low']) expect(hashCost({ ...local, TEST_STACK_SCRYPT_LOG_N: bad }), bad).toBe(17);
    vi.stubEnv('DYNAMODB_ENDPOINT', local.DYNAMODB_ENDPOINT);
    vi.stubEnv('TEST_STACK_SCRYPT_LOG_N', '10');
    try {
      const cheap = await hashPassword('abcdEF12!?ghij');
      expect(cheap).toMatch(/^scrypt\$10\$8\$1\$/);
      expect(await verifyPassword('abcdEF12!?ghij', cheap)).toBe(true);
      expect(await verifyPassword('abcdEF12!?ghiJ', cheap)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
