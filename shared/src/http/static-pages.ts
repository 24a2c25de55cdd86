// The public marketing pages, prerendered to static HTML at build time: a first visit paints at once
// and downloads about a kilobyte of script; the React app loads when the visitor signs in or up.
// The web build writes them, and the local server and CloudFront serve them, from this one list.

export const STATIC_PAGES = ['/', '/pricing', '/contact-us', '/about-us', '/faq', '/legal/terms-of-use', '/legal/privacy-policy'] as const;

export const STATIC_PAGES_DIR = 'pages';

/** Every hostel's booking page (`/book/<slug>`) and a guest's stay (`/book/stay/<token>`): one shell, its own small script. */
export const BOOKING_PAGE_PREFIX = '/book/';
export const BOOKING_PAGE_FILE = `${STATIC_PAGES_DIR}/book/index.html`;

/** The built file that serves a path, if the path is a static page (`/faq/` → `pages/faq/index.html`). */
export function staticPageFile(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path.startsWith(BOOKING_PAGE_PREFIX) && path.length > BOOKING_PAGE_PREFIX.length) return BOOKING_PAGE_FILE;
  if (!(STATIC_PAGES as readonly string[]).includes(path)) return undefined;
  return `${STATIC_PAGES_DIR}${path === '/' ? '' : path}/index.html`;
}
