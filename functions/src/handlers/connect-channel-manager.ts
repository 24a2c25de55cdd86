import { connect } from '../channel-manager/channel-connection';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('connectChannelManager', async ({ session, body }) =>
  connect(session.propertyId, session.userId, body.api_key, new Date()),
);
