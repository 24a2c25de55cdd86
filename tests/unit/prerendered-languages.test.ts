import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ENGLISH_PAGES, publicPagePath, STATIC_PAGES, staticPageFile } from '../../shared/src/http/static-pages';
import { DIST } from '../bench/route-sizes';

// Each prerendered public page is written in English at the spec's path and in Spanish (Argentina)
// under /es, says its language in <html lang>, and names both versions (English the default) for search engines.

function built(path: string): string {
  const file = join(DIST, staticPageFile(path)!);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build (it prerenders the public pages)`);
  return readFileSync(file, 'utf8');
}

const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);

describe('the prerendered public pages in two languages', () => {
  test.each(ENGLISH_PAGES)('%s and its Spanish version carry their lang and both versions', (path) => {
    const spanish = publicPagePath(path, 'es-AR');
    const expected = [
      ['en', path],
      ['es-AR', spanish],
      ['x-default', path],
    ];
    const english = built(path);
    const translated = built(spanish);
    expect(english).toContain('<html lang="en">');
    expect(translated).toContain('<html lang="es-AR">');
    expect(alternates(english)).toEqual(expected);
    expect(alternates(translated)).toEqual(expected);
    // The switch on each links to the other.
    expect(english).toMatch(new RegExp(`<a class="site-language" lang="es-AR"[^>]* href="${spanish}"[^>]*>Español</a>`));
    expect(translated).toMatch(new RegExp(`<a class="site-language" lang="en"[^>]* href="${path}"[^>]*>English</a>`));
    expect(/<title>([^<]*)<\/title>/.exec(translated)?.[1]).not.toBe(/<title>([^<]*)<\/title>/.exec(english)?.[1]);
  });

  // A link inside a translated sentence keeps its words (a tag the Trans parser took for void would empty it).
  test.each(STATIC_PAGES)('%s has no empty link', (path) => {
    expect(built(path).match(/<a\b[^>]*><\/a>/g) ?? []).toEqual([]);
  });
});
