import type { ChannelManagerRooms, ChannelManagerView, MapChannelManagerRoomsBody } from '@hostel/shared/api/channel-manager-schemas';
import { type ChannelConnectionRecord, channelConnections } from '../data/channel-connection-repository';
import { ConditionFailed } from '../data/data-errors';
import { roomTypes } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { Clash, type DomainError, Invalid, Missing, NotAnswered } from '../domain-errors';
import type { Logger } from '../http/logger';
import { secrets } from '../secrets';
import { SEALED_KEY_REFUSED, sealApiKey, SealedKeyRefused } from './api-key-sealing';
import { type ChannelManager, ChannelManagerError } from './channel-manager-port';
import { closeReleased, realPushClock, resyncProperty } from './channel-push';
import { releasedOf } from './ari-plan';
import { channelPushes } from '../data/channel-push-repository';
import { channelManagerFor, connectedChannelManager } from './connected-channel-manager';
import { connectionView } from './connection-view';
import { checkRoomMapping, newlyLinked, releasedLinks } from './room-mapping';

// The property's connection to Channex, as the calls use it: connect with a key checked against Channex
// first (nothing is stored unless Channex accepts it), read the rooms live, save the mapping, disconnect.
// The key never leaves: the view names the Channex property, and the manager's errors hold no copy of it
// (key-kept-out.ts), so the pipeline's log line of an unexpected error cannot print it.

/** Channex's refusals in our words: a wrong key (`rejected` when given, else `refused`), or Channex unreachable (retry). */
async function ask<T>(refused: () => DomainError, call: () => Promise<T>, rejected = refused): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ChannelManagerError) {
      if (error.failure.kind === 'unauthorized') throw refused();
      if (error.failure.kind === 'rejected') throw rejected();
      throw new NotAnswered('channel.channexUnavailable');
    }
    throw error;
  }
}

/** Checks the key with Channex, then stores it sealed; the mapping stays when the key is for the same Channex property. */
export async function connect(tenant: TenantId, userId: string, apiKey: string, now: Date): Promise<ChannelManagerView> {
  const manager = channelManagerFor(apiKey);
  // The adapter refuses a key that opens several properties: Channex advises a key per property for a product like ours.
  const property = await ask(
    () => new Invalid('channel.apiKeyRefused'),
    () => manager.property(),
    () => new Invalid('channel.apiKeyNotOneProperty'),
  );
  const [current, { channelKeyKey }] = await Promise.all([channelConnections.get(tenant), secrets()]);
  const record: ChannelConnectionRecord = {
    provider: 'channex',
    channelPropertyId: property.id,
    channelPropertyTitle: property.title,
    currency: property.currency,
    sealedKey: sealApiKey(apiKey, tenant, channelKeyKey),
    mappings: current?.channelPropertyId === property.id ? current.mappings : [],
    connectedAt: now.toISOString(),
    connectedBy: userId,
  };
  await channelConnections.put(tenant, record);
  return connectionView(record);
}

/** The connection and its manager; 404 when not connected, 409 when the stored key no longer opens. */
async function connected(tenant: TenantId): Promise<{ record: ChannelConnectionRecord; manager: ChannelManager }> {
  try {
    const found = await connectedChannelManager(tenant);
    if (!found) throw new Missing('channel.notConnected');
    return found;
  } catch (error) {
    if (error instanceof SealedKeyRefused) throw new Clash('channel.storedKeyUnreadable');
    throw error;
  }
}

async function channelSide(manager: ChannelManager) {
  // The key is inside the manager only; its errors are the adapter's typed ones. A key revoked in Channex: 409.
  return ask(
    () => new Clash('channel.storedKeyRefused'),
    () => Promise.all([manager.roomTypes(), manager.ratePlans()]),
  );
}

export async function channelRooms(tenant: TenantId): Promise<ChannelManagerRooms> {
  const { manager } = await connected(tenant);
  const [rooms, plans] = await channelSide(manager);
  return {
    room_types: rooms.map((room) => ({
      id: room.id,
      title: room.title,
      units: room.units,
      rate_plans: plans
        .filter((plan) => plan.roomTypeId === room.id)
        .map((plan) => ({ id: plan.id, title: plan.title, currency: plan.currency })),
    })),
  };
}

/**
 * Saves the mapping, then sends the window of each type it links anew at once (as the resync does, for
 * those alone): Channex starts from our state without waiting for the type's next change. Channex failing
 * leaves them pending for the pusher's sweep; the mapping is saved either way.
 */
export async function saveMapping(tenant: TenantId, body: MapChannelManagerRoomsBody, log: Logger): Promise<ChannelManagerView> {
  const { record, manager } = await connected(tenant);
  const [ours, [rooms, plans]] = await Promise.all([roomTypes.list(tenant), channelSide(manager)]);
  const mappings = body.mappings.map((mapping) => ({
    roomTypeId: mapping.room_type_id,
    channelRoomTypeId: mapping.channel_room_type_id,
    channelRatePlanId: mapping.channel_rate_plan_id,
  }));
  const warnings = checkRoomMapping(
    ours.map((type) => ({ ...type, name: type.description })),
    rooms,
    plans,
    mappings,
  );
  await replaceMappings(tenant, record, mappings);
  // Rooms let go are closed first, so the channel never sells a room twice while the new links go out.
  await closeReleased(tenant, releasedLinks(record.mappings, mappings), log);
  const linked = newlyLinked(record.mappings, mappings);
  if (linked.size > 0) await resyncProperty(tenant, log, realPushClock, linked);
  return { ...connectionView({ ...record, mappings }), warnings };
}

/** The connection's mapping replaced, while it is still the connection read (else someone connected anew meanwhile). */
async function replaceMappings(tenant: TenantId, record: ChannelConnectionRecord, mappings: ChannelConnectionRecord['mappings']) {
  try {
    await channelConnections.updateMappings(tenant, record.channelPropertyId, mappings);
  } catch (error) {
    if (error instanceof ConditionFailed) throw new Clash('channel.connectionChanged');
    throw error;
  }
}

/** Failures no retry mends: Channex refuses the key or the message, or the stored key no longer opens. */
const KEY_GONE = new Set(['unauthorized', 'rejected', SEALED_KEY_REFUSED]);

/**
 * Closes every mapped Channex room first (0 units, stop-sell over the window), then forgets the key and the
 * mapping: a channel left selling the last availability sent would sell rooms this app no longer hears of, and
 * its bookings would never arrive. The mapping is emptied at once and the closing goes through the pending push,
 * so Channex failing loses nothing: the sweep sends it, and the disconnect is refused (503) until it is taken,
 * unless Channex no longer takes the key at all.
 */
export async function disconnect(tenant: TenantId, log: Logger): Promise<void> {
  const record = await channelConnections.get(tenant);
  if (!record) throw new Missing('channel.notConnected');
  if (record.mappings.length > 0) {
    await replaceMappings(tenant, record, []);
    await closeReleased(tenant, record.mappings, log);
  }
  const pending = await channelPushes.get(tenant);
  const closing = Object.keys(pending?.pending ?? {}).some((key) => releasedOf(key));
  if (closing && !KEY_GONE.has(pending?.lastError ?? '')) throw new NotAnswered('channel.closingPending');
  await channelConnections.remove(tenant);
  if (pending) await channelPushes.sent(tenant, pending.version);
}
