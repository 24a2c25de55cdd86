import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs name the repository's files; a renamed or deleted file must not leave a doc pointing at
// nothing. Every path in backticks or in a link, in README.md and docs/**/*.md, must exist: one from
// the root (`functions/src/config.ts`) as written, a shorter one (`lib/format-date.ts`, `en.ts`) as the
// end of some file's path.

const ROOT = join(import.meta.dirname, '..', '..');
/** The repository's own top folders: a backticked word starting with one of them is a path. */
const TOP = new Set(['.ci', 'docs', 'functions', 'infra', 'local', 'scripts', 'shared', 'tests', 'web']);
/** What a build or a run makes, not the repository's: named in docs, never committed. */
const MADE = /(^|\/)(dist|node_modules|cdk\.out|\.data|test-results)(\/|$)/;
/** A pattern or an example, not one file: `<area>`, `…`, `*`, `{id}`, `$VAR`, or words. */
const PATTERN = /[<>…*{}$\s|]|\.\.\./;
/** Files a run makes in the data folder or the CDK app's folder, named by their bare name. */
const MADE_FILES = new Set(['secrets.json', 'cdk.context.json']);
/** A file's name, when a backticked word has no folder from the root (not `.js`: `ical.js` is a package). */
const FILE_NAME = /\.(ts|tsx|mjs|css|md|json|jsonc|html|sh|py)$/;

/** The repository's files under a folder, from the root, build output and installed packages left out. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (MADE.test(path) || entry.name === '.git') return [];
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

interface Named {
  written: string;
  /** From the root; or, for a shorter path, how some file's path ends. */
  path: string;
  fromRoot: boolean;
}

/** The repository paths a doc names, each as the doc wrote it. */
function pathsNamed(doc: string, text: string): Named[] {
  const found: Named[] = [];
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, inside] of prose.matchAll(/`([^`\n]+)`/g)) {
    const written = inside!
      .trim()
      .replace(/[:#].*$/, '')
      .replace(/[.,;)]+$/, '')
      .replace(/\/$/, '');
    if (PATTERN.test(written) || written.startsWith('http') || MADE_FILES.has(written)) continue;
    if (TOP.has(written.split('/')[0]!) && written.includes('/')) found.push({ written: inside!, path: written, fromRoot: true });
    else if (FILE_NAME.test(written) && !written.startsWith('.')) found.push({ written: inside!, path: written, fromRoot: false });
  }
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#)/.test(target!)) continue;
    const written = target!.replace(/#.*$/, '');
    if (PATTERN.test(written)) continue;
    found.push({ written: target!, path: relative(ROOT, join(ROOT, dirname(doc), written)), fromRoot: true });
  }
  return found.filter(({ path }) => !MADE.test(path));
}

describe('paths named in the docs', () => {
  const files = [...readdirSync(ROOT).filter((name) => /\.\w+$/.test(name)), ...[...TOP].flatMap(filesUnder)];
  const docs = files.filter((path) => path === 'README.md' || (path.startsWith('docs/') && path.endsWith('.md')));
  const exists = ({ path, fromRoot }: Pick<Named, 'path' | 'fromRoot'>) =>
    fromRoot ? existsSync(join(ROOT, path)) : files.some((file) => file === path || file.endsWith(`/${path}`));

  it.each(docs)('%s names only paths that exist', (doc) => {
    const missing = pathsNamed(doc, readFileSync(join(ROOT, doc), 'utf8'))
      .filter((named) => !exists(named))
      .map(({ written }) => written);
    expect(missing, `${doc} names paths that do not exist`).toEqual([]);
  });

  it('finds paths in backticks and links, and passes over patterns, build output and code blocks', () => {
    const text = [
      'See `functions/src/http/logger.ts:12`, `lib/format-date.ts`, `web/src/features/<area>/api/x.ts` and `npm test`.',
      'Read [the web](architecture/web.md#pages) or [AWS](https://aws.amazon.com/).',
      '`web/dist/index.html` is built; `tests/e2e/spanish-*.test.ts` is a pattern.',
      '```',
      'functions/src/gone.ts',
      '```',
    ].join('\n');
    expect(pathsNamed('docs/architecture.md', text).map(({ path }) => path)).toEqual([
      'functions/src/http/logger.ts',
      'lib/format-date.ts',
      'docs/architecture/web.md',
    ]);
    expect(exists({ path: 'lib/format-date.ts', fromRoot: false })).toBe(true);
    expect(exists({ path: 'lib/no-such-file.ts', fromRoot: false })).toBe(false);
  });
});
