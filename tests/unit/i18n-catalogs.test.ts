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
