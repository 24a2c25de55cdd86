import type { Language } from '../domain/languages';

// The public marketing pages, prerendered to static HTML at build time: a first visit paints at once
// and downloads about a kilobyte of script; the React app loads when the visitor signs in or up.
// The web build writes them, and the local server and CloudFront serve them, from this one list.

/** The public pages in English, at the spec's paths. */
export const ENGLISH_PAGES = ['/', '/pricing', '/contact-us', '/about-us', '/faq', '/legal/terms-of-use', '/legal/privacy-policy'] as const;

/** The same pages in Spanish (Argentina) live under this prefix: `/es`, `/es/pricing`, … */
export const SPANISH_PREFIX = '/es';

/** A public page's path in a language: `('/pricing', 'es-AR')` → `/es/pricing`; `('/', 'es-AR')` → `/es`. */
export function publicPagePath(englishPath: string, language: Language): string {
  if (language === 'en') return englishPath;
  return englishPath === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${englishPath}`;
}

/** Whether a path is under the Spanish prefix (`/es`, `/es/pricing`), so its public page is in Spanish. */
export function spanishPath(pathname: string): boolean {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`);
}

/** A Spanish public path's English page: `/es/pricing` → `/pricing`, `/es` → `/`. */
export function englishPagePath(pathname: string): string {
  return spanishPath(pathname) ? pathname.slice(SPANISH_PREFIX.length) || '/' : pathname;
}

export const STATIC_PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((path) => publicPagePath(path, 'es-AR'))] as const;

export const STATIC_PAGES_DIR = 'pages';

/** Every hostel's booking page (`/book/<slug>`) and a guest's stay (`/book/stay/<token>`): one shell, its own small script. */
export const BOOKING_PAGE_PREFIX = '/book/';
export const BOOKING_PAGE_FILE = `${STATIC_PAGES_DIR}/book/index.html`;

/** The built file that serves a path, if the path is a static page (`/faq/` → `pages/faq/index.html`, `/es` → `pages/es/index.html`). */
export function staticPageFile(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path.startsWith(BOOKING_PAGE_PREFIX) && path.length > BOOKING_PAGE_PREFIX.length) return BOOKING_PAGE_FILE;
  if (!(STATIC_PAGES as readonly string[]).includes(path)) return undefined;
  return `${STATIC_PAGES_DIR}${path === '/' ? '' : path}/index.html`;
}
