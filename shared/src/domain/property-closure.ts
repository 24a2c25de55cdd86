// A deleted property closes at once and is purged after RESTORE_DAYS, unless its admin restores it first.
// Restoring and purging meet at one instant, the purge date: before it only a restore is possible, from it
// only the purge, so the two can never both act on one property (accounts-and-security.md).

export const RESTORE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a property closed at `closedAt` is purged, and can no longer be restored. */
export const purgeDateOf = (closedAt: Date): Date => new Date(closedAt.getTime() + RESTORE_DAYS * DAY_MS);

/** Whether a property to be purged at `purgeAt` (ISO) is due for it at `now`; a restore needs the opposite (purgeAt > now). */
export const purgeDue = (purgeAt: string, now: Date): boolean => purgeAt <= now.toISOString();
