import { message, said } from '@hostel/shared/i18n/message';
import * as z from 'zod/mini';

// The header search (spec §5): field q, 2 to 40 characters, answered by the reservations page.

export const SEARCH_MIN = 2;
export const SEARCH_MAX = 40;
const RANGE = said('field.labelMinMaxCharacters', { label: message('label.search'), min: SEARCH_MIN, max: SEARCH_MAX });

export const searchQuery = z.object({
  q: z
    .string()
    .check(z.trim(), z.minLength(1, said('web.typeGuestNameEmail')), z.minLength(SEARCH_MIN, RANGE), z.maxLength(SEARCH_MAX, RANGE)),
});

/** Where a search goes: the reservations page reads `search` from the query string. */
export function reservationsSearchPath(q: string): string {
  return `/app/reservations?${new URLSearchParams({ search: q.trim() })}`;
}
