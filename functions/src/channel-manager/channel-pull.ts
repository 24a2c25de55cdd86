import { randomUUID } from 'node:crypto';
import { queueConflictMail } from '../calendar-sync/conflict-mail';
import { channelBookings } from '../data/channel-booking-repository';
import { type ChannelMapping, channelConnections } from '../data/channel-connection-repository';
import { connectedChannelManager } from './connected-channel-manager';
import { properties } from '../data/property-repository';
import { roomTypes } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import type { ImportConflict } from '../data/calendar-import-repository';
import { type BookingRevision, type ChannelManager, ChannelManagerError } from './channel-manager-port';
import { asImportConflicts } from './channel-conflicts';
import { type ApplyContext, applyRevision } from './revision-apply';

// One pull of a property's booking revisions, the same for the schedule, "Sync now" and the webhook: one
// at a time per property (a lease), each revision applied once (revision-apply.ts) and acknowledged only
// after what it changed (or the conflict it became) is committed. A revision acknowledged is never
// delivered again, so a conflict is acknowledged only once stored: kept, shown, mailed and retried here.

export const pullSettings = {
  /** The schedule's pull of one property takes revisions for this long, then leaves the rest to the next run. */
  runBudgetMs: 60_000,
  /** "Sync now" takes revisions this long, within its request. */
  requestBudgetMs: 8_000,
  /** The webhook answers fast: it takes what it can in this time; the rest waits for the next pull. */
  webhookBudgetMs: 2_000,
  /** A lease outlives its run's budget by this much (the channel manager's answers, the last revision). */
  leaseSlackMs: 30_000,
} as const;

export interface PullOutcome {
  /** Another pull of this property holds it: this one did nothing. */
  running?: boolean;
  applied: number;
  conflicts: number;
  /** Changes to stays the desk has begun, ended or canceled: left to the desk. */
  left: number;
  acknowledged: number;
  /** The budget ran out with revisions left: the next pull takes them. */
  more?: boolean;
  /** The channel manager refused or did not answer (its failure's kind). */
  error?: ChannelManagerError['failure']['kind'];
}

export interface PullOptions {
  budgetMs: number;
  clock?: () => number;
  now?: () => Date;
}

const ACTOR = { id: 'channel-manager', name: 'Channel manager' };

const mappingOf = (mappings: readonly ChannelMapping[]) => {
  const byChannel = new Map<string, string>();
  for (const mapping of mappings)
    if (!byChannel.has(mapping.channelRoomTypeId)) byChannel.set(mapping.channelRoomTypeId, mapping.roomTypeId);
  return byChannel;
};

export async function pullRevisions(
  tenant: TenantId,
  connection: { manager: ChannelManager; mappings: readonly ChannelMapping[] },
  options: PullOptions,
): Promise<PullOutcome> {
  const now = options.now ?? (() => new Date());
  const clock = options.clock ?? Date.now;
  const holder = randomUUID();
  const outcome: PullOutcome = { applied: 0, conflicts: 0, left: 0, acknowledged: 0 };
  if (!(await channelBookings.takeLease(tenant, holder, now(), options.budgetMs + pullSettings.leaseSlackMs)))
    return { ...outcome, running: true };
  const started = clock();
  const fresh: ImportConflict[] = [];
  try {
    const [property, types] = await Promise.all([properties.get(tenant), roomTypes.list(tenant)]);
    // A closed property (restorable for 30 days) takes no bookings in.
    if (!property || property.closedAt) return outcome;
    const ctx: ApplyContext = {
      tenant,
      mapping: mappingOf(connection.mappings),
      types: new Map(types.map((t) => [t.id, t])),
      actor: ACTOR,
      now,
      timeZone: property.timeZone,
    };
    let revisions: BookingRevision[];
    try {
      revisions = await connection.manager.unacknowledgedRevisions();
    } catch (error) {
      if (!(error instanceof ChannelManagerError)) throw error;
      return { ...outcome, error: error.failure.kind };
    }
    const touched = new Set<string>();
    const tell = (revision: BookingRevision, rooms: Awaited<ReturnType<typeof applyRevision>>['newConflicts']) => {
      if (rooms.length > 0)
        fresh.push(...asImportConflicts({ bookingId: revision.bookingId, revision, rooms, detectedAt: now().toISOString() }));
    };
    for (const revision of revisions) {
      if (clock() - started >= options.budgetMs) return { ...outcome, more: true };
      touched.add(revision.bookingId);
      const applied = await applyRevision(ctx, revision);
      tell(revision, applied.newConflicts);
      outcome.left += applied.left;
      if (applied.outcome === 'applied') outcome.applied += 1;
      if (applied.outcome === 'conflict') outcome.conflicts += 1;
      if (applied.outcome === 'unsettled') continue;
      try {
        // Only now, after the commit: a revision lost between the two is applied again as "already applied".
        await connection.manager.acknowledge(revision.id);
        outcome.acknowledged += 1;
      } catch (error) {
        if (!(error instanceof ChannelManagerError)) throw error;
        outcome.error = error.failure.kind;
      }
    }
    // The conflicts kept from earlier pulls are tried again: a cancel or a move at the desk may have made room.
    for (const stored of await channelBookings.conflicts(tenant)) {
      if (clock() - started >= options.budgetMs) return { ...outcome, more: true };
      if (touched.has(stored.bookingId)) continue;
      tell(stored.revision, (await applyRevision(ctx, stored.revision, true)).newConflicts);
    }
    return outcome;
  } finally {
    // Queued as soon as they are stored, even when this pull fails: each new conflict is told once.
    await queueConflictMail(tenant, fresh);
    await channelBookings.releaseLease(tenant, holder);
  }
}

/** A pull of the property's connection, recorded on it; undefined when the property is not connected. */
export async function pullConnected(tenant: TenantId, options: PullOptions): Promise<PullOutcome | undefined> {
  const connected = await connectedChannelManager(tenant);
  if (!connected) return undefined;
  const at = (options.now ?? (() => new Date()))().toISOString();
  try {
    const outcome = await pullRevisions(tenant, { manager: connected.manager, mappings: connected.record.mappings }, options);
    if (!outcome.running) await channelConnections.recordPull(tenant, at, outcome.error);
    return outcome;
  } catch (error) {
    await channelConnections.recordPull(tenant, at, 'failed').catch(() => undefined);
    throw error;
  }
}
