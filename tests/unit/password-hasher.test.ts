import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../functions/src/accounts/password-hasher';

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
});
