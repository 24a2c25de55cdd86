import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BOOKING_PAGE_FILE, staticPageFile } from '@hostel/shared/http/static-pages';

// What each route's first load downloads, from Vite's build manifest: the entry chunk and its static
// imports, then the lazy chunks of the matched layout and page with theirs. CSS is not counted.

export const DIST = join(import.meta.dirname, '../../web/dist');
const MANIFEST = join(DIST, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const PUBLIC_LAYOUT = 'src/features/public-site/public-layout.tsx';
export const SIGNED_IN_AREA = 'src/app/signed-in-area.tsx';

export function readManifest(): Manifest {
  if (!existsSync(MANIFEST)) throw new Error(`No build manifest at ${MANIFEST}: run \`npm run build\` (vite build in web/) first`);
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

/** The JS files a set of manifest keys needs, with their static imports, each once. */
export function jsClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The SPA's entry (index.html); the build may have other entries, such as the static pages' script. */
export function entryKey(manifest: Manifest): string {
  const key = manifest['index.html']?.isEntry ? 'index.html' : Object.keys(manifest).find((name) => manifest[name]!.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk');
  return key;
}

const gzipCache = new Map<string, number>();
export function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Total gzip bytes of the JS a first visit needs when the router matches these route modules. */
export function firstLoadBytes(manifest: Manifest, routeModules: string[]): { bytes: number; files: string[] } {
  const files = [...jsClosure(manifest, [entryKey(manifest), ...routeModules])];
  return { bytes: files.reduce((sum, file) => sum + gzipBytes(file), 0), files };
}

export const HOME_PAGE = 'src/features/public-site/pages/home-page.tsx';
export const REPORTS_PAGE = 'src/features/reports/reports-page.tsx';

/** What a first visit to a signed-in page downloads beyond the SPA's entry: the signed-in area, the page, their imports. */
export function bytesBeyondEntry(manifest: Manifest, page: string): { bytes: number; files: string[] } {
  const entry = new Set(jsClosure(manifest, [entryKey(manifest)]));
  const files = [...jsClosure(manifest, [entryKey(manifest), SIGNED_IN_AREA, page])].filter((file) => !entry.has(file));
  return { bytes: files.reduce((sum, file) => sum + gzipBytes(file), 0), files };
}

/** The JS files an HTML file loads with <script src>, each with its static imports. */
/** The scripts an HTML page loads: SPA chunks with their imports, or self-contained bundles as they are. */
export function scriptsOfHtml(manifest: Manifest, htmlFile: string): Set<string> {
  const html = readFileSync(htmlFile, 'utf8');
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  for (const [, file] of html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)) {
    const key = byFile.get(file!);
    if (key) for (const chunk of jsClosure(manifest, [key])) files.add(chunk);
    else if (existsSync(join(DIST, file!))) files.add(file!);
    else throw new Error(`${htmlFile} loads ${file}, which the build did not produce`);
  }
  return files;
}

/** What a first visit to / downloads: the prerendered home page and the scripts it loads. */
export function firstVisitToRoot(manifest: Manifest): { bytes: number; files: string[]; served: string } {
  const prerendered = join(DIST, staticPageFile('/')!);
  if (!existsSync(prerendered)) throw new Error(`${prerendered} is missing: run npm run build (it prerenders the public pages)`);
  const files = [...scriptsOfHtml(manifest, prerendered)];
  return { bytes: files.reduce((sum, file) => sum + gzipBytes(file), 0), files, served: 'prerendered page' };
}

/** What a first visit to a booking page (/book/<slug>) downloads beyond its prerendered shell. */
export function firstVisitToBookingPage(manifest: Manifest): { bytes: number; files: string[] } {
  const shell = join(DIST, BOOKING_PAGE_FILE);
  if (!existsSync(shell)) throw new Error(`${shell} is missing: run npm run build (it prerenders the booking page)`);
  const files = [...scriptsOfHtml(manifest, shell)];
  return { bytes: files.reduce((sum, file) => sum + gzipBytes(file), 0), files };
}

/** The layout a lazy page renders in: public pages and account pages under /, the rest under /app. */
export function layoutOf(src: string): string {
  return /^src\/features\/(public-site|auth)\//.test(src) ? PUBLIC_LAYOUT : SIGNED_IN_AREA;
}

export interface RouteSizeFigures {
  routes: { 'route module': string; layout: 'public' | 'app'; files: number; 'gzip KB': number }[];
  /** The first visit to /: what it downloads (gzip bytes) and in how many files. */
  root: { bytes: number; files: number };
  /** The reports page beyond the entry (its budget: 60 KB, tests/unit/reports-route-budget.test.ts). */
  reports: { bytes: number; files: number };
  /** The first visit to a hostel's booking page: its own script, beyond the prerendered shell. */
  bookingPage: { bytes: number; files: number };
}

export async function benchRouteSizes(): Promise<RouteSizeFigures> {
  const manifest = readManifest();
  const layouts = new Set([PUBLIC_LAYOUT, SIGNED_IN_AREA]);
  const rows = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.src && !layouts.has(chunk.src))
    .map((chunk) => {
      const { bytes, files } = firstLoadBytes(manifest, [layoutOf(chunk.src!), chunk.src!]);
      return {
        'route module': chunk.src!.replace(/^src\/features\//, ''),
        layout: layoutOf(chunk.src!) === PUBLIC_LAYOUT ? ('public' as const) : ('app' as const),
        files: files.length,
        'gzip KB': +(bytes / 1024).toFixed(1),
      };
    })
    .sort((a, b) => a['gzip KB'] - b['gzip KB']);
  console.log('First-load JavaScript per route in the SPA (gzip, KB = 1024 bytes):');
  console.table(rows);
  const root = firstVisitToRoot(manifest);
  console.log(`First visit to / (${root.served}): ${(root.bytes / 1024).toFixed(1)} KB gzip in ${root.files.length} file(s)`);
  const reports = bytesBeyondEntry(manifest, REPORTS_PAGE);
  console.log(
    `Reports page beyond the entry (signed-in area + page): ${(reports.bytes / 1024).toFixed(1)} KB gzip in ${reports.files.length} file(s)`,
  );
  const booking = firstVisitToBookingPage(manifest);
  console.log(
    `First visit to /book/<slug> (prerendered shell): ${(booking.bytes / 1024).toFixed(1)} KB gzip in ${booking.files.length} file(s)`,
  );
  return {
    routes: rows,
    root: { bytes: root.bytes, files: root.files.length },
    reports: { bytes: reports.bytes, files: reports.files.length },
    bookingPage: { bytes: booking.bytes, files: booking.files.length },
  };
}
