import { eachAtOnce } from '../at-once';
import { channelConnections } from '../data/channel-connection-repository';
import { createLogger } from '../http/logger';
import { pullConnected, pullSettings } from './channel-pull';

// The schedule's pull of every connected property's booking revisions, beside the iCal feeds' sync in the
// same run (scheduled-sync.ts): one Query of the index lists the connections; one property's failure
// (a busy table, the channel manager down) is logged and waits for the next run.

const log = createLogger({ function: 'calendarSync' });

/** Properties pulled at once: each waits mostly on the channel manager. */
const CONCURRENCY = 4;

export interface PullRun {
  properties: number;
  failed: number;
}

export async function pullEveryConnection(now = () => new Date(), only?: readonly string[]): Promise<PullRun> {
  // `only`: the tests' own properties, so a run never holds another test file's connection; production passes none.
  const tenants = (await channelConnections.everyConnection()).filter((tenant) => !only || only.includes(tenant));
  let failed = 0;
  await eachAtOnce(tenants, CONCURRENCY, async (tenant) => {
    try {
      const outcome = await pullConnected(tenant, { budgetMs: pullSettings.runBudgetMs, now });
      if (outcome?.error) log.error('channel manager pull refused', { propertyId: tenant, error: outcome.error });
    } catch (error) {
      failed += 1;
      log.error('channel manager pull failed', { propertyId: tenant, error: (error as Error).name, detail: (error as Error).message });
    }
  });
  if (tenants.length) log.info('channel manager pull', { properties: tenants.length, failed });
  return { properties: tenants.length, failed };
}
