import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChannelConnectionRecord } from '../../functions/src/data/channel-connection-repository';
import type { TenantId } from '../../functions/src/data/tenant';
import { configureFunctions } from '../support/in-process';

// The connection's repository against the test stack's table, for what the calls do not do themselves:
// the schedule's list through the index, the sync's and push's outcomes, a mapping saved against a
// connection replaced meanwhile, and the key opened only for its own property.

let repository: typeof import('../../functions/src/data/channel-connection-repository');
let connected: typeof import('../../functions/src/channel-manager/connected-channel-manager');
let sealing: typeof import('../../functions/src/channel-manager/api-key-sealing');
let secrets: typeof import('../../functions/src/secrets');
let newTenantId: () => TenantId;
let ConditionFailed: typeof import('../../functions/src/data/data-errors').ConditionFailed;

beforeAll(async () => {
  configureFunctions();
  repository = await import('../../functions/src/data/channel-connection-repository');
  connected = await import('../../functions/src/channel-manager/connected-channel-manager');
  sealing = await import('../../functions/src/channel-manager/api-key-sealing');
  secrets = await import('../../functions/src/secrets');
  ({ newTenantId } = await import('../../functions/src/data/tenant'));
  ({ ConditionFailed } = await import('../../functions/src/data/data-errors'));
});

async function record(tenant: TenantId, apiKey: string, channelPropertyId = randomUUID()): Promise<ChannelConnectionRecord> {
  return {
    provider: 'channex',
    channelPropertyId,
    channelPropertyTitle: 'Hostel',
    currency: 'USD',
    sealedKey: sealing.sealApiKey(apiKey, tenant, (await secrets.secrets()).channelKeyKey),
    mappings: [],
    connectedAt: new Date().toISOString(),
    connectedBy: 'user-1',
  };
}

describe('the channel connection repository', () => {
  it('lists every connected property through the index, and forgets a removed one', async () => {
    const [a, b] = [newTenantId(), newTenantId()];
    await repository.channelConnections.put(a, await record(a, 'key-of-a-0123'));
    await repository.channelConnections.put(b, await record(b, 'key-of-b-0123'));
    const listed = await repository.channelConnections.everyConnection();
    expect(listed).toEqual(expect.arrayContaining([a, b]));
    await repository.channelConnections.remove(b);
    expect(await repository.channelConnections.everyConnection()).not.toContain(b);
  });

  it("records the last pull's and push's outcome, clears an error when one succeeds, and records nothing once removed", async () => {
    const tenant = newTenantId();
    await repository.channelConnections.put(tenant, await record(tenant, 'key-0123456789'));
    await repository.channelConnections.recordPull(tenant, '2026-01-01T00:00:00.000Z', 'Channex is not answering');
    await repository.channelConnections.recordPush(tenant, '2026-01-01T00:01:00.000Z');
    expect(await repository.channelConnections.get(tenant)).toMatchObject({
      lastPullAt: '2026-01-01T00:00:00.000Z',
      lastPullError: 'Channex is not answering',
      lastPushAt: '2026-01-01T00:01:00.000Z',
    });
    await repository.channelConnections.recordPull(tenant, '2026-01-01T00:05:00.000Z');
    expect((await repository.channelConnections.get(tenant))?.lastPullError).toBeUndefined();
    await repository.channelConnections.remove(tenant);
    await repository.channelConnections.recordPush(tenant, '2026-01-01T00:06:00.000Z', 'late');
    expect(await repository.channelConnections.get(tenant)).toBeUndefined();
  });

  it('refuses a mapping saved for a connection replaced or removed meanwhile', async () => {
    const tenant = newTenantId();
    const first = await record(tenant, 'key-0123456789');
    await repository.channelConnections.put(tenant, first);
    await repository.channelConnections.put(tenant, await record(tenant, 'key-9876543210'));
    const mapping = [{ roomTypeId: 'r', channelRoomTypeId: 'c', channelRatePlanId: 'p' }];
    await expect(repository.channelConnections.updateMappings(tenant, first.channelPropertyId, mapping)).rejects.toBeInstanceOf(
      ConditionFailed,
    );
    await repository.channelConnections.remove(tenant);
    await expect(repository.channelConnections.updateMappings(tenant, first.channelPropertyId, mapping)).rejects.toBeInstanceOf(
      ConditionFailed,
    );
    expect(await repository.channelConnections.get(tenant)).toBeUndefined();
  });

  it("opens the key only for its own property: a sealed key copied to another property's item is refused", async () => {
    const [owner, thief] = [newTenantId(), newTenantId()];
    const seen: string[] = [];
    connected.setChannelManagerFactory((apiKey) => {
      seen.push(apiKey);
      return {} as never;
    });
    await repository.channelConnections.put(owner, await record(owner, 'owner-key-0123'));
    expect(await connected.connectedChannelManager(owner)).toMatchObject({ record: { channelPropertyTitle: 'Hostel' } });
    expect(seen).toEqual(['owner-key-0123']);
    const copied = (await repository.channelConnections.get(owner))!;
    await repository.channelConnections.put(thief, copied);
    await expect(connected.connectedChannelManager(thief)).rejects.toBeInstanceOf(sealing.SealedKeyRefused);
    expect(await connected.connectedChannelManager(newTenantId())).toBeUndefined();
  });
});
