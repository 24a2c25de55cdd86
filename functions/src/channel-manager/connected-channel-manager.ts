import { channelConnections, type ChannelConnectionRecord } from '../data/channel-connection-repository';
import type { TenantId } from '../data/tenant';
import { secrets } from '../secrets';
import { openApiKey } from './api-key-sealing';
import type { ChannelManager } from './channel-manager-port';
import { channexManager } from './channex-client';
import { keyKeptOut } from './key-kept-out';

// A property's ChannelManager, made from its connection's decrypted key. Apart from the repository: only the
// calls that talk to Channex bundle the adapter.

/** Makes a ChannelManager from a decrypted key: the Channex adapter; a unit test may set another. */
export type ChannelManagerFactory = (apiKey: string) => ChannelManager;

let managerFactory: ChannelManagerFactory = channexManager;

export function setChannelManagerFactory(factory: ChannelManagerFactory): void {
  managerFactory = factory;
}

/** The adapter for a key (or the one a test set), its errors holding no copy of the key. */
export function channelManagerFor(apiKey: string): ChannelManager {
  return keyKeptOut(managerFactory(apiKey), apiKey);
}

/** The property's connection and a ChannelManager made from its decrypted key; undefined when not connected. */
export async function connectedChannelManager(
  tenant: TenantId,
): Promise<{ record: ChannelConnectionRecord; manager: ChannelManager } | undefined> {
  const record = await channelConnections.get(tenant);
  if (!record) return undefined;
  const apiKey = openApiKey(record.sealedKey, tenant, (await secrets()).channelKeyKey);
  return { record, manager: channelManagerFor(apiKey) };
}
