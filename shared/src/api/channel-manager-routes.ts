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
    // Query: our room types; UpdateItem: the mapping, on the condition the connection is still the one read.
    table: ['GetItem', 'Query', 'UpdateItem'],
    timeoutSeconds: 15,
    changesState: true,
  },
  disconnectChannelManager: {
    ...endpoints.disconnectChannelManager,
    response: schemas.message,
    table: ['GetItem', 'DeleteItem'],
    changesState: true,
  },
} as const satisfies Record<string, RouteDefinition>;
