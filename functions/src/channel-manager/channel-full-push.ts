import { channelConnections } from '../data/channel-connection-repository';
import { eachAtOnce } from '../at-once';
import type { Logger } from '../http/logger';
import { pendWholeWindow, type PushClock, pushPending, realPushClock } from './channel-push';
import { pushSettings } from './push-settings';

// The daily full update (channel-manager.md): every connected property's whole window, as Channex's PMS guide
// asks. Each property is first made pending (one small write each), then sent while the run has time for another;
// what it has no time for waits for the sweep, so however many properties there are, none is skipped for good.

export interface FullPushRun {
  properties: number;
  sent: number;
  /** Left pending (Channex failing, rate limited, held by another run, or no time left in this run): the sweep sends them. */
  waiting: number;
}

/** The time a run keeps back for its last sends: one property's push is up to three Channex calls of 10 s. */
const LAST_SEND_MS = 35_000;

/** `only`: the tests' own properties; production passes none. */
export async function pushEveryConnection(log: Logger, clock: PushClock = realPushClock, only?: readonly string[]): Promise<FullPushRun> {
  const until = Date.now() + pushSettings.timeoutSeconds * 1000 - LAST_SEND_MS;
  const tenants = (await channelConnections.everyConnection()).filter((tenant) => !only || only.includes(tenant));
  const run: FullPushRun = { properties: tenants.length, sent: 0, waiting: 0 };
  const pending = await eachAtOnce(tenants, pushSettings.propertiesAtOnce, async (tenant) => {
    try {
      const pended = await pendWholeWindow(tenant, clock);
      return pended !== undefined && pended !== 'nothing';
    } catch (error) {
      // Not even made pending (the table failing): tomorrow's run, or the next change, sends it.
      run.waiting += 1;
      log.error('channel full push failed', { propertyId: tenant, error: (error as Error).name });
      return false;
    }
  });
  await eachAtOnce(
    tenants.filter((_, at) => pending[at]),
    pushSettings.propertiesAtOnce,
    async (tenant) => {
      if (Date.now() > until) {
        run.waiting += 1;
        return;
      }
      const outcome = await pushPending(tenant, log, clock).catch(() => 'waiting' as const);
      if (outcome === 'sent') run.sent += 1;
      else if (outcome !== 'not connected') run.waiting += 1;
    },
  );
  log.info('channel full push', { ...run });
  return run;
}
