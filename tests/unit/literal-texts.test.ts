import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { literalTexts } from '../support/literal-texts';

// A screen in Spanish shows no English word that the code wrote instead of a catalog: every folder of the
// web (each feature on its own, read from the disk so a new feature is scanned from its first line).
const root = join(__dirname, '../..');
const FEATURES = readdirSync(join(root, 'web/src/features')).map((name) => `web/src/features/${name}`);
const SCANNED = [
  ...FEATURES,
  'web/src/components',
  'web/src/app',
  'web/src/lib',
  'web/src/api',
  'web/src/booking-page',
  'web/src/prerender',
];

describe('words a person reads come from the catalogs', () => {
  test.each(SCANNED)('%s writes no text of its own', (dir) => {
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
