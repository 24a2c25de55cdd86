import { describe, expect, it } from 'vitest';
import { checkPassword } from '../../shared/src/domain/password-policy';

describe('password policy', () => {
  it('accepts a password with 14+ characters, 4 lower, 2 upper, 2 digits and 2 symbols', () => {
    expect(checkPassword('abcdEF12!?ghij')).toEqual({ ok: true, problems: [] });
    expect(checkPassword('ñandúÁÉ12¿¡xyz').ok).toBe(true);
  });

  it.each([
    ['abcdEF12!?ghi', 'at least 14 characters'],
    ['abcdEF12!? ghijk', 'no spaces'],
    ['abcDEF12!?GHIJK', '4 lower case letters'],
    ['abcdeF12!?ghijk', '2 upper case letters'],
    ['abcdEFx2!?ghijk', '2 digits'],
    ['abcdEF12!xghijk', '2 special characters'],
  ])('refuses %s: %s', (password, problem) => {
    const result = checkPassword(password);
    expect(result.ok).toBe(false);
    expect(result.problems).toContain(problem);
  });

  it('lists every missing part at once', () => {
    expect(checkPassword('').problems).toEqual([
      'at least 14 characters',
      '4 lower case letters',
      '2 upper case letters',
      '2 digits',
      '2 special characters',
    ]);
  });
});
