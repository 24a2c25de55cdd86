import { describe, expect, it } from 'vitest';
import { greetingName, MAX_GREETING_NAME } from '../../functions/src/email/greeting-name';

describe('the name a guest mail greets with', () => {
  it('keeps a short plain first name, accents, spaces, hyphens and apostrophes included', () => {
    for (const name of ['Lena', 'José María', "O'Brien", 'Jean-Luc', 'Zoë', '李']) expect(greetingName(name)).toBe(name);
    expect(greetingName('  Ana  ')).toBe('Ana');
    expect(greetingName('a'.repeat(MAX_GREETING_NAME))).toBe('a'.repeat(MAX_GREETING_NAME));
  });

  it('drops a name that is empty or longer than the bound', () => {
    expect(greetingName(undefined)).toBeUndefined();
    expect(greetingName('   ')).toBeUndefined();
    expect(greetingName('a'.repeat(MAX_GREETING_NAME + 1))).toBeUndefined();
  });

  it('drops anything link-like: a scheme, www., a dot between letters, an @, a slash', () => {
    for (const name of [
      'http://evil.example',
      'Visit https:x',
      'mailto:me',
      'www.cheap-pills',
      'WWW.X',
      'x.com',
      'win at x . com',
      'ana@example',
      'go/here',
      'x。com',
    ])
      expect(greetingName(name), name).toBeUndefined();
  });

  it('drops control and invisible formatting characters', () => {
    for (const name of ['Ana\nBuy now', 'Ana\rX', 'Ana\u0007', 'Ana\u202eevil', 'Ana\u200b'])
      expect(greetingName(name), name).toBeUndefined();
  });
});
