import { setTimeout as sleep } from 'node:timers/promises';
import { eachAtOnce } from '../at-once';
import { todayIn } from '@hostel/shared/domain/dates';
import { type ChannelConnectionRecord, channelConnections } from '../data/channel-connection-repository';
import { channelPushes, type PendingPush, tenantOfStreamKey } from '../data/channel-push-repository';
import { nightInventory } from '../data/night-inventory-repository';
import { workLeft } from '../data/request-deadline';
import { properties } from '../data/property-repository';
import { roomTypes } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import type { Logger } from '../http/logger';
import { METRIC } from '../http/metric-names';
import { count, gauge } from '../http/metrics';
import {
  ariPlan,
  type ChannelMapping,
  closedPlan,
  inMessages,
  type NightRange,
  pushWindow,
  releasedKey,
  releasedOf,
  releasedPlan,
  withinWindow,
} from './ari-plan';
import { ChannelManagerError, type ChannelFailure, type ChannelManager } from './channel-manager-port';
import { connectedChannelManager } from './connected-channel-manager';
import {
  byProperty,
  changedRanges,
  type KeyChange,
  mergePending,
  nextPushTry,
  oldestPendingMinutes,
  type PendingRanges,
} from './push-changes';
import { pushSettings } from './push-settings';

// Availability and rates out (docs/architecture/channel-manager.md): what a property has pending is recorded
// first (PROP#p / CHANNELPUSH), then one run at a time reads the current state and sends it, one availability
// and one rates message per property; a failure leaves it pending for the sweep, so nothing is lost.

/** The pusher's clock; tests pass their own to move an outage along in no time. */
export interface PushClock {
  now(): Date;
}
export const realPushClock: PushClock = { now: () => new Date() };

export type PushOutcome = 'sent' | 'waiting' | 'held by another run' | 'not connected';

/** Tries at merging into a pending push that other runs keep changing. */
const MERGE_TRIES = 10;
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);
const mappedTypes = (record: ChannelConnectionRecord) => new Set(record.mappings.map((link) => link.roomTypeId));

/** Adds `ranges` to what the property has pending; returns the pending push as it was before (undefined: none). */
async function addPending(tenant: TenantId, ranges: PendingRanges, now: Date): Promise<PendingPush | undefined> {
  for (let tries = 0; tries < MERGE_TRIES; tries += 1) {
    const read = await channelPushes.get(tenant);
    // Due after a lease: the sweep's net should the run that sends it now die first.
    if (
      await channelPushes.savePending(tenant, read, mergePending(read?.pending ?? {}, ranges), now, later(now, pushSettings.leaseSeconds))
    ) {
      return read;
    }
  }
  // Thrown: the stream delivers the batch again, and nothing was lost.
  throw new Error(`The pending push of ${tenant} kept changing under ${MERGE_TRIES} tries`);
}

/** The property's today, where its nights are dated; undefined once the property is gone. */
async function windowOf(tenant: TenantId, now: Date): Promise<NightRange | undefined> {
  return (await propertyNow(tenant, now))?.window;
}

/** The property's window and whether it is closed (its account deleted, restorable); undefined once it is gone. */
async function propertyNow(tenant: TenantId, now: Date): Promise<{ window: NightRange; closed: boolean } | undefined> {
  const property = await properties.get(tenant);
  return property && { window: pushWindow(todayIn(property.timeZone, now)), closed: Boolean(property.closedAt) };
}

/**
 * Reads the current state of the pending nights and sends it: availability, then rates, each in as few messages as
 * accepted. Channex rooms the mapping let go are sent closed.
 */
async function send(tenant: TenantId, record: ChannelConnectionRecord, manager: ChannelManager, pending: PendingRanges, now: Date) {
  const property = await propertyNow(tenant, now);
  if (!property) return { availability: 0, rates: 0 };
  const { window } = property;
  const ranges: PendingRanges = {};
  const released: { channelRoomTypeId: string; channelRatePlanId: string; range: NightRange }[] = [];
  const mapped = mappedTypes(record);
  for (const [key, range] of Object.entries(pending)) {
    const within = withinWindow(range, window);
    const channel = releasedOf(key);
    if (within && channel) released.push({ ...channel, range: within });
    else if (within && mapped.has(key)) ranges[key] = within;
  }
  const all = Object.values(ranges);
  const plan = releasedPlan(released, record.mappings);
  if (all.length > 0) {
    const from = all.reduce((first, range) => (range.from < first ? range.from : first), all[0]!.from);
    const to = all.reduce((last, range) => (range.to > last ? range.to : last), all[0]!.to);
    // Read with the state it sends: a closure committed after this read bumps the pending version, so this run sends again.
    const ours = property.closed ? closedPlan(record.mappings, ranges) : await openPlan(tenant, record, ranges, from, to);
    plan.availability.push(...ours.availability);
    plan.rates.push(...ours.rates);
  }
  const availability = inMessages(plan.availability);
  const rates = inMessages(plan.rates);
  for (const message of availability) await manager.pushAvailability(message);
  for (const message of rates) await manager.pushRates(message);
  return { availability: availability.length, rates: rates.length };
}

async function openPlan(tenant: TenantId, record: ChannelConnectionRecord, ranges: PendingRanges, from: string, to: string) {
  const [types, nights] = await Promise.all([roomTypes.list(tenant), nightInventory.window(tenant, from, to)]);
  return ariPlan({ roomTypes: types, nights, mapping: record.mappings, ranges });
}

/** Why a push did not go: the channel manager's failure, or the name of any other (a stored key that no longer opens, the table). */
function failureOf(error: unknown): { reason: string; retryAfterMs: number } {
  if (!(error instanceof ChannelManagerError)) return { reason: (error as Error)?.name ?? 'Error', retryAfterMs: 0 };
  const failure: ChannelFailure = error.failure;
  return { reason: failure.kind, retryAfterMs: failure.kind === 'rateLimited' ? failure.retryAfterMs : 0 };
}

/**
 * Sends what the property has pending, if no other run is: until what was read is accepted with nothing new
 * pending (else reads again: Channex applies messages in order, so the last state sent wins). A failure
 * leaves it pending, to be tried again by the sweep after a wait that grows.
 */
export async function pushPending(tenant: TenantId, log: Logger, clock: PushClock = realPushClock): Promise<PushOutcome> {
  const now = clock.now();
  let current = await channelPushes.claim(tenant, now, later(now, pushSettings.leaseSeconds));
  if (!current) return 'held by another run';
  for (let round = 0; round < 3 && current; round += 1) {
    try {
      const connection = await connectedChannelManager(tenant);
      if (!connection) {
        // Disconnected meanwhile: nothing to send anywhere.
        await channelPushes.sent(tenant, current.version);
        return 'not connected';
      }
      const messages = await send(tenant, connection.record, connection.manager, current.pending, now);
      log.info('channel push sent', { propertyId: tenant, ...messages, attempts: current.attempts });
    } catch (error) {
      // Any failure (Channex, a key that no longer opens, a read) waits for the sweep: one property never holds up the stream.
      const { reason, retryAfterMs } = failureOf(error);
      const at = nextPushTry(current.attempts + 1, now, retryAfterMs);
      count(METRIC.channelPushesFailed);
      log.error('channel push failed; the sweep retries it', {
        propertyId: tenant,
        failure: reason,
        attempts: current.attempts + 1,
        nextTryAt: at,
      });
      await channelPushes.failed(tenant, reason, at);
      await channelConnections.recordPush(tenant, now.toISOString(), reason);
      return 'waiting';
    }
    if (await channelPushes.sent(tenant, current.version)) {
      await channelConnections.recordPush(tenant, now.toISOString());
      return 'sent';
    }
    current = await channelPushes.get(tenant);
  }
  if (!current) return 'sent';
  // Changes kept coming: the next run (the stream's, or the sweep) sends the rest.
  await channelPushes.release(tenant, now);
  return 'waiting';
}

/**
 * A batch of the table's stream: per connected property, the nights it changed of each mapped type are
 * added to what is pending, then sent unless earlier pushes are failing (those wait for the sweep).
 */
export async function pushChanges(
  changes: readonly KeyChange[],
  log: Logger,
  clock: PushClock = realPushClock,
): Promise<Map<string, PushOutcome>> {
  const outcomes = new Map<string, PushOutcome>();
  // A few properties at once, each by one worker: a property's own changes stay in their order.
  await eachAtOnce([...byProperty(changes)], pushSettings.propertiesAtOnce, async ([propertyId, list]) => {
    const tenant = tenantOfStreamKey(propertyId);
    const connection = await channelConnections.get(tenant);
    if (!connection) return;
    const now = clock.now();
    const window = await windowOf(tenant, now);
    const ranges = window ? changedRanges(list, mappedTypes(connection), window) : {};
    if (Object.keys(ranges).length === 0) return;
    const before = await addPending(tenant, ranges, now);
    outcomes.set(propertyId, before && before.attempts > 0 ? 'waiting' : await pushPending(tenant, log, clock));
  });
  return outcomes;
}

/**
 * Every night of the window for every mapped type (or only `types`, those a mapping just linked), sent now
 * as the property stands: the full resync; while the property is closed, its closed state. Undefined when not connected.
 */
export async function resyncProperty(
  tenant: TenantId,
  log: Logger,
  clock: PushClock = realPushClock,
  types?: ReadonlySet<string>,
): Promise<PushOutcome | undefined> {
  const pended = await pendWholeWindow(tenant, clock, types);
  if (pended === undefined) return undefined;
  return pended === 'nothing' ? 'sent' : pushNow(tenant, log, clock, pended.before);
}

/**
 * Every night of the window of every mapped type (or `types`) made pending, not sent: a run, the sweep or the
 * caller sends it. Undefined when not connected (or the property is gone); 'nothing' when no type is mapped.
 */
export async function pendWholeWindow(
  tenant: TenantId,
  clock: PushClock = realPushClock,
  types?: ReadonlySet<string>,
): Promise<{ before: PendingPush | undefined } | 'nothing' | undefined> {
  const connection = await channelConnections.get(tenant);
  if (!connection) return undefined;
  const now = clock.now();
  const window = await windowOf(tenant, now);
  if (!window) return undefined;
  const chosen = [...mappedTypes(connection)].filter((type) => !types || types.has(type));
  if (chosen.length === 0) return 'nothing';
  return { before: await addPending(tenant, Object.fromEntries(chosen.map((type) => [type, window])), now) };
}

/**
 * Sends what is pending now, for a person waiting on the answer: when another run holds the property, waits for it
 * (afterHolder). `before`: the push as read before this call added to it, whose failures the holder's are told from.
 */
async function pushNow(tenant: TenantId, log: Logger, clock: PushClock, before: PendingPush | undefined): Promise<PushOutcome> {
  const outcome = await pushPending(tenant, log, clock);
  // The failures counted before this run tried to send: a holder's failure after that, however soon, is seen as one.
  return outcome === 'held by another run' ? afterHolder(tenant, log, clock, before?.attempts ?? 0) : outcome;
}

/** How long a call waits at most for a run that holds the property (the stream's, a sweep), and how often it looks. */
const HOLDER_WAIT_MS = 5_000;
const HOLDER_LOOK_MS = 200;

/**
 * A run holding the property sends what was just added before it lets go (pushPending's rounds), so the
 * owner's "Send all", a new mapping or a disconnect waits for it within the call's time rather than answering
 * "pending" for a push under way.
 */
async function afterHolder(tenant: TenantId, log: Logger, clock: PushClock, failedBefore: number): Promise<PushOutcome> {
  log.info('channel push waits for the run under way', { propertyId: tenant });
  // Real time bounds the wait (it is slept); the lease is read on the pusher's clock, as claim reads it.
  const until = Date.now() + Math.min(HOLDER_WAIT_MS, workLeft() - HOLDER_LOOK_MS * 2);
  while (Date.now() + HOLDER_LOOK_MS < until) {
    await sleep(HOLDER_LOOK_MS);
    const push = await channelPushes.get(tenant);
    // Gone: sent, unless the holder dropped it because the property was disconnected meanwhile.
    if (!push) return (await channelConnections.get(tenant)) ? 'sent' : 'not connected';
    if (push.leaseUntil && new Date(push.leaseUntil) >= clock.now()) continue;
    // Let go after a failure: Channex is failing, so the push waits for the sweep's backoff, as any failed one.
    if (push.attempts > failedBefore) return 'waiting';
    // Let go with changes still coming (or its lease ran out): this run sends them itself, unless another run (the
    // stream's, seeing the change just let go) took the property first: then it waits for that one, in the same time.
    const outcome = await pushPending(tenant, log, clock);
    if (outcome !== 'held by another run') return outcome;
    log.info('channel push waits: another run took the property first', { propertyId: tenant });
  }
  return 'waiting';
}

/**
 * Closes the Channex room types and rate plans a new mapping let go over the whole window, through what is pending
 * (so an outage loses nothing: the sweep sends it). Undefined when not connected or nothing was let go.
 */
export async function closeReleased(
  tenant: TenantId,
  released: readonly ChannelMapping[],
  log: Logger,
  clock: PushClock = realPushClock,
): Promise<PushOutcome | undefined> {
  if (released.length === 0) return undefined;
  const now = clock.now();
  const window = await windowOf(tenant, now);
  if (!window) return undefined;
  const before = await addPending(tenant, Object.fromEntries(released.map((link) => [releasedKey(link), window])), now);
  return pushNow(tenant, log, clock, before);
}

export interface PushSweep {
  pending: number;
  tried: number;
  sent: number;
  oldestPendingMinutes: number;
}

/** The scheduled sweep: each pending push whose time has come is tried once; the oldest one's wait is the alarm's metric. */
export async function sweepPendingPushes(log: Logger, clock: PushClock = realPushClock): Promise<PushSweep> {
  const now = clock.now();
  const pending = (await channelPushes.pending()).sort((a, b) => a.nextTryAt.localeCompare(b.nextTryAt));
  const run: PushSweep = {
    pending: pending.length,
    tried: 0,
    sent: 0,
    oldestPendingMinutes: oldestPendingMinutes(
      pending.map((push) => push.since),
      now,
    ),
  };
  for (const push of pending) {
    if (new Date(push.nextTryAt) > now) continue;
    run.tried += 1;
    if ((await pushPending(push.tenant, log, clock)) === 'sent') run.sent += 1;
  }
  // Only while something waits: a custom metric costs per hour it is published, and no data is no alarm.
  if (run.pending > 0) gauge(METRIC.oldestPendingChannelPushMinutes, run.oldestPendingMinutes);
  log.info('channel push sweep', { ...run });
  return run;
}
