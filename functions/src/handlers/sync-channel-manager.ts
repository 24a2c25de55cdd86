import { pullConnected, pullSettings } from '../channel-manager/channel-pull';
import { pullView } from '../channel-manager/pull-view';
import { Missing } from '../domain-errors';
import { defineHandler } from '../http/define-handler';

/**
 * "Sync now" of the channel manager's bookings: the schedule's pull for this property, for as long as a
 * request may take; what is left waits for the next call or the schedule. While another pull runs, this
 * one does nothing and says so (`sync_running`).
 */
export const handler = defineHandler('syncChannelManager', async ({ session }) => {
  const outcome = await pullConnected(session.propertyId, { budgetMs: pullSettings.requestBudgetMs });
  if (!outcome) throw new Missing('channel.notConnected');
  return pullView(outcome);
});
