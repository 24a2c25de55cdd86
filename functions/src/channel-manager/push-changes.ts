import { mergeRanges, type NightRange, withinWindow } from './ari-plan';

// Which nights of which room types a batch of the table's stream changed, per property: the pusher's
// first decision, from the records' keys alone (the stream carries keys only). Pure, unit-tested.

/** The items whose change alters what is for sale or its price: a night's inventory, a room type (units, base rate). */
const NIGHT = 'NIGHT#';
const ROOM_TYPE = 'ROOMTYPE#';
const PROPERTY = 'PROP#';

/** The stream filter, the same in AWS (event source mapping) and locally (stream-reader.ts). */
export const channelPushStreamFilter = {
  dynamodb: { Keys: { pk: { S: [{ prefix: PROPERTY }] }, sk: { S: [{ prefix: NIGHT }, { prefix: ROOM_TYPE }] } } },
} as const;

/** What one record says changed: some nights of a type, or (a room type itself) every night of it. */
export type KeyChange = { propertyId: string; roomTypeId: string; date?: string };

export function keyChange(keys: Record<string, { S?: string } | undefined> | undefined): KeyChange | undefined {
  const pk = keys?.pk?.S;
  const sk = keys?.sk?.S;
  if (!pk?.startsWith(PROPERTY) || !sk) return undefined;
  const propertyId = pk.slice(PROPERTY.length);
  if (sk.startsWith(NIGHT)) {
    const [date, roomTypeId] = sk.slice(NIGHT.length).split('#');
    return date && roomTypeId ? { propertyId, roomTypeId, date } : undefined;
  }
  if (sk.startsWith(ROOM_TYPE)) return { propertyId, roomTypeId: sk.slice(ROOM_TYPE.length) };
  return undefined;
}

/** Room type id → the nights to send, within the window of nights still for sale; types not mapped are left out. */
export type PendingRanges = Record<string, NightRange>;

/** A property's changes as ranges per mapped type: a room type's own change covers the whole window. */
export function changedRanges(changes: readonly KeyChange[], mappedTypes: ReadonlySet<string>, window: NightRange): PendingRanges {
  const ranges: PendingRanges = {};
  for (const change of changes) {
    if (!mappedTypes.has(change.roomTypeId)) continue;
    const range = withinWindow(change.date ? { from: change.date, to: change.date } : window, window);
    if (range) ranges[change.roomTypeId] = mergeRanges(ranges[change.roomTypeId], range);
  }
  return ranges;
}

/** Two sets of pending ranges as one (what waits only grows until it is sent). */
export function mergePending(a: PendingRanges, b: PendingRanges): PendingRanges {
  const merged: PendingRanges = { ...a };
  for (const [type, range] of Object.entries(b)) merged[type] = mergeRanges(merged[type], range);
  return merged;
}

/** The changes grouped by property, in the order the stream gave them. */
export function byProperty(changes: readonly KeyChange[]): Map<string, KeyChange[]> {
  const grouped = new Map<string, KeyChange[]>();
  for (const change of changes) grouped.set(change.propertyId, [...(grouped.get(change.propertyId) ?? []), change]);
  return grouped;
}

const MINUTE = 60_000;
/** The longest wait between two tries of a failed push. */
export const LONGEST_PUSH_WAIT_MINUTES = 30;
/** A push pending this long raises the alarm. */
export const PUSH_ALARM_AFTER_MINUTES = 60;

/**
 * When to try a push again after its `attempts`-th failure: 1, 2, 4 … minutes, 30 at most, never before the
 * channel manager's own Retry-After. Never given up: what is for sale must reach the channel.
 */
export function nextPushTry(attempts: number, now: Date, retryAfterMs = 0): Date {
  const minutes = Math.min(2 ** Math.max(0, attempts - 1), LONGEST_PUSH_WAIT_MINUTES);
  return new Date(now.getTime() + Math.max(minutes * MINUTE, retryAfterMs));
}

/** How long the oldest of these pending pushes has waited, in whole minutes (0 when none waits). */
export function oldestPendingMinutes(since: readonly string[], now: Date): number {
  if (since.length === 0) return 0;
  const oldest = Math.min(...since.map((at) => new Date(at).getTime()));
  return Math.max(0, Math.floor((now.getTime() - oldest) / MINUTE));
}
