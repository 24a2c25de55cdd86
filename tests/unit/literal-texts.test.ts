import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { literalTexts } from '../support/literal-texts';

// A screen in Spanish shows no English word that the code wrote instead of a catalog. Each area joins
// this list when its words have moved to web/src/lib/i18n/catalogs.
const CONVERTED = [
  'web/src/features/home',
  'web/src/features/auth',
  'web/src/features/invitation',
  'web/src/features/profile',
  'web/src/features/notifications',
  'web/src/features/shell',
  'web/src/components',
  'web/src/app',
  'web/src/features/calendar',
  'web/src/features/rates',
  'web/src/features/property',
  'web/src/features/reports',
  'web/src/features/reservations',
  'web/src/features/public-site',
  'web/src/booking-page',
];

const root = join(__dirname, '../..');

describe('words a person reads come from the catalogs', () => {
  test.each(CONVERTED)('%s writes no text of its own', (dir) => {
    expect(literalTexts(root, [dir])).toEqual([]);
  });

  test('the scan finds JSX text, literal names, sentences and a texts module value', () => {
    const found = (code: string, file: string) => code.split('\n').flatMap((line) => literalTexts.inLine(line, file));
    expect(found('<p>Hello there</p>', 'a.tsx')).toEqual(['Hello there']);
    expect(found('<button aria-label="Close dialog" />', 'a.tsx')).toEqual(['Close dialog']);
    expect(found("{cond ? 'Save dates' : x}", 'a.tsx')).toEqual(['Save dates']);
    expect(found('          Save dates', 'a.tsx')).toEqual(['Save dates']);
    expect(found("  save: 'Save',", 'a-texts.ts')).toEqual(['Save']);
    expect(found("<p>{t('home.today')}</p> // i18n-exempt: none", 'a.tsx')).toEqual([]);
    expect(found("const key = 'Idempotency-Key';", 'a.ts')).toEqual([]);
  });
});
