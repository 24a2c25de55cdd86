import type { TenantId } from '../data/tenant';
import type { Logger } from '../http/logger';
import { type PushClock, type PushOutcome, realPushClock, resyncProperty } from './channel-push';

// A property closed by its admin's deletion (restorable for 30 days) must stop selling on the OTAs at once:
// its bookings are no longer pulled. Each step sends the whole window of every mapped type as the property
// then stands (channel-push.ts reads the closure): closed, 0 units and stop-sell; restored, the real
// availability and rates. Through the pusher's pending item, so a Channex outage leaves it to the sweep.

/** The property just closed: every mapped type's window goes out closed; undefined when not connected. */
export async function stopSellingOnChannels(
  tenant: TenantId,
  log: Logger,
  clock: PushClock = realPushClock,
): Promise<PushOutcome | undefined> {
  try {
    const outcome = await resyncProperty(tenant, log, clock);
    if (outcome) log.info('closed property sent to the channel manager as closed', { propertyId: tenant, outcome });
    return outcome;
  } catch (error) {
    // The closure stands whatever happens here (the caller's session is already gone): said loudly, not thrown.
    log.error('closed property not recorded as closed for the channel manager', {
      propertyId: tenant,
      error: (error as Error).name,
      detail: (error as Error).message,
    });
    return 'waiting';
  }
}

/** The property just reopened: the full resync sends its real availability again. A table failure is thrown: a restore may be repeated. */
export async function sellAgainOnChannels(
  tenant: TenantId,
  log: Logger,
  clock: PushClock = realPushClock,
): Promise<PushOutcome | undefined> {
  const outcome = await resyncProperty(tenant, log, clock);
  if (outcome) log.info('restored property sent to the channel manager', { propertyId: tenant, outcome });
  return outcome;
}
