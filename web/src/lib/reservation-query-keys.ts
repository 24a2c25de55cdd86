// Keys of the reservation and guest reads, which several features show and change (home, the
// reservations pages, the calendar). A change invalidates what it alters without one feature importing
// another: every reservation read is keyed under 'reservations', so a booking, a move or a cancel
// refreshes them all (the calendar's windows included) and keeps the one reservation it answered.
export const reservationKeys = {
  all: ['reservations'] as const,
  home: ['reservations', 'list', 'home'] as const,
  /** Every find answer (the calendar's windows and the searches); one is `find(from, to, search)`, 'all' for no search. */
  finds: ['reservations', 'find'] as const,
  find: (from: string, to: string, search: string) => ['reservations', 'find', from, to, search.trim() || 'all'] as const,
  detail: (id: string) => ['reservations', 'detail', id] as const,
};

export const guestKeys = {
  all: ['guests'] as const,
  detail: (id: string) => ['guests', 'detail', id] as const,
};
