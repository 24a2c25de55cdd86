import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SPANISH_BY_ENGLISH as MESSAGES_ES_AR } from './spanish-by-english';

// Words a person reads that are written in the code instead of a catalog: JSX text, a literal
// accessible name / placeholder / title / alt / label, and sentence-like string literals. A line that
// must keep such a literal (a brand, a developer-only error) says why with a trailing `i18n-exempt` comment.
// A validation or API message that is a key of the shared messages catalog is translated where it is shown
// (web/src/lib/use-form.ts, api-message.ts), so it is not reported.

const JSX_TEXT = />\s*([^<>{}\n]*[A-Za-z]{2,}[^<>{}\n]*?)\s*<\/?[A-Za-z]/g;
const ATTRIBUTE = /\b(aria-label|aria-description|placeholder|title|alt|label)="([^"]*[A-Za-z]{2,}[^"]*)"/g;
const EXPRESSION = /\{\s*'([^']*[A-Za-z]{2,}[^']*)'\s*\}/g;
const SENTENCE = /(['"`])([A-Z][a-z]+(?: [A-Za-z][a-z']*)+[.!?…]?)\1/g;
// JSX text on a line of its own, between an opening and a closing tag written on other lines.
const TEXT_LINE = /^\s*([A-Z][A-Za-z ,.'’!?…-]*[a-z.!?…])\s*$/;
// A texts module's values: `save: 'Save'`.
const TEXT_VALUE = /^\s*\w+: (['"])([A-Za-z][^'"]*)\1,?$/;

export interface LiteralText {
  where: string;
  text: string;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function literalsInLine(line: string, file: string): string[] {
  const tsx = file.endsWith('.tsx');
  const code = line.trimStart();
  if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*') || line.includes('i18n-exempt')) return [];
  // A query's errorMessage goes to the console, for developers.
  if (/\berrorMessage: /.test(line)) return [];
  if (/^(import|export \* from|export \{)/.test(code)) return [];
  const found = [...line.matchAll(SENTENCE)].map((match) => match[2]!);
  if (file.endsWith('-texts.ts')) found.push(...[...line.matchAll(new RegExp(TEXT_VALUE, 'g'))].map((match) => match[2]!));
  if (tsx) {
    const own = TEXT_LINE.exec(line);
    if (own) found.push(own[1]!);
    found.push(...[...line.matchAll(JSX_TEXT)].map((match) => match[1]!));
    found.push(...[...line.matchAll(ATTRIBUTE)].map((match) => match[2]!));
    found.push(...[...line.matchAll(EXPRESSION)].map((match) => match[1]!));
  }
  return [...new Set(found)].filter((text) => !Object.hasOwn(MESSAGES_ES_AR, text));
}

/** Every literal text in the .ts/.tsx files under these folders (catalog files, in a `catalogs` folder, are where words belong). */
export function literalTexts(root: string, dirs: readonly string[]): LiteralText[] {
  return dirs.flatMap((dir) =>
    files(join(root, dir))
      // The SPA's catalogs (lib/i18n/catalogs) and the booking page's own (booking-page/catalogs).
      .filter((file) => !/[\\/]catalogs[\\/]/.test(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => literalsInLine(line, file).map((text) => ({ where: `${relative(root, file)}:${index + 1}`, text }))),
      ),
  );
}

/** The texts one line of a file writes (for the scan's own test). */
literalTexts.inLine = literalsInLine;
