import { daysBetween } from '@hostel/shared/domain/dates';
import type { ImportedStay } from '../data/calendar-import-repository';
import type { FeedEvent } from './feed-events';

// A sync applies its feed as one plan: what to release, move and book, decided from the feed's events and
// the stays linked to it, in an order that frees nights before they are asked for. A new UID over nights
// a vanished one held is the same stay moved (our own export renames a run that grows or shrinks): its link
// is re-keyed, never released and booked again, so no night the feed still covers is left open between.
// A stay that moves is grouped with the releases its new nights take over (a merge) and the bookings of
// the nights it leaves (a split): a run is never cut by its budget inside a group.

type Kind =
  /** A linked stay whose event left the feed, and no new event took its nights. */
  | { kind: 'release'; link: ImportedStay }
  /** A vanished stay taken over by a new UID on overlapping nights: its link moves to the new UID, then its dates. */
  | { kind: 'rekey'; uidKey: string; from: ImportedStay; event: FeedEvent }
  /** A linked stay whose event's dates moved since the last sync (or were never kept on its link). */
  | { kind: 'move'; uidKey: string; link: ImportedStay; event: FeedEvent }
  | { kind: 'book'; uidKey: string; event: FeedEvent };

/** `group`: the key prefix shared by steps taken together (a moved stay, its absorbed releases, its remainder's bookings). */
export type SyncStep = Kind & { key: string; group?: string };

/** The phases, in order: a step's key sorts by phase, then by UID key, so a cursor can resume a plan made again. */
const PHASE = { release: '1', rekey: '2', move: '3', book: '4' } as const;
const keyOf = (kind: keyof typeof PHASE, uidKey: string) => `${PHASE[kind]}:${uidKey}`;

type Nights = { checkIn?: string; checkOut?: string };

function overlap(a: Nights, b: Nights): number {
  if (!a.checkIn || !a.checkOut || !b.checkIn || !b.checkOut) return 0;
  const from = a.checkIn > b.checkIn ? a.checkIn : b.checkIn;
  const to = a.checkOut < b.checkOut ? a.checkOut : b.checkOut;
  return from < to ? daysBetween(from, to) : 0;
}

const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** A stay that moves (re-keyed or not): its nights before and after, and its steps' key prefix. */
interface Head {
  prefix: string;
  step: Kind;
  before: Nights;
  after: Nights;
  members: SyncStep[];
}

/** The head sharing most nights with `nights` (on the side `side` picks), the first by key on a tie; none if none share. */
function headFor(heads: readonly Head[], nights: Nights, side: (head: Head) => Nights): Head | undefined {
  let best: Head | undefined;
  let most = 0;
  for (const head of heads) {
    const shared = overlap(side(head), nights);
    if (shared > most || (shared === most && shared > 0 && best && head.prefix < best.prefix)) {
      best = head;
      most = shared;
    }
  }
  return best;
}

/**
 * The ordered steps that bring the stays linked to a feed to its events (by UID key, those in the sync
 * window). Releases first (their nights leave the feed), then re-keys and moves (one transaction each:
 * a stay never lets go of a night it keeps), each with its group, then new bookings, which may need the
 * nights the others freed. In a group, the releases whose nights the moved stay takes come first, then
 * the move, then the bookings of nights it left: together, so no run stops with a covered night open.
 * `after`: a cursor, the key of the last step a run already took; steps up to it are left out.
 */
export function syncPlan(events: ReadonlyMap<string, FeedEvent>, links: readonly ImportedStay[], after?: string): SyncStep[] {
  const linked = new Map(links.map((link) => [link.uidKey, link]));
  // Vanished stays whose dates are known may be taken over; one without dates (an old link) is only released.
  const vanished = links.filter((link) => !events.has(link.uidKey));
  const free = new Map(vanished.filter((link) => link.checkIn && link.checkOut).map((link) => [link.uidKey, link]));
  const fresh = [...events].filter(([uidKey]) => !linked.has(uidKey));
  // Each vanished stay goes to the new UID sharing most of its nights, the largest overlaps first.
  const pairs = fresh.flatMap(([uidKey, event]) => [...free.values()].map((link) => ({ uidKey, link, shared: overlap(event, link) })));
  pairs.sort((a, b) => b.shared - a.shared || (a.uidKey + a.link.uidKey < b.uidKey + b.link.uidKey ? -1 : 1));
  const takes = new Map<string, ImportedStay>();
  for (const pair of pairs)
    if (pair.shared > 0 && !takes.has(pair.uidKey) && free.has(pair.link.uidKey)) {
      takes.set(pair.uidKey, pair.link);
      free.delete(pair.link.uidKey);
    }
  const heads: Head[] = [];
  const books: { uidKey: string; event: FeedEvent }[] = [];
  for (const [uidKey, event] of fresh) {
    const from = takes.get(uidKey);
    if (from)
      heads.push({ prefix: keyOf('rekey', uidKey), step: { kind: 'rekey', uidKey, from, event }, before: from, after: event, members: [] });
    else books.push({ uidKey, event });
  }
  for (const [uidKey, event] of events) {
    const link = linked.get(uidKey);
    if (link && (link.checkIn !== event.checkIn || link.checkOut !== event.checkOut))
      heads.push({ prefix: keyOf('move', uidKey), step: { kind: 'move', uidKey, link, event }, before: link, after: event, members: [] });
  }
  const steps: SyncStep[] = [];
  const takenOver = new Set([...takes.values()].map((link) => link.uidKey));
  for (const link of vanished) {
    if (takenOver.has(link.uidKey)) continue;
    // Nights a moving stay takes: released in its group, just before it moves onto them.
    const head = headFor(heads, link, (one) => one.after);
    if (head) head.members.push({ kind: 'release', link, key: `${head.prefix}:1:${link.uidKey}` });
    else steps.push({ kind: 'release', link, key: keyOf('release', link.uidKey) });
  }
  for (const { uidKey, event } of books) {
    // Nights a moving stay leaves: booked in its group, just after it lets them go.
    const head = headFor(heads, event, (one) => one.before);
    if (head) head.members.push({ kind: 'book', uidKey, event, key: `${head.prefix}:3:${uidKey}` });
    else steps.push({ kind: 'book', uidKey, event, key: keyOf('book', uidKey) });
  }
  for (const head of heads) {
    const group = head.members.length > 0 ? { group: head.prefix } : {};
    steps.push({ ...head.step, key: `${head.prefix}:2`, ...group });
    for (const member of head.members) steps.push({ ...member, ...group });
  }
  steps.sort(byKey);
  return after === undefined ? steps : steps.filter((step) => step.key > after);
}
