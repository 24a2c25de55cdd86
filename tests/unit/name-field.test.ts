import { describe, expect, it } from 'vitest';
import { registerBody, updateProfileBody } from '../../shared/src/api/account-schemas';
import { nameText } from '../../shared/src/api/fields';
import { renderSchemaMessage as english } from '../../shared/src/i18n/render-message';

const name = nameText('label.name', 2, 50);

function problems(value: unknown): string[] {
  const result = name.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => english(issue.message));
}

describe('a name field', () => {
  it('accepts names from every script, with accents, apostrophes, hyphens and inner spaces', () => {
    for (const value of [
      'Ana',
      "O'Brien",
      'Jean-Luc',
      'José Ñúñez',
      'Zoë',
      'Łukasz',
      '李小龙',
      'محمد',
      'שרה',
      'Nguyễn Văn',
      'Ōtsuka',
      'Casa Azul (Lisboa)',
      'Hostel #1',
    ]) {
      expect(problems(value), value).toEqual([]);
    }
    // Combining marks on letters are letters with accents, not invisible text.
    expect(problems('Jose\u0301')).toEqual([]);
  });

  it('trims the ends, so a trailing newline from a paste is not a problem', () => {
    expect(name.parse('  Ana\n')).toBe('Ana');
  });

  it('refuses line breaks and every control character inside', () => {
    const message = 'Name cannot contain line breaks or control characters';
    for (const value of [
      'Ana\n\nURGENT: verify at http://evil.example',
      'Ana\r\nBcc: x',
      'An\u0000a',
      'An\ta',
      'Ana\u0085Bo',
      'Ana\u2028Bo',
      'Ana\u2029Bo',
      'An\u007fa',
      'An\u001ba',
      // Half a character: a lone surrogate, either half.
      'An\ud800a',
      'An\udc00a',
    ]) {
      expect(problems(value), JSON.stringify(value)).toEqual([message]);
    }
  });

  it('takes a character outside the basic plane whole (both halves of its surrogate pair)', () => {
    expect(name.parse('Ana 😀')).toBe('Ana 😀');
  });

  it('refuses direction overrides, embeddings and isolates', () => {
    const message = 'Name cannot contain characters that change the text direction';
    for (const mark of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(problems(`Ana${mark}gpj.exe`), mark.codePointAt(0)!.toString(16)).toEqual([message]);
    }
  });

  it('refuses names made only of invisible or blank characters', () => {
    const message = 'Name cannot be made only of blank or invisible characters';
    for (const value of [
      '\u200b\u200b\u200b',
      '\u200d\u200c',
      '\u3164\u3164',
      '\u2800\u2800',
      '\u00ad\u00ad',
      '\u0301\u0301',
      '\u200b \u200b',
    ]) {
      expect(problems(value), JSON.stringify(value)).toEqual([message]);
    }
  });

  it('keeps the length rule and its message, and one message for an empty name', () => {
    expect(problems('')).toEqual(['Name must be 2 to 50 characters']);
    expect(problems('A')).toEqual(['Name must be 2 to 50 characters']);
    expect(problems('x'.repeat(51))).toEqual(['Name must be 2 to 50 characters']);
  });

  it('is what every name field of the account calls uses', () => {
    const body = {
      firstName: 'Ana',
      propertyName: 'Casa',
      username: 'ana@example.com',
      password: 'x',
      acceptTerms: true,
      captchaToken: 'x',
    };
    const paths = (value: Record<string, unknown>) =>
      (registerBody.safeParse({ ...body, ...value }).error?.issues ?? [])
        .filter((i) => i.path[0] !== 'password')
        .map((i) => `${String(i.path[0])}: ${english(i.message)}`);
    expect(paths({ firstName: 'Ana\nBo', propertyName: 'Casa\u202eAzul' })).toEqual([
      'firstName: Name cannot contain line breaks or control characters',
      'propertyName: Property name cannot contain characters that change the text direction',
    ]);
    const profile = updateProfileBody.safeParse({ firstName: '\u200b\u200b', lastName: 'Li\u0000' });
    expect(profile.error?.issues.map((i) => `${String(i.path[0])}: ${english(i.message)}`)).toEqual([
      'firstName: First name cannot be made only of blank or invisible characters',
      'lastName: Last name cannot contain line breaks or control characters',
    ]);
    expect(updateProfileBody.safeParse({ firstName: 'Ana', lastName: '' }).success).toBe(true);
  });
});
