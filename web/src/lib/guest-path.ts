/** A guest's own page in the signed-in app: linked from reservations, suggestions and search results. */
export function guestPagePath(id: string): string {
  return `/app/guests/${encodeURIComponent(id)}`;
}
