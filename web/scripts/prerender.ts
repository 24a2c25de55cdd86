// After `vite build` (the SPA) and `vite build --ssr` (the renderer): writes each public page as static
// HTML under dist/pages/, with the SPA's styles for that page and the static-page script only.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Language } from '@hostel/shared/domain/languages';
import { BOOKING_PAGE_FILE, englishPagePath, publicPagePath, STATIC_PAGES, staticPageFile } from '@hostel/shared/http/static-pages';
import { bookingShell } from '../src/booking-page/book-page-shell';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(WEB, 'dist');
const SSR_OUT = join(WEB, 'dist-ssr');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const { renderPage } = (await import(pathToFileURL(join(SSR_OUT, 'render-page.js')).href)) as {
  renderPage(path: string): Promise<{ html: string; title: string; language: Language; description: string }>;
};

/** The stylesheets a set of modules needs, following their static imports. */
function stylesOf(keys: string[]): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    for (const file of chunk.css ?? []) css.add(file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...css];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const template = readFileSync(join(DIST, 'index.html'), 'utf8');

// The pages' one script is bundled on its own: inside the SPA's build it would share chunks with the
// app and load as a chain of files; alone it is one file of about a kilobyte. It is a classic script
// that blocks the first paint, so the remembered theme applies before anything shows.
const bundled = await build({
  entryPoints: [join(WEB, 'src', 'static-page-script.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  outdir: join(DIST, 'assets'),
  entryNames: 'static-page-[hash]',
  write: false,
});
const scriptFile = bundled.outputFiles[0]!;
writeFileSync(scriptFile.path, scriptFile.contents);
const scriptSrc = `/assets/${scriptFile.path.split('/').pop()}`;
// Every public page gets the app's global styles and the public site's: a few kilobytes, cached once.
const publicSiteModules = Object.keys(manifest).filter((key) => key.startsWith('src/features/public-site/'));
const styles = stylesOf(['index.html', ...publicSiteModules]);

// Each page names its versions for search engines: English (also the default) and Spanish (Argentina).
// Root-relative unless the build is given the site's origin (SITE_ORIGIN=https://…): the build does not
// know the domain it will be served on.
const SITE_ORIGIN = (process.env.SITE_ORIGIN ?? '').replace(/\/+$/, '');
function alternates(path: string): string {
  const english = englishPagePath(path);
  const link = (hreflang: string, href: string) => `    <link rel="alternate" hreflang="${hreflang}" href="${SITE_ORIGIN}${href}">`;
  return [link('en', english), link('es-AR', publicPagePath(english, 'es-AR')), link('x-default', english)].join('\n');
}

for (const path of STATIC_PAGES) {
  const { html: body, title, language, description } = await renderPage(path);
  const html = template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(description)}$2`)
    // The SPA's scripts are left out: this page needs none of them.
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace('<title>Hostel App</title>', `<title>${escapeHtml(title)}</title>`)
    .replace(
      '</head>',
      `${alternates(path)}\n${styles.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">`).join('\n')}\n    <script src="${scriptSrc}"></script>\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const file = join(DIST, staticPageFile(path)!);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

// The booking page (/book/<slug>, /book/stay/<token>): a shell of its own and its own small bundle,
// plain DOM, nothing of the SPA (docs/architecture/booking-page.md; its size is held by a test).
const bookingBundle = await build({
  entryPoints: [join(WEB, 'src', 'booking-page', 'book-page-script.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  outdir: join(DIST, 'assets'),
  entryNames: 'book-page-[hash]',
  write: false,
});
const bookingFile = bookingBundle.outputFiles[0]!;
writeFileSync(bookingFile.path, bookingFile.contents);
const bookingHtml = join(DIST, BOOKING_PAGE_FILE);
mkdirSync(dirname(bookingHtml), { recursive: true });
writeFileSync(bookingHtml, bookingShell(`/assets/${bookingFile.path.split('/').pop()}`));

rmSync(SSR_OUT, { recursive: true, force: true });
console.log(`prerendered ${STATIC_PAGES.length} public pages into dist/pages/`);
