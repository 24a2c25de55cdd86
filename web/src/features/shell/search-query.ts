import * as z from 'zod/mini';

// The header search (spec §5): field q, 2 to 40 characters, answered by the reservations page.

export const SEARCH_MIN = 2;
export const SEARCH_MAX = 40;
const RANGE = `Search must be ${SEARCH_MIN} to ${SEARCH_MAX} characters`;

export const searchQuery = z.object({
  q: z.string().check(
    z.trim(),
    z.minLength(1, 'Type a guest name or email to search'), // i18n-exempt: validation message, translated by the messages catalog
    z.minLength(SEARCH_MIN, RANGE),
    z.maxLength(SEARCH_MAX, RANGE),
  ),
});

/** Where a search goes: the reservations page reads `search` from the query string. */
export function reservationsSearchPath(q: string): string {
  return `/app/reservations?${new URLSearchParams({ search: q.trim() })}`;
}
