import { describe, expect, test } from 'vitest';
import { guestSearchPlan, guestSearchTokens, MAX_GUEST_TOKENS, MAX_TOKEN_CHARACTERS } from '../../shared/src/domain/guest-search';
import { asShortReference, shortReference } from '../../shared/src/domain/short-reference';

describe("a guest's search tokens", () => {
  test('fold the name words and their parts, keep the email, the phone from each group on and the document with and without letters', () => {
    const tokens = guestSearchTokens({
      firstName: 'José Luis',
      lastName: "O'Brien-Díaz",
      email: 'Jose@Example.com',
      phoneNumber: '+54 351 555-0100',
      idNumber: 'AR-30111222',
    });
    expect(tokens).toEqual([
      { kind: 'name', token: 'jose' },
      { kind: 'name', token: 'luis' },
      { kind: 'name', token: "o'brien-diaz" },
      { kind: 'name', token: 'o' },
      { kind: 'name', token: 'brien' },
      { kind: 'name', token: 'diaz' },
      { kind: 'email', token: 'jose@example.com' },
      { kind: 'phone', token: '543515550100' },
      { kind: 'phone', token: '3515550100' },
      { kind: 'phone', token: '5550100' },
      { kind: 'phone', token: '0100' },
      { kind: 'document', token: 'ar30111222' },
      { kind: 'document', token: '30111222' },
    ]);
  });

  test('are none for a guest with nothing to find, never repeat, and stop at the cap', () => {
    expect(guestSearchTokens({})).toEqual([]);
    expect(guestSearchTokens({ firstName: 'Ana Ana', lastName: 'ana', idNumber: '1234' })).toEqual([
      { kind: 'name', token: 'ana' },
      { kind: 'document', token: '1234' },
    ]);
    const long = Array.from({ length: 40 }, (_, n) => `w${n}`).join(' ');
    expect(guestSearchTokens({ firstName: long, lastName: 'x' })).toHaveLength(MAX_GUEST_TOKENS);
  });
});

describe('what a search reads', () => {
  test('an email by its beginning, a number as phone and document, one word as name, email and document, several by the longest', () => {
    expect(guestSearchPlan('Ana@Ex')).toEqual({ prefixes: [{ kind: 'email', token: 'ana@ex' }], nameWords: [] });
    expect(guestSearchPlan('+54 (351) 555')).toEqual({
      prefixes: [
        { kind: 'phone', token: '54351555' },
        { kind: 'document', token: '54351555' },
      ],
      nameWords: [],
    });
    expect(guestSearchPlan('José')).toEqual({
      prefixes: [
        { kind: 'name', token: 'jose' },
        { kind: 'email', token: 'josé' },
        { kind: 'document', token: 'jose' },
      ],
      nameWords: [],
    });
    expect(guestSearchPlan('ana lópez')).toEqual({ prefixes: [{ kind: 'name', token: 'lopez' }], nameWords: ['ana', 'lopez'] });
    expect(guestSearchPlan('   ')).toEqual({ prefixes: [], nameWords: [] });
  });
});

describe('the short reference', () => {
  test("is the id's last part upper-cased, and a search is one only as 12 hex digits", () => {
    expect(shortReference('3f2a9c1e-7b4d-4e8a-9f00-a1b2c3d4e5f6')).toBe('A1B2C3D4E5F6');
    expect(asShortReference(' a1b2c3d4e5f6 ')).toBe('A1B2C3D4E5F6');
    expect(asShortReference('a1b2c3d4e5f')).toBeUndefined();
    expect(asShortReference('García')).toBeUndefined();
  });
});

describe('tokens of a name that folding makes longer', () => {
  test('keep their first 100 characters, and a search is cut alike', () => {
    const tokens = guestSearchTokens({ firstName: '㌖'.repeat(55), lastName: 'Sato' });
    expect(tokens.map((one) => Array.from(one.token).length)).toEqual([MAX_TOKEN_CHARACTERS, 4]);
    expect(tokens[0]!.token.startsWith('キロメートルキロ')).toBe(true);
    const plan = guestSearchPlan('㌖'.repeat(55));
    expect(plan.prefixes.map((prefix) => prefix.token)).toContain(tokens[0]!.token);
  });
});
