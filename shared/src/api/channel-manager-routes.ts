import { endpoints } from './endpoints';
import * as schemas from './account-schemas';
import * as channelManagerSchemas from './channel-manager-schemas';
import type { RouteDefinition } from './route-definition';

// The channel manager (Channex): the connection and its room mapping. Calls that ask the channel
// manager wait on another site, so they get a longer timeout (its time budget follows).

export const channelManagerRoutes = {
  getChannelManager: {
    ...endpoints.getChannelManager,
    response: channelManagerSchemas.channelManagerView,
    table: ['GetItem'],
    changesState: false,
  },
  connectChannelManager: {
    ...endpoints.connectChannelManager,
    body: channelManagerSchemas.connectChannelManagerBody,
    response: channelManagerSchemas.channelManagerView,
    table: ['GetItem', 'PutItem'],
    timeoutSeconds: 15,
    changesState: true,
  },
  listChannelManagerRooms: {
    ...endpoints.listChannelManagerRooms,
    response: channelManagerSchemas.channelManagerRooms,
    table: ['GetItem'],
    timeoutSeconds: 15,
    changesState: false,
  },
  mapChannelManagerRooms: {
    ...endpoints.mapChannelManagerRooms,
    body: channelManagerSchemas.mapChannelManagerRoomsBody,
    response: channelManagerSchemas.channelManagerView,
    // Query: our room types; UpdateItem: the mapping, on the condition the connection is still the one read;
    // then the newly linked types sent as the resync sends (PutItem the pending push, DeleteItem it once sent).
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    timeoutSeconds: 28,
    changesState: true,
  },
  disconnectChannelManager: {
    ...endpoints.disconnectChannelManager,
    response: schemas.message,
    // The connection and property read (GetItem); the mapping emptied and the pusher's claim and outcome (UpdateItem);
    // the closing recorded as pending (PutItem); the connection and the sent push removed (DeleteItem).
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    timeoutSeconds: 28,
    changesState: true,
  },
  resyncChannelManager: {
    ...endpoints.resyncChannelManager,
    response: channelManagerSchemas.resyncAnswer,
    // The pusher's own work (channel-push.ts): the connection, property and pending push read (GetItem); room
    // types and nights (Query); what is pending recorded (PutItem), claimed and the outcome noted (UpdateItem),
    // cleared once sent (DeleteItem).
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    timeoutSeconds: 28,
    changesState: true,
  },
} as const satisfies Record<string, RouteDefinition>;
