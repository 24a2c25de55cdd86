import { pullConnected, pullSettings } from '../channel-manager/channel-pull';
import { readWebhookToken } from '../channel-manager/webhook-token';
import { channelConnections } from '../data/channel-connection-repository';
import { Missing } from '../domain-errors';
import { PayloadTooLarge } from '../http/errors';
import { defineHandler } from '../http/define-handler';

/** The body says nothing the pull does not read from the channel manager itself: past this, it is refused unread. */
export const WEBHOOK_BODY_BYTES = 64 * 1024;

/**
 * What the channel manager's webhook calls when a booking changes: its signed address names the property,
 * and the call only pulls that property's revisions, briefly (the schedule takes the rest). It answers 200
 * whatever the pull did: a failed pull is the next pull's work, and the channel manager need not send it again.
 */
export const handler = defineHandler('receiveChannelManagerWebhook', async ({ params, headers, log }) => {
  if (Number(headers['content-length'] ?? 0) > WEBHOOK_BODY_BYTES) throw new PayloadTooLarge('api.requestBodyTooLarge');
  const claims = await readWebhookToken(params.token);
  const connection = claims && (await channelConnections.get(claims.tenant));
  // A reconnected property has a new address: the old one pulls nothing.
  if (!claims || connection?.connectedAt !== claims.connectedAt) throw new Missing('calendar.channelWebhookUnknown');
  await pullConnected(claims.tenant, { budgetMs: pullSettings.webhookBudgetMs }).catch((error: Error) =>
    log.error('channel manager pull failed', { propertyId: claims.tenant, error: error.name, detail: error.message }),
  );
  return { received: true };
});
