// Names of the signed-in pages that later issues fill in, for their "coming soon" state. Plain
// patterns keep this helper free of the router, so it is unit-tested as pure code.

const PAGES: [RegExp, string][] = [
  [/^\/app\/calendar\/?$/, 'Calendar'],
  [/^\/app\/rates-and-availability\/?$/, 'Rates & availability'],
  [/^\/app\/reservations\/?$/, 'Reservations'],
  [/^\/app\/reservations\/[^/]+\/?$/, 'Reservation detail'],
  [/^\/app\/property\/general-info\/?$/, 'General info'],
  [/^\/app\/property\/room-types\/?$/, 'Room types'],
];

export function pageNameFor(pathname: string): string {
  return PAGES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'This page';
}
