import { describe, expect, test } from 'vitest';
import { reservationsSearchPath, searchQuery } from '../../web/src/features/shell/search-query';
import { renderSchemaMessage as english } from '../../shared/src/i18n/render-message';

describe('header search (spec §5: field q, 2 to 40 characters)', () => {
  const messageFor = (q: string) => {
    const result = searchQuery.safeParse({ q });
    return result.success ? undefined : result.error.issues[0] && english(result.error.issues[0].message);
  };

  test('accepts 2 and 40 characters, trimmed', () => {
    expect(searchQuery.parse({ q: '  Jo ' })).toEqual({ q: 'Jo' });
    expect(searchQuery.parse({ q: 'x'.repeat(40) }).q).toHaveLength(40);
  });

  test('refuses empty, one character and 41 characters with readable messages', () => {
    expect(messageFor('   ')).toBe('Type a guest name or email to search');
    expect(messageFor('a')).toBe('Search must be 2 to 40 characters');
    expect(messageFor('x'.repeat(41))).toBe('Search must be 2 to 40 characters');
  });

  test('goes to the reservations page with the text encoded', () => {
    expect(reservationsSearchPath('Ana María & co')).toBe('/app/reservations?search=Ana+Mar%C3%ADa+%26+co');
  });
});
