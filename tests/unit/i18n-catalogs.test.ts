import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { en } from '../../web/src/lib/i18n/catalogs/en';
import { esAR } from '../../web/src/lib/i18n/catalogs/es-ar';

// The catalogs are the one source of the SPA's words: the code uses no key that a catalog misses,
// and English and Spanish (Argentina) name the same keys with the same placeholders.

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every key the web code names: t('a.b'), i18n.t('a.b'), t(`a.${x}`) (its fixed part), catalogTexts('a'). */
function keysUsedIn(code: string): { exact: string[]; prefixes: string[]; sections: string[] } {
  const exact = [...code.matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => match[1]!);
  const prefixes = [...code.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)].map((match) => match[1]!);
  const sections = [...code.matchAll(/\bcatalogTexts\(\s*'([^']+)'/g)].map((match) => match[1]!);
  return { exact, prefixes, sections };
}

const english = flatten(en);
const spanish = flatten(esAR as Tree);
// A plural is written as its forms (`nights_one`, `nights_other`) and named by the code without the suffix.
const hasKey = (catalog: Map<string, string>, key: string) => catalog.has(key) || catalog.has(`${key}_other`);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/**
 * Subtrees a component reads as a whole object (`catalogTexts('reservations').status` indexed by a status),
 * each with the code that hands it over: no key inside them is ever written out.
 */
const HANDED_WHOLE: [prefix: string, handedBy: string][] = [
  ['stayActions.', "catalogTexts('stayActions')"],
  ['profile.deleteAdmin.', 'texts.deleteAdmin'],
  ['profile.deleteMember.', 'texts.deleteMember'],
  ['profile.deleteProperty.', 'texts.deleteProperty'],
  ['reservations.status.', 'TEXTS.status'],
  ['reservations.payment.', 'TEXTS.payment'],
  ['reservations.source.', 'TEXTS.source'],
  ['reservationDetail.history.statuses.', 'HISTORY.statuses'],
  ['reservationDetail.history.payments.', 'HISTORY.payments'],
  ['reservationDetail.history.sources.', 'HISTORY.sources'],
  ['reservationDetail.history.fields.', 'HISTORY.fields'],
];

/** The web's code (catalogs left out) and the shared code whose values build keys (`roomTypes.genders.${gender}`). */
function webCode(): { web: string; shared: string } {
  const read = (dir: string) =>
    sourceFiles(join(__dirname, dir))
      .filter((file) => !file.includes(`${join('i18n', 'catalogs')}`))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
  return { web: read('../../web/src'), shared: read('../../shared/src') };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A key is named when the code writes it whole in quotes (t('a.b'), i18nKey="a.b", a typed object's value), when a
 * template key (t(`a.${x}Heading`), i18nKey={`a.${x}`}) matches it with a part the code writes as a literal, or when
 * it is in a subtree handed whole. Plural forms count as their key.
 */
function keyIsNamed(key: string, code: { web: string; shared: string }): boolean {
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
  if (code.web.includes(`'${base}'`) || code.web.includes(`"${base}"`)) return true;
  if (HANDED_WHOLE.some(([prefix]) => base.startsWith(prefix))) return true;
  const literal = (part: string) => [code.web, code.shared].some((text) => new RegExp(`['"]${escaped(part)}['"]`).test(text));
  for (const match of code.web.matchAll(/(?:\bt\(\s*|i18nKey=\{)`([^`$]*)\$\{[^}]*\}([^`]*)`/g)) {
    const part = base.match(new RegExp(`^${escaped(match[1]!)}(\\w+)${escaped(match[2]!)}$`))?.[1];
    if (part && literal(part)) return true;
  }
  return false;
}

describe('message catalogs', () => {
  test('English and Spanish (Argentina) have the same keys, each with a text and the same placeholders', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(spanish.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  test('every key the web code uses is in both catalogs', () => {
    const used = sourceFiles(join(__dirname, '../../web/src')).map((file) => ({ file, ...keysUsedIn(readFileSync(file, 'utf8')) }));
    expect(used.flatMap((file) => file.exact).length, 'no t() call found: the scan is broken').toBeGreaterThan(20);
    for (const { file, exact, prefixes, sections } of used) {
      for (const key of exact) {
        expect(hasKey(english, key), `${file}: ${key} is not in the English catalog`).toBe(true);
        expect(hasKey(spanish, key), `${file}: ${key} is not in the Spanish catalog`).toBe(true);
      }
      for (const prefix of [...prefixes, ...sections.map((section) => `${section}.`)]) {
        expect(
          [...english.keys()].some((key) => key.startsWith(prefix)),
          `${file}: no key under ${prefix}`,
        ).toBe(true);
      }
    }
  });

  test('every English key is named by some code: no dead words in the catalogs', () => {
    const code = webCode();
    const dead = [...english.keys()].filter((key) => !keyIsNamed(key, code));
    expect(dead, 'keys no code names: remove them from both catalogs').toEqual([]);
    for (const [prefix, handedBy] of HANDED_WHOLE) {
      expect(code.web.includes(handedBy), `${prefix} is allowed as handed whole by ${handedBy}, which no code says any more`).toBe(true);
    }
  });

  test('words every screen shares live once: the buttons’ in components, a room type’s kind in common', () => {
    const home: Record<string, string> = {
      Save: 'components',
      Cancel: 'components',
      'Saving…': 'components',
      Dorm: 'common',
      Private: 'common',
    };
    for (const [word, section] of Object.entries(home)) {
      const keys = [...english].filter(([, text]) => text === word).map(([key]) => key);
      expect(keys, `"${word}" is written in more than one place`).toEqual([expect.stringMatching(new RegExp(`^${section}\\.`))]);
    }
  });

  test('Spanish says one word per thing: the property is "propiedad" on every screen', () => {
    // Each other word, with the one the screens use instead.
    const avoided: Record<string, string> = { alojamiento: 'propiedad' };
    for (const [key, text] of spanish) {
      for (const [word, instead] of Object.entries(avoided)) {
        expect(text.toLowerCase().includes(word), `${key} says "${word}": the screens say "${instead}"`).toBe(false);
      }
    }
  });

  test('the dead-key scan sees a key named in each form, and only then', () => {
    const code = {
      web: [
        "t('shell.logOut')",
        "t('home.nights', { count })",
        'i18nKey="rates.legend"',
        "const key = 'calendar.saveDates';",
        't(`rates.kind.$' + '{kind}`)',
        "const kinds = ['private'];",
        'i18nKey={`publicLegal.terms.$' + '{section}`}',
      ].join('\n'),
      shared: "export const sections = ['law'] as const;",
    };
    expect(keyIsNamed('shell.logOut', code)).toBe(true);
    expect(keyIsNamed('home.nights_other', code)).toBe(true);
    expect(keyIsNamed('rates.legend', code)).toBe(true);
    expect(keyIsNamed('calendar.saveDates', code)).toBe(true);
    expect(keyIsNamed('rates.kind.private', code)).toBe(true);
    expect(keyIsNamed('publicLegal.terms.law', code)).toBe(true);
    expect(keyIsNamed('stayActions.checkIn', code)).toBe(true);
    expect(keyIsNamed('shell.logIn', code)).toBe(false);
    expect(keyIsNamed('rates.kind.dorm', code)).toBe(false);
    expect(keyIsNamed('publicLegal.terms.lawHeading', code)).toBe(false);
  });

  test('the scan finds keys in the forms the code writes them', () => {
    // The template form is put together, so this file holds no ${ in a plain string.
    const code = [
      "t('shell.logOut');",
      "i18n.t('common.loading', { x });",
      't(`pages.$' + '{label}`);',
      "catalogTexts('stayActions')",
    ].join(' ');
    const found = keysUsedIn(code);
    expect(found).toEqual({ exact: ['shell.logOut', 'common.loading'], prefixes: ['pages.'], sections: ['stayActions'] });
  });
});
