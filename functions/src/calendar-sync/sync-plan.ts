import { daysBetween } from '@hostel/shared/domain/dates';
import type { ImportedStay } from '../data/calendar-import-repository';
import type { FeedEvent } from './feed-events';

// A sync applies its feed as one plan: what to release, move and book, decided from the feed's events and
// the stays linked to it, in an order that frees nights before they are asked for. A new UID over nights
// a vanished one held is the same stay moved (our own export renames a run that grows or shrinks): its link
// is re-keyed, never released and booked again, so no night the feed still covers is left open between.

export type SyncStep =
  /** A linked stay whose event left the feed, and no new event took its nights. */
  | { kind: 'release'; key: string; link: ImportedStay }
  /** A vanished stay taken over by a new UID on overlapping nights: its link moves to the new UID, then its dates. */
  | { kind: 'rekey'; key: string; uidKey: string; from: ImportedStay; event: FeedEvent }
  /** A linked stay whose event's dates moved since the last sync (or were never kept on its link). */
  | { kind: 'move'; key: string; uidKey: string; link: ImportedStay; event: FeedEvent }
  | { kind: 'book'; key: string; uidKey: string; event: FeedEvent };

/** The phases, in order: a step's key sorts by phase, then by UID key, so a cursor can resume a plan made again. */
const PHASE = { release: '1', rekey: '2', move: '3', book: '4' } as const;
const keyOf = (kind: keyof typeof PHASE, uidKey: string) => `${PHASE[kind]}:${uidKey}`;

function overlap(a: { checkIn: string; checkOut: string }, b: { checkIn: string; checkOut: string }): number {
  const from = a.checkIn > b.checkIn ? a.checkIn : b.checkIn;
  const to = a.checkOut < b.checkOut ? a.checkOut : b.checkOut;
  return from < to ? daysBetween(from, to) : 0;
}

const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The ordered steps that bring the stays linked to a feed to its events (by UID key, those in the sync
 * window). Releases first (their nights leave the feed), then re-keys and moves (one transaction each:
 * a stay never lets go of a night it keeps), then new bookings, which may need the nights the others freed.
 * `after`: a cursor, the key of the last step a run already took; steps up to it are left out.
 */
export function syncPlan(events: ReadonlyMap<string, FeedEvent>, links: readonly ImportedStay[], after?: string): SyncStep[] {
  const linked = new Map(links.map((link) => [link.uidKey, link]));
  // Vanished stays whose dates are known may be taken over; one without dates (an old link) is only released.
  const vanished = links.filter((link) => !events.has(link.uidKey));
  const free = new Map(vanished.filter((link) => link.checkIn && link.checkOut).map((link) => [link.uidKey, link]));
  const steps: SyncStep[] = [];
  const fresh = [...events].filter(([uidKey]) => !linked.has(uidKey));
  // Each vanished stay goes to the new UID sharing most of its nights, the largest overlaps first.
  const pairs = fresh.flatMap(([uidKey, event]) =>
    [...free.values()].map((link) => ({ uidKey, link, shared: overlap(event, link as { checkIn: string; checkOut: string }) })),
  );
  pairs.sort((a, b) => b.shared - a.shared || (a.uidKey + a.link.uidKey < b.uidKey + b.link.uidKey ? -1 : 1));
  const takes = new Map<string, ImportedStay>();
  for (const pair of pairs)
    if (pair.shared > 0 && !takes.has(pair.uidKey) && free.has(pair.link.uidKey)) {
      takes.set(pair.uidKey, pair.link);
      free.delete(pair.link.uidKey);
    }
  for (const [uidKey, event] of fresh) {
    const from = takes.get(uidKey);
    if (from) steps.push({ kind: 'rekey', key: keyOf('rekey', uidKey), uidKey, from, event });
    else steps.push({ kind: 'book', key: keyOf('book', uidKey), uidKey, event });
  }
  const takenOver = new Set([...takes.values()].map((link) => link.uidKey));
  for (const link of vanished) if (!takenOver.has(link.uidKey)) steps.push({ kind: 'release', key: keyOf('release', link.uidKey), link });
  for (const [uidKey, event] of events) {
    const link = linked.get(uidKey);
    if (link && (link.checkIn !== event.checkIn || link.checkOut !== event.checkOut))
      steps.push({ kind: 'move', key: keyOf('move', uidKey), uidKey, link, event });
  }
  steps.sort(byKey);
  return after === undefined ? steps : steps.filter((step) => step.key > after);
}
